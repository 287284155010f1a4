/**
 * The media service's read side (requirements §7). Language from `accept-language` (en|ta,
 * anything else en). Payloads sit under `data.data` (mediaEnvelope in schemas.ts).
 *
 *   GET  /news-svc/api/v1/home?city_id=          200 sections (city first when city_id is a known id or slug)
 *   GET  /news-svc/api/v1/news?…                 200 paged list (newsQuerySchema); 400 on a bad value
 *   GET  /news-svc/api/v1/trending-tags          200 tag names, "Breaking" first
 *   GET  /news-svc/api/v1/authors                200 [{ id, name, slug, article_count }]
 *   GET  /core-svc/api/v1/news/{id}              200 item with web_content; 400 non-numeric id; 404 missing
 *   GET  /core-svc/api/v1/cities                 200 the 33 cities
 *   POST /core-svc/api/v1/categories/search      200 categories (categorySearchRequestSchema body); 400 bad body
 */
import { Router, type Request } from "express";
import type { Language } from "../app/i18n/language";
import { categorySearchRequestSchema, newsQuerySchema, type NewsQuery } from "../app/upstream/schemas";
import type { ArticleFilter } from "./articles";
import type { Scope } from "./content/types";
import type { NewsroomContext } from "./context";
import { DAY_MS } from "./db";
import { badRequest, headerLanguage, notFound, pathId, queryBoolean, queryInteger, queryString, route, zodMessage } from "./http";
import { newsItem, withTags } from "./payloads";
import { nameIn, type Named } from "./taxonomy";

const SECTION_SIZE = { primary: 1, secondary: 2, other: 4 } as const;
/**
 * Issue 29: the site shows each story in one home section only, so a section refills from the stories after
 * its usual seven. The two sections that can share its stories and come before it (the reader's city, and
 * Recent News, built from every section) take at most seven each: two sections' worth of spares, at the end
 * of other_news (the contract has no other place for them).
 */
const SECTION_SPARES = 2 * (SECTION_SIZE.primary + SECTION_SIZE.secondary + SECTION_SIZE.other);
const DEFAULT_PAGE_SIZE = 12;
const TRENDING_TAG_COUNT = 20;
const TRENDING_WINDOW_MS = 7 * DAY_MS;
const BREAKING_TAG_SLUG = "breaking";
const AGGREGATE_CACHE_MS = 60_000;

const SECTION_TITLES = {
  state: { en: "State News", ta: "மாநிலச் செய்திகள்" },
  national: { en: "National News", ta: "தேசியச் செய்திகள்" },
  local: { en: "Local News", ta: "உள்ளூர் செய்திகள்" },
  international: { en: "World News", ta: "உலகச் செய்திகள்" },
} as const;

/** Sub-areas of Chennai for the city menu's expandable entry (requirements §2 side menus). */
const CHENNAI_AREAS = [
  { slug: "t-nagar", en: "T. Nagar", ta: "தி. நகர்" },
  { slug: "anna-nagar", en: "Anna Nagar", ta: "அண்ணா நகர்" },
  { slug: "velachery", en: "Velachery", ta: "வேளச்சேரி" },
] as const;

/** Caches a value computed from the whole table for a minute (trending tags, author counts). */
function minuteCache<T>(now: () => Date, compute: () => T): () => T {
  let cached: { value: T; at: number } | undefined;
  return () => {
    const at = now().getTime();
    if (!cached || at - cached.at >= AGGREGATE_CACHE_MS || at < cached.at) cached = { value: compute(), at };
    return cached.value;
  };
}

