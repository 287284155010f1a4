/**
 * The articles of each feed (issue 8), through the media service's list API (spec
 * §7), with the same filters as the page the feed follows (app/upstream/list-queries.ts):
 * the home page's feed is the latest web news, a city's its web news, and so on.
 * A page that does not exist (or is not at its canonical path) has no feed: null.
 */
import { href, type Language } from "../i18n/language";
import { cityListQuery, categoryListQuery, scopeListQuery } from "../upstream/list-queries";
import { DEFAULT_ARTICLE_TITLE } from "../news/limits";
import { resolveAuthor, resolveCategory, resolveCity } from "../news/resolve";
import { SCOPE_PAGES, scopeOfPath } from "../news/scopes";
import type { ArticleSummary } from "../news/types";
import { webNewsOnly } from "../news/web-news";
import { categoryStrings } from "../i18n/category-strings";
import { translatorFor } from "../i18n/resources";
import { getAuthors, getCities, searchCategories, searchNews } from "../upstream/media.server";
import type { NewsQuery } from "../upstream/schemas";
import { shareImageLength } from "../images/serve.server";
import { FEED_ITEMS, type FeedEntry, type FeedFacts } from "./feeds";
import { feedPath } from "./feed-links";
import { canonicalUrl } from "./links";
import { mapLimit } from "./map-limit";
import { sharePicture } from "./social";

/** Share pictures looked up (and, the first time, made) at once for one feed: the image route resizes two at a time. */
const ENCLOSURE_CONCURRENCY = 4;
/**
 * How long a feed waits for its share pictures' sizes (decision 0027). Known sizes cost nothing; a
 * picture made for the first time takes 50–100 ms here, so a feed of 50 new ones would take seconds.
 */
const FEED_PICTURE_WAIT_MS = 1_000;

type FeedSource = { title: string; description: string; query: NewsQuery; webOnly?: boolean };

/** What the page at `path` (no language prefix, encoded) lists, or null when it has no feed. */
async function feedSource(lang: Language, path: string): Promise<FeedSource | null> {
  const t = translatorFor(lang);
  const segments = path
    .split("/")
    .slice(1)
    .map((segment) => decodeURIComponent(segment));
  if (path === "/") return { title: t("home.title"), description: t("home.description"), query: { news_type: "Web" } };
  if (segments.length !== 2) return null;
  const [section, name] = segments as [string, string];
  const scope = scopeOfPath(path);
  if (scope) {
    if (name !== SCOPE_PAGES[scope].slug) return null;
    return { title: t(`lists.${scope}.title`), description: t(`lists.${scope}.description`), query: scopeListQuery(scope, 1), webOnly: true };
  }
  switch (section) {
    case "city": {
      const resolved = resolveCity((await getCities(lang)).data, name);
      if (!resolved?.canonical) return null;
      const city = resolved.found;
      return {
        title: t("lists.city.title", { city: city.name }),
        description: t("lists.city.description", { city: city.name }),
        query: cityListQuery(city.id, 1),
      };
    }
    case "category-name": {
      const resolved = resolveCategory((await searchCategories(lang)).data, name);
      if (!resolved?.canonical) return null;
      const category = resolved.found;
      return {
        ...categoryStrings(t, category.name),
        query: categoryListQuery(category.id, 1),
      };
    }
    case "author": {
      const resolved = resolveAuthor((await getAuthors(lang)).data, name);
      if (!resolved?.canonical) return null;
      const author = resolved.found;
      return {
        title: t("lists.author.title", { author: author.name }),
        description: t("lists.author.description", { author: author.name }),
        query: { author: author.name },
      };
    }
    case "tags":
      return { title: t("lists.tag.title", { tag: name }), description: t("lists.tag.description", { tag: name }), query: { tag: name } };
    default:
      return null;
  }
}

/** The value, or null once `deadline` (ms since the epoch) has passed; the work itself goes on. */
function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function feedEntry(article: ArticleSummary, lang: Language, origin: string, defaultTitle: string, deadline: number): Promise<FeedEntry> {
  const picture = sharePicture(article.image, origin);
  // An enclosure names its length: known for the image route's share pictures (made and cached as served),
  // not for another host's, which are then left out rather than given a made-up length. A picture not yet
  // made by the deadline is left out of this copy of the feed and finished meanwhile, for the next; past the
  // deadline no new one is started (the next fetch goes on from there), so feeds never flood the picture queue.
  const length = picture?.url.startsWith(origin)
    ? await byDeadline(shareImageLength(picture.url.slice(origin.length), { make: Date.now() < deadline }), deadline)
    : null;
  return {
    url: canonicalUrl(origin, lang, `/news/${article.slug}`),
    title: article.title === DEFAULT_ARTICLE_TITLE ? defaultTitle : article.title,
    summary: article.summary,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt || article.publishedAt,
    author: article.author,
    category: article.category?.name || null,
    image: picture && length !== null ? { url: picture.url, type: picture.type, length } : null,
  };
}

/** The facts of the feed of the page at `path`, or null when there is none (the route answers 404). */
export async function feedFacts(origin: string, lang: Language, path: string): Promise<FeedFacts | null> {
  const source = await feedSource(lang, path);
  if (!source) return null;
  const result = await searchNews(lang, { ...source.query, page: 1, page_size: FEED_ITEMS });
  const items = source.webOnly ? webNewsOnly(result.data.items) : result.data.items;
  // A tag's feed exists when its news does (the tag page is a 404 otherwise, requirements §2).
  if (items.length === 0 && path !== "/") return null;
  const deadline = Date.now() + FEED_PICTURE_WAIT_MS;
  const t = translatorFor(lang);
  const siteName = t("site.name");
  const defaultTitle = t("article.defaultTitle");
  return {
    lang,
    title: path === "/" ? siteName : t("lists.documentTitle", { title: source.title }),
    description: source.description,
    pageUrl: canonicalUrl(origin, lang, path),
    rssUrl: `${origin}${feedPath(lang, path, "rss")}`,
    atomUrl: `${origin}${feedPath(lang, path, "atom")}`,
    siteName,
    homeUrl: `${origin}${href(lang, "/")}`,
    logoUrl: `${origin}/share/home-${lang}.png`,
    iconUrl: `${origin}/favicon.svg`,
    copyright: t("crawlers.copyright", { year: new Date().getUTCFullYear(), site: siteName }),
    entries: await mapLimit(items, ENCLOSURE_CONCURRENCY, (article) => feedEntry(article, lang, origin, defaultTitle, deadline)),
  };
}
