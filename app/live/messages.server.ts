/**
 * A live update as a reader gets it (issue 21), the same on the page and in the live stream: its body
 * sanitized like an article body (app/news/sanitize.server.ts), its time said in the page's language.
 * Pictures in an update are not measured (the stream cannot wait for them): the sanitizer's routed
 * pictures keep their upstream sizes or none.
 */
import type { Language } from "../i18n/language";
import type { TFunction } from "../i18n/translate";
import { getEnv } from "../config/env.server";
import { getImageSources } from "../config/image-sources.server";
import { excerpt, formatTime } from "../news/format";
import type { LiveUpdateMessage } from "../news/live-events";
import type { LiveUpdate } from "../news/live";
import { plainTextOf, sanitizeArticleHtml } from "../news/sanitize.server";

/** How much of an untitled key event's text names it in the key events list. */
const KEY_EVENT_TEXT_MAX = 90;

/** A key event's name in the list at the top: its title, or its first words (a list of "Key event" links says nothing). */
export function keyEventText(update: LiveUpdate): string | null {
  return update.title ?? (excerpt(plainTextOf(update.bodyHtml), KEY_EVENT_TEXT_MAX) || null);
}

export type UpdateMessageOptions = { lang: Language; t: TFunction; lite: boolean; sizesAttribute: string };

export function liveUpdateMessage(update: LiveUpdate, options: UpdateMessageOptions): LiveUpdateMessage {
  const { t, lite } = options;
  return {
    id: update.id,
    publishedAt: update.publishedAt,
    updatedAt: update.updatedAt,
    time: formatTime(update.publishedAt, options.lang),
    // The upstream moves an update's updated_at with each correction (and each pin): the reader is told it changed.
    updated: Date.parse(update.updatedAt) > Date.parse(update.publishedAt) ? formatTime(update.updatedAt, options.lang) : null,
    title: update.title,
    html: sanitizeArticleHtml(update.bodyHtml, {
      siteOrigin: getEnv().PUBLIC_ORIGIN,
      pictures: { sources: getImageSources(), sizes: new Map(), sizesAttribute: options.sizesAttribute },
      liteLabel: lite ? t("lite.showImage") : undefined,
      videos: { play: t("lite.playVideo"), lite, liteLabel: t("lite.videoLink") },
    }),
    isPinned: update.isPinned,
    isKeyEvent: update.isKeyEvent,
    keyText: update.isKeyEvent ? keyEventText(update) : null,
  };
}
