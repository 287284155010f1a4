import type { LoaderFunctionArgs } from "@remix-run/node";
import { en } from "../i18n/locales/en";
import type { Namespace } from "../i18n/namespaces";
import { messagesFor } from "../i18n/resources";
import { STRINGS_VERSION } from "../i18n/strings-version.server";

const NAMESPACES = new Set(Object.keys(en));

/**
 * GET /locales/{en|ta}/{ns}+{ns}…?v={version}: some namespaces of one language's
 * strings, for a dialog or a kind of page the browser has not met yet (decision
 * 0010). Anything unknown is a 404. A URL with the current version is immutable.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  const names = (params.namespaces ?? "").split("+");
  if ((lang !== "en" && lang !== "ta") || names.length > NAMESPACES.size || !names.every((name) => NAMESPACES.has(name))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
  }
  const current = new URL(request.url).searchParams.get("v") === STRINGS_VERSION;
  return new Response(JSON.stringify(messagesFor(lang, names as Namespace[])), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // An old or missing version gets today's strings, briefly cached: never a year of stale text.
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60",
      // nosniff: every answer has it (app/wire/security.server.ts).
    },
  });
}