export function mediaApi(ctx: NewsroomContext): Router {
  const router = Router();
  const { store, taxonomy } = ctx;

  const items = (lang: Language, filter: ArticleFilter, offset: number, limit: number, withTotal = true) => {
    const { rows, total } = store.list(lang, filter, { offset, limit }, withTotal);
    return {
      data: withTags(
        rows,
        (ids) => store.tagIds(ids),
        (row, tags) => newsItem(row, tags, lang, ctx.payload),
      ),
      total,
    };
  };

  const section = (lang: Language, key: string, title: string, filter: ArticleFilter) => {
    const size = SECTION_SIZE.primary + SECTION_SIZE.secondary + SECTION_SIZE.other + SECTION_SPARES;
    // requirements §2: sections hold web news only.
    const { data } = items(lang, { ...filter, webNews: true, shortNews: false }, 0, size, false);
    const secondaryEnd = SECTION_SIZE.primary + SECTION_SIZE.secondary;
    return {
      section_title: title,
      section_title_key: key,
      primary_news: data[0] ?? null,
      secondary_news: data.slice(SECTION_SIZE.primary, secondaryEnd),
      other_news: data.slice(secondaryEnd, size),
    };
  };

  router.get(
    "/news-svc/api/v1/home",
    route((req, res) => {
      const lang = headerLanguage(req);
      const cityParam = queryString(req, "city_id")?.trim();
      // An unknown city (a stale cookie, say) just has no city section: the rest of home still renders.
      const city = cityParam ? taxonomy.cities.resolve(cityParam) : undefined;
      const sections = [
        ...(city ? [section(lang, "city", nameIn(city, lang), { cityId: city.id })] : []),
        section(lang, "state", SECTION_TITLES.state[lang], { scopes: ["state"] }),
        section(lang, "national", SECTION_TITLES.national[lang], { scopes: ["national"] }),
        section(lang, "local", SECTION_TITLES.local[lang], { scopes: ["city"] }),
        section(lang, "international", SECTION_TITLES.international[lang], { scopes: ["international"] }),
      ];
      res.json({ data: { data: sections } });
    }),
  );

  router.get(
    "/news-svc/api/v1/news",
    route((req, res) => {
      const lang = headerLanguage(req);
      const query = parseNewsQuery(req);
      const filter = newsFilter(ctx, query);
      const page = Math.max(query.page ?? 1, 1);
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      if (!filter) {
        res.json({ data: { data: [], page, page_size: pageSize, total: 0 } });
        return;
      }
      const { data, total } = items(lang, filter, (page - 1) * pageSize, pageSize);
      res.json({ data: { data, page, page_size: pageSize, total } });
    }),
  );

  const trendingTagIds = minuteCache(ctx.now, () => {
    const since = ctx.now().getTime() - TRENDING_WINDOW_MS;
    const breaking = taxonomy.tags.resolve(BREAKING_TAG_SLUG);
    const used = store.tagUsageSince(since, TRENDING_TAG_COUNT).filter((id) => id !== breaking?.id);
    return [...(breaking ? [breaking.id] : []), ...used].slice(0, TRENDING_TAG_COUNT);
  });

  router.get(
    "/news-svc/api/v1/trending-tags",
    route((req, res) => {
      const lang = headerLanguage(req);
      const names = trendingTagIds().flatMap((id) => {
        const tag = taxonomy.tags.get(id);
        return tag ? [nameIn(tag, lang)] : [];
      });
      res.json({ data: { data: names } });
    }),
  );

  const authorCounts = minuteCache(ctx.now, () => store.articleCountByAuthor());

  router.get(
    "/news-svc/api/v1/authors",
    route((req, res) => {
      const lang = headerLanguage(req);
      const counts = authorCounts();
      const authors = taxonomy.authors.all.map((author) => ({
        id: author.id,
        name: nameIn(author, lang),
        slug: author.slug,
        article_count: counts.get(author.id) ?? 0,
      }));
      res.json({ data: { data: authors } });
    }),
  );

  router.get(
    "/core-svc/api/v1/news/:id",
    route((req, res) => {
      const lang = headerLanguage(req);
      const id = pathId(req.params.id, "news id");
      const row = store.get(id, lang);
      if (!row) throw notFound("news not found");
      const tags = store.tagIds([row.id]).get(row.id) ?? [];
      const live = ctx.live.coverage(row.id, lang);
      res.json({ data: { data: { ...newsItem(row, tags, lang, ctx.payload), ...(live ? { live_coverage: live } : {}) } } });
    }),
  );

  router.get(
    "/core-svc/api/v1/cities",
    route((req, res) => {
      const lang = headerLanguage(req);
      const cities = taxonomy.cities.all.map((city) => ({
        id: city.id,
        name: nameIn(city, lang),
        slug: city.slug,
        multilingual_names: { en: city.name_en, ta: city.name_ta },
        latitude: city.latitude,
        longitude: city.longitude,
        ...(city.slug === "chennai" ? { subNav: CHENNAI_AREAS.map((area) => ({ menuName: area[lang], route: `city/${city.slug}?area=${area.slug}` })) } : {}),
      }));
      res.json({ data: { data: cities } });
    }),
  );

  router.post(
    "/core-svc/api/v1/categories/search",
    route((req, res) => {
      const lang = headerLanguage(req);
      const parsed = categorySearchRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      const { filter, sort, order, page, page_size: pageSize } = parsed.data;
      const needle = filter.trim().toLowerCase();
      const matches = (category: Named) =>
        needle === "" || [category.name_en, category.name_ta, category.slug].some((text) => text.toLowerCase().includes(needle));
      const byName = sort === "name";
      const sorted = taxonomy.categories.all.filter(matches).sort((a, b) => order * (byName ? nameIn(a, lang).localeCompare(nameIn(b, lang)) : a.id - b.id));
      const first = (Math.max(page, 1) - 1) * pageSize;
      const data = sorted.slice(first, first + pageSize).map((category) => ({
        id: category.id,
        name: nameIn(category, lang),
        slug: category.slug,
        multilingual_names: { en: category.name_en, ta: category.name_ta },
      }));
      res.json({ data: { data, page: Math.max(page, 1), page_size: pageSize, total: sorted.length } });
    }),
  );

  return router;
}

