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
import { formatTime } from "../news/format";
import type { LiveUpdateMessage } from "../news/live-events";
import type { LiveUpdate } from "../news/live";
import { sanitizeArticleHtml } from "../news/sanitize.server";

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
  };
}
