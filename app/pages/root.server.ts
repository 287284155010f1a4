/**
 * The root's loader: the shell every page stands in (header, menus, footer), the reader's theme, text size and
 * sign-in, lite mode, and the strings this kind of page uses in its language.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { currentReader } from "../auth/reader.server";
import { getEnv } from "../config/env.server";
import { readTextSize, readTheme } from "../http/cookies.server";
import { pageStrings, SHELL_STRINGS, wholeNamespaces } from "../i18n/namespaces";
import { messagesFor } from "../i18n/resources";
import { STRINGS_VERSION } from "../i18n/strings-version.server";
import { getFooterLinks } from "../shell/footer-links.server";
import { loadShell } from "../shell/shell.server";
import type { HeaderShell, PreviewKey, ShellData } from "../shell/types";
import { islandData } from "../wire/islands";
import { isLite } from "../wire/lite.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const lang = context.language;
  const strings = [...SHELL_STRINGS, ...pageStrings(pathname)];
  // The header's SIGN IN / LOG OUT; a session the media service no longer accepts is dropped (app/auth/reader.server.ts).
  const { reader, setCookie } = await currentReader(request);
  return data(
    {
      lang,
      // Only this page's language, and only the strings this kind of page uses, travel to the browser
      // (architecture rule 6, decision 0010); the rest are fetched from /locales when first needed.
      messages: messagesFor(lang, strings),
      stringsLoaded: wholeNamespaces(strings),
      stringsVersion: STRINGS_VERSION,
      theme: readTheme(request),
      /** The article's text size from the `size` cookie (issue 29 point 10): `<html data-text-size>`. */
      textSize: readTextSize(request),
      year: new Date().getFullYear(),
      shell: islandShell(context, await loadShell(lang)),
      footerLinks: getFooterLinks(),
      signedIn: reader.signedIn,
      /** The sign-in dialog shows Google's button only when this is set. */
      googleClientId: getEnv().GOOGLE_CLIENT_ID ?? null,
      /** Lite mode (issue 9): no scripts, system fonts, pictures on a tap. */
      lite: isLite(request),
      /** A `?lite=` URL is a copy of a page: not for search engines. */
      noindex: new URL(request.url).searchParams.has("lite"),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/** The marquee and the nav previews are server islands: a first visit's data does not carry them twice. */
function islandShell(context: LoaderFunctionArgs["context"], shell: ShellData): HeaderShell {
  const previews = {} as HeaderShell["previews"];
  for (const key of Object.keys(shell.previews) as PreviewKey[]) previews[key] = islandData(context, `preview-${key}`, shell.previews[key]);
  return { ...shell, marquee: islandData(context, "marquee", shell.marquee), previews };
}
