/**
 * The reader's settings, /settings and /tamil/settings (issue 29 point 10: the text size "on every article and in the
 * header's settings"): the text size control, the theme and the language, each a plain form or link, so all of it
 * works without JavaScript. The page is drawn from the reader's own cookies: never kept by a shared cache, never
 * indexed.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readTextSize, readTheme } from "../http/cookies.server";
import { href } from "../i18n/language";
import type { TFunction } from "../i18n/translate";
import type { TextSize } from "../styles/text-size";
import { islandData } from "../wire/islands";
import { documentTitle, translator } from "./list-page.server";

/** The markup the route passes in (pages do not import components: tests/unit/layers.test.ts). */
export type SettingsMarkup = { textSize(t: TFunction, current: TextSize, back: string): string };

/** The page's data; the route answers it with SETTINGS_HEADERS. */
export async function settingsData({ request, context }: LoaderFunctionArgs, markup: SettingsMarkup) {
  const lang = context.language;
  const t = await translator(lang);
  const path = href(lang, "/settings");
  return {
    lang,
    path,
    theme: readTheme(request),
    textSize: islandData(context, "text-size", markup.textSize(t, readTextSize(request) ?? "normal", path)),
    head: { title: documentTitle(t, t("settings.title")), description: t("settings.description"), links: [], noindex: true },
  };
}

/** Drawn from the reader's own cookies: no shared cache keeps it. */
export const SETTINGS_HEADERS = { "Cache-Control": "private, no-store", Vary: "Cookie" };