function parseNewsQuery(req: Request): NewsQuery {
  const raw = {
    query: queryString(req, "query"),
    page: queryInteger(req, "page"),
    page_size: queryInteger(req, "page_size"),
    is_state: queryBoolean(req, "is_state"),
    is_national: queryBoolean(req, "is_national"),
    is_international: queryBoolean(req, "is_international"),
    is_important: queryBoolean(req, "is_important"),
    is_webnews: queryBoolean(req, "is_webnews"),
    is_shortnews: queryBoolean(req, "is_shortnews"),
    is_breaking: queryBoolean(req, "is_breaking"),
    is_asc: queryBoolean(req, "is_asc"),
    city_id: emptyToUndefined(queryString(req, "city_id")),
    category_id: emptyToUndefined(queryString(req, "category_id")),
    news_type: emptyToUndefined(queryString(req, "news_type")),
    tag: emptyToUndefined(queryString(req, "tag")),
    author: emptyToUndefined(queryString(req, "author")),
    published_after: emptyToUndefined(queryString(req, "published_after")),
    published_before: emptyToUndefined(queryString(req, "published_before")),
  };
  const parsed = newsQuerySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  return parsed.data;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The list filter for a news query, or null when a named city, category, tag or author
 * does not exist (an empty result, not an error: it is a search).
 *
 * Flags: a scope flag set to true restricts to that scope and several true ones are a union
 * (is_state means Tamil Nadu: state-wide and city news, matching the items' is_state);
 * false or absent means no restriction. is_important, is_webnews and is_breaking true
 * restrict, false does not. is_shortnews true → short news only, false → no short news.
 * `query` is looked for in both languages' texts (issue 29); the items come in accept-language's.
 */
function newsFilter(ctx: NewsroomContext, query: NewsQuery): ArticleFilter | null {
  const scopes: Scope[] = [];
  if (query.is_state) scopes.push("state", "city");
  if (query.is_national) scopes.push("national");
  if (query.is_international) scopes.push("international");
  const filter: ArticleFilter = {
    scopes,
    important: query.is_important === true,
    webNews: query.is_webnews === true,
    shortNews: query.is_shortnews,
    breaking: query.is_breaking === true,
    ascending: query.is_asc === true,
  };
  if (query.query?.trim()) filter.search = { text: query.query };
  if (query.news_type) {
    const type = query.news_type.toLowerCase();
    if (type !== "web" && type !== "short") throw badRequest("news_type must be Web or Short");
    filter.newsType = type === "web" ? "Web" : "Short";
  }
  if (query.published_after) {
    const at = /^\d{4}-\d{2}-\d{2}/.test(query.published_after) ? Date.parse(query.published_after) : NaN;
    if (Number.isNaN(at)) throw badRequest("published_after must be an ISO 8601 date");
    filter.publishedAfterMs = at;
  }
  if (query.published_before) {
    const at = /^\d{4}-\d{2}-\d{2}/.test(query.published_before) ? Date.parse(query.published_before) : NaN;
    if (Number.isNaN(at)) throw badRequest("published_before must be an ISO 8601 date");
    filter.publishedBeforeMs = at;
  }
  const lookups = [
    [query.city_id, ctx.taxonomy.cities, "cityId"],
    [query.category_id, ctx.taxonomy.categories, "categoryId"],
    [query.tag, ctx.taxonomy.tags, "tagId"],
    [query.author, ctx.taxonomy.authors, "authorId"],
  ] as const;
  for (const [param, lookup, field] of lookups) {
    if (param === undefined) continue;
    const found = lookup.resolve(param);
    if (!found) return null;
    filter[field] = found.id;
  }
  return filter;
}
