/**
 * The root's browser side. Its data is loaded again only when app/pages/revalidation.ts's
 * `rootRevalidation` says so; when that is for strings alone (the next kind of page needs strings
 * the browser has not met), the strings are fetched (cached for a year) and the shell stays as it is.
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import { hasStrings, loadStrings } from "../i18n/load-strings";
import { languageFromPath } from "../i18n/language";
import { pageStrings } from "../i18n/namespaces";
import { isSubmission } from "./revalidation";
import type { loader } from "./root.server";

type RootData = SerializeFrom<typeof loader>;

/**
 * The shell on screen when it can stay for `next`, else undefined. Read from the router's own
 * state, as shouldRevalidate saw it: nothing is being posted (a navigation's form, or a fetcher's
 * whose answer the root reloads after), the language is the same, and only the strings are missing.
 */
function keptShell(next: URL): RootData | undefined {
  const { navigation, fetchers, loaderData } = window.__remixRouter.state;
  const posting = isSubmission(navigation.formMethod) || [...fetchers.values()].some((fetcher) => fetcher.state === "loading" && isSubmission(fetcher.formMethod));
  const shown = loaderData.root as RootData | undefined;
  const lang = languageFromPath(next.pathname);
  if (posting || !shown || shown.lang !== lang || hasStrings(lang, pageStrings(next.pathname))) return undefined;
  return shown;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const next = new URL(request.url);
  const shown = keptShell(next);
  if (shown) {
    try {
      await loadStrings(languageFromPath(next.pathname), pageStrings(next.pathname));
      return shown;
    } catch {
      // Offline or refused: the server's answer carries the strings too.
    }
  }
  return serverLoader<typeof loader>();
}
