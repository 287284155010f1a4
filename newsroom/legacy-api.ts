/**
 * The older news service (requirements §7), mounted at /api:
 *   GET /api/user/{lang}/home/{param}?page=      "Breaking" → breaking news; a category name → that category; else []
 *   GET /api/user/{lang}/city/{param}?page=      city id, slug or name (en/ta); unknown → 404
 *   GET /api/user/{lang}/news/{id}               one item with `content` (body HTML); unknown → 404
 *   GET /api/user/{lang}/tag/{param}?page=       tag id, slug or name (en/ta); unknown → 404
 *   GET /api/user/{lang}/category/{param}?page=  category id, slug or name (en/ta); unknown → 404
 *   GET /api/user/{lang}/author/{param}?page=    author id, slug or name (en/ta); unknown → 404
 * Lists: `{ status: true, data: { data: [...], page, page_size: 12, total } }`, newest first.
 * A `lang` other than en/ta → 404. Page: missing or invalid → 1, above 1000 → 400.
 */
import { Router, type Request } from "express";
import type { Language } from "../app/i18n/language";
import { languageSchema } from "../app/upstream/schemas";
import type { ArticleFilter } from "./articles";
import type { NewsroomContext } from "./context";
import { badRequest, notFound, queryString, route } from "./http";
import { legacyItem, withTags } from "./payloads";

const LEGACY_PAGE_SIZE = 12;
const LEGACY_MAX_PAGE = 1000;

export function legacyApi(ctx: NewsroomContext): Router {
  const router = Router();

  const list = (req: Request, lang: Language, filter: ArticleFilter | null) => {
    const page = legacyPage(req);
    if (!filter) return { status: true, data: { data: [], page, page_size: LEGACY_PAGE_SIZE, total: 0 } };
    const { rows, total } = ctx.store.list(lang, filter, { offset: (page - 1) * LEGACY_PAGE_SIZE, limit: LEGACY_PAGE_SIZE });
    const data = withTags(
      rows,
      (ids) => ctx.store.tagIds(ids),
      (row, tags) => legacyItem(row, tags, lang, ctx.payload),
    );
    return { status: true, data: { data, page, page_size: LEGACY_PAGE_SIZE, total } };
  };

  router.get(
    "/user/:lang/home/:param",
    route((req, res) => {
      const lang = pathLanguage(req);
      const param = req.params.param ?? "";
      if (param.trim().toLowerCase() === "breaking") {
        res.json(list(req, lang, { breaking: true }));
        return;
      }
      const category = ctx.taxonomy.categories.resolve(param);
      res.json(list(req, lang, category ? { categoryId: category.id } : null));
    }),
  );

  router.get(
    "/user/:lang/city/:param",
    route((req, res) => {
      const lang = pathLanguage(req);
      const city = ctx.taxonomy.cities.resolve(req.params.param ?? "");
      if (!city) throw notFound("unknown city");
      res.json(list(req, lang, { cityId: city.id }));
    }),
  );

  router.get(
    "/user/:lang/tag/:param",
    route((req, res) => {
      const lang = pathLanguage(req);
      const tag = ctx.taxonomy.tags.resolve(req.params.param ?? "");
      if (!tag) throw notFound("unknown tag");
      res.json(list(req, lang, { tagId: tag.id }));
    }),
  );

  router.get(
    "/user/:lang/category/:param",
    route((req, res) => {
      const lang = pathLanguage(req);
      const category = ctx.taxonomy.categories.resolve(req.params.param ?? "");
      if (!category) throw notFound("unknown category");
      res.json(list(req, lang, { categoryId: category.id }));
    }),
  );

  router.get(
    "/user/:lang/author/:param",
    route((req, res) => {
      const lang = pathLanguage(req);
      const author = ctx.taxonomy.authors.resolve(req.params.param ?? "");
      if (!author) throw notFound("unknown author");
      res.json(list(req, lang, { authorId: author.id }));
    }),
  );

  router.get(
    "/user/:lang/news/:id",
    route((req, res) => {
      const lang = pathLanguage(req);
      const id = /^\d{1,10}$/.test(req.params.id ?? "") ? Number(req.params.id) : NaN;
      const row = Number.isSafeInteger(id) ? ctx.store.get(id, lang) : undefined;
      if (!row) throw notFound("news not found");
      const tags = ctx.store.tagIds([row.id]).get(row.id) ?? [];
      const live = ctx.live.coverage(row.id, lang);
      const item = legacyItem(row, tags, lang, ctx.payload);
      // A live story's detail carries its updates and its last change, as the media service's does.
      res.json({ status: true, data: { data: live ? { ...item, updated_at: new Date(row.updated_ms).toISOString(), live_coverage: live } : item } });
    }),
  );

  return router;
}

function pathLanguage(req: Request): Language {
  const parsed = languageSchema.safeParse(req.params.lang);
  if (!parsed.success) throw notFound("unknown language");
  return parsed.data;
}

/** requirements §4: lists start at page 1. */
function legacyPage(req: Request): number {
  const raw = queryString(req, "page")?.trim() ?? "";
  if (!/^\d+$/.test(raw)) return 1;
  if (raw.length > 9 || Number(raw) > LEGACY_MAX_PAGE) throw badRequest(`page must be at most ${LEGACY_MAX_PAGE}`);
  return Math.max(Number(raw), 1);
}
