/**
 * A list page's whole head (issue 8), made in its loader: title, description,
 * canonical + hreflang (+ prev/next), and the extras of app/seo/page-head.ts,
 * plus `Last-Modified` of the newest item it shows (the ETag is made from it in
 * app/entry.server.tsx).
 */
import type { TFunction } from "../i18n/translate";
import type { NewsCard } from "../news/cards";
import type { PageWindow } from "../news/paging";
import { tagPageOutcome } from "../news/list-rules";
import type { Language } from "../i18n/language";
import { getLegacyTagNews } from "../upstream/legacy.server";
import { httpDate } from "../http/http-date";
import { canonicalUrl, listPageLinks, listPageLinksByLanguage, pageLinks } from "./links";
import type { PageHead } from "./meta";
import { listHeadExtra, type ListedItem, type ShareSection } from "./page-head";
import { publicOrigin } from "./origin.server";

type ListHeadInput = {
  lang: Language;
  /** Path without language prefix, encoded. */
  path: string;
  /** Null for a page-less page (directories). */
  window: PageWindow | null;
  documentTitle: string;
  /** The title for link previews and structured data: "Chennai News", without the site's name. */
  title: string;
  description: string;
  section: ShareSection;
  items: readonly ListedItem[];
  /** News lists have RSS and Atom (app/routes/feed.ts); directories do not. */
  feeds: boolean;
  /** When the page's path differs by language (tags): each language's path, null where it has none. */
  pathsByLanguage?: Record<Language, string | null>;
};

/** An article card's canonical URL: `/news/{slug}`, whatever section path the card links under. */
export function cardItems(origin: string, lang: Language, cards: readonly NewsCard[]): ListedItem[] {
  return cards.map((card) => ({ url: canonicalUrl(origin, lang, `/news/${card.href.split("/").pop() ?? ""}`), name: card.title }));
}

export function listHead(request: Request, t: TFunction, input: ListHeadInput): PageHead {
  const origin = publicOrigin(request);
  const links = input.window
    ? input.pathsByLanguage
      ? listPageLinksByLanguage(origin, input.lang, input.pathsByLanguage, input.window)
      : listPageLinks(origin, input.lang, input.path, input.window)
    : pageLinks(origin, input.lang, input.path);
  const siteName = t("site.name");
  return {
    title: input.documentTitle,
    description: input.description,
    links,
    extra: listHeadExtra({
      origin,
      lang: input.lang,
      path: input.path,
      url: links[0]!.href,
      siteName,
      title: input.title,
      description: input.description,
      section: input.section,
      imageAlt: t("crawlers.shareImageAlt", { site: siteName, section: input.title }),
      items: input.items,
      feeds: input.feeds ? { rss: t("crawlers.rssTitle", { title: input.title }), atom: t("crawlers.atomTitle", { title: input.title }) } : undefined,
    }),
  };
}

/** `Last-Modified` of a list: its newest card (empty object when it has none). */
export function lastModifiedHeader(cards: ReadonlyArray<Pick<NewsCard, "publishedAt">>): Record<string, string> {
  const date = httpDate(...cards.map((card) => card.publishedAt));
  return date ? { "Last-Modified": date } : {};
}

/** Absolute URLs of plain link cards (directories, trending tags). */
export function linkItems(origin: string, cards: ReadonlyArray<{ href: string; label: string }>): ListedItem[] {
  return cards.map((card) => ({ url: `${origin}${card.href}`, name: card.label }));
}

/**
 * A tag's name in the other language, as the tag page there would show it (the same
 * rule that answers 301 to the articles' own spelling, app/news/list-rules.ts), for
 * the page's hreflang alternates; null when that language has no page for it.
 */
export async function tagInLanguage(lang: Language, tag: string): Promise<string | null> {
  try {
    const feed = await getLegacyTagNews(lang, tag, 1);
    const outcome = tagPageOutcome(feed.data.items, tag);
    return outcome.kind === "not-found" ? null : outcome.tag;
  } catch {
    // Without the other language's feed the page still stands, with its own alternate only.
    return null;
  }
}
