/**
 * The root's browser side. Its data is loaded again only when app/pages/revalidation.ts's
 * `rootRevalidation` says so; when that is for strings alone (the next kind of page needs strings
 * the browser has not met), the strings are fetched (cached for a year) and the shell stays as it is.
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import { loadStrings } from "../i18n/load-strings";
import { pageStrings } from "../i18n/namespaces";
import { isSubmission, reloadsForStringsAlone } from "./revalidation";
import type { loader } from "./root.server";

type RootData = SerializeFrom<typeof loader>;

/**
 * The shell on screen when it can stay for `next`, else undefined. Read from the router's own
 * state, as shouldRevalidate saw it: nothing is being posted (a navigation's form, or a fetcher's
 * whose answer the root reloads after), the language is the same, and only the strings are missing.
 */
function keptShell(next: URL): RootData | undefined {
  const { navigation, fetchers, loaderData } = window.__remixRouter.state;
  const posting =
    isSubmission(navigation.formMethod) || [...fetchers.values()].some((fetcher) => fetcher.state === "loading" && isSubmission(fetcher.formMethod));
  const shown = loaderData.root as RootData | undefined;
  if (posting || !shown || !reloadsForStringsAlone(shown.lang, next)) return undefined;
  return shown;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const next = new URL(request.url);
  const shown = keptShell(next);
  if (shown) {
    try {
      // The shell's language is the next page's (reloadsForStringsAlone).
      await loadStrings(shown.lang, pageStrings(next.pathname));
      return shown;
    } catch {
      // Offline or refused: the server's answer carries the strings too.
    }
  }
  return serverLoader<typeof loader>();
}
