/**
 * Deterministic bilingual article generator for the newsroom seed.
 *
 * Same `count` + `now` + `seed` → deep-equal output. Everything is driven by one
 * mulberry32 stream; proportions that tests rely on (scope mix, today share,
 * short-news share, author spread, city spread) come from shuffled "decks",
 * so they hold exactly rather than only on average.
 */
import { AUTHORS, CATEGORIES, CITIES, TAGS } from "./catalog";
import { CITY_SLOTS, DEFAULT_NUMS, DEFAULT_POOLS, NATIONAL_PLACE, STATE_PLACE, WEEKDAYS, WORLD_PLACES, type SlotItem } from "./slots";
import { SHORT_TEMPLATES, STORY_TEMPLATES, type Block, type StoryTemplate } from "./stories";
import type { GenerateOptions, Scope, SeedArticle, SeedArticleText } from "./types";

// ---------------------------------------------------------------------------
// PRNG and decks

export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for seed data. Returns [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Deals items in shuffled rounds: every item appears once per round. */
class Deck<T> {
  private order: T[] = [];
  private pos = 0;
  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {
    if (items.length === 0) throw new Error("empty deck");
  }
  next(): T {
    if (this.pos >= this.order.length) {
      const o = this.items.slice();
      for (let i = o.length - 1; i > 0; i--) {
        const j = Math.floor(this.rng() * (i + 1));
        const tmp = o[i]!;
        o[i] = o[j]!;
        o[j] = tmp;
      }
      this.order = o;
      this.pos = 0;
    }
    return this.order[this.pos++]!;
  }
}

function deckOf<T>(entries: [T, number][]): T[] {
  const out: T[] = [];
  for (const [v, n] of entries) for (let i = 0; i < n; i++) out.push(v);
  return out;
}

// ---------------------------------------------------------------------------
// Template compilation (done once, at module load)

const FORM_SUFFIXES = ["Native", "From", "Lower", "Short", "Acc", "Adj", "Gov", "In", "Of", "To", "At"] as const;
const PLACE_BASES = new Set(["city", "city2", "place"]);

type SlotSpec = { kind: "num"; min: number; max: number; group: boolean } | { kind: "weekday" } | { kind: "item"; base: number; enKey: string; taKey: string };

type BaseSpec = { kind: "city" | "city2" | "place" } | { kind: "pool"; pool: readonly SlotItem[] };

/** Literal parts interleaved with slot indexes: parts[0] + v[idx[0]] + parts[1] + … */
type Compiled = { parts: string[]; idx: number[] };
type CompiledText = { title: Compiled; summary: Compiled; meta: Compiled; body: Compiled };

type Plan = {
  key: string;
  categoryId: number;
  isBreakingCategory: boolean;
  tagIds: number[];
  slots: SlotSpec[];
  bases: BaseSpec[];
  en: CompiledText;
  ta: CompiledText;
};

const SLOT_RE = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function renderBody(blocks: Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (Array.isArray(b)) out.push(`<ul>${b.map((li) => `<li>${li}</li>`).join("")}</ul>`);
    else if (b.startsWith("## ")) out.push(`<h2>${b.slice(3)}</h2>`);
    else if (b.startsWith("> ")) out.push(`<blockquote><p>${b.slice(2)}</p></blockquote>`);
    else out.push(`<p>${b}</p>`);
  }
  return out.join("\n");
}

function paragraphCount(blocks: Block[]): number {
  let n = 0;
  for (const b of blocks) if (typeof b === "string" && !b.startsWith("## ")) n++;
  return n;
}

const categoryIdBySlug = new Map(CATEGORIES.map((c) => [c.slug, c.id]));
const tagIdBySlug = new Map(TAGS.map((t) => [t.slug, t.id]));
const citySlugIndex = new Map(CITIES.map((c, i) => [c.slug, i]));
const BREAKING_TAG_ID = tagIdBySlug.get("breaking")!;
const BREAKING_CATEGORY_ID = categoryIdBySlug.get("breaking")!;

/** Extra tags per category, used to top articles up to 2–4 tags. */
const CATEGORY_TAGS: Record<string, string[]> = {
  breaking: ["police", "accident", "traffic", "rain"],
  education: ["schools", "exams", "higher-education"],
  environment: ["climate-change", "pollution", "wildlife"],
  science: ["technology", "space", "isro"],
  economics: ["budget", "gold-price", "fuel-price", "stock-market"],
  lifestyle: ["health", "food", "fitness"],
  entertainment: ["music", "festivals", "heritage"],
  business: ["startups", "manufacturing", "employment", "exports"],
  travel: ["tourism", "railways", "buses", "airport"],
  cinema: ["kollywood", "box-office", "ott"],
  sports: ["cricket", "athletics", "football"],
  politics: ["elections", "assembly", "local-body"],
};
const categoryTagIds = new Map<number, number[]>();
for (const [slug, tags] of Object.entries(CATEGORY_TAGS)) {
  const id = categoryIdBySlug.get(slug);
  if (id === undefined) throw new Error(`unknown category ${slug}`);
  categoryTagIds.set(
    id,
    tags.map((t) => {
      const tid = tagIdBySlug.get(t);
      if (tid === undefined) throw new Error(`unknown tag ${t}`);
      return tid;
    }),
  );
}

function compileTemplate(tpl: StoryTemplate, short: boolean): Plan {
  const where = `template ${tpl.key}`;
  const categoryId = categoryIdBySlug.get(tpl.category);
  if (categoryId === undefined) throw new Error(`${where}: unknown category ${tpl.category}`);
  const tagIds = tpl.tags.map((slug) => {
    const id = tagIdBySlug.get(slug);
    if (id === undefined) throw new Error(`${where}: unknown tag ${slug}`);
    if (id === BREAKING_TAG_ID) throw new Error(`${where}: "breaking" is added by the generator`);
    return id;
  });
  if (tpl.scopes.length === 0) throw new Error(`${where}: no scopes`);
  for (const slug of [...(tpl.cities ?? []), ...(tpl.excludeCities ?? [])]) {
    if (!citySlugIndex.has(slug)) throw new Error(`${where}: unknown city ${slug}`);
  }
  for (const lang of ["en", "ta"] as const) {
    const n = paragraphCount(tpl[lang].body);
    const [lo, hi] = short ? [2, 3] : [4, 6];
    if (n < lo || n > hi) throw new Error(`${where}: ${lang} body has ${n} paragraphs`);
  }

  const slotIndex = new Map<string, number>();
  const slots: SlotSpec[] = [];
  const baseIndex = new Map<string, number>();
  const bases: BaseSpec[] = [];
  const pools = (name: string): readonly SlotItem[] | undefined => tpl.picks?.[name] ?? DEFAULT_POOLS[name];

  const baseFor = (name: string): number => {
    let i = baseIndex.get(name);
    if (i === undefined) {
      i = bases.length;
      baseIndex.set(name, i);
      if (PLACE_BASES.has(name)) bases.push({ kind: name as "city" | "city2" | "place" });
      else bases.push({ kind: "pool", pool: pools(name)! });
    }
    return i;
  };

  const slotFor = (name: string, lang: "en" | "ta"): number => {
    let i = slotIndex.get(name);
    if (i === undefined) {
      let spec: SlotSpec | undefined;
      const range = tpl.nums?.[name] ?? DEFAULT_NUMS[name];
      if (range) {
        spec = { kind: "num", min: range[0], max: range[1], group: name !== "year" };
      } else if (name === "weekday") {
        spec = { kind: "weekday" };
      } else {
        let base = name;
        let form = "";
        if (!PLACE_BASES.has(name) && !pools(name)) {
          for (const suffix of FORM_SUFFIXES) {
            if (name.endsWith(suffix)) {
              const b = name.slice(0, -suffix.length);
              if (PLACE_BASES.has(b) || pools(b)) {
                base = b;
                form = suffix;
                break;
              }
            }
          }
        }
        if (!PLACE_BASES.has(base) && !pools(base)) throw new Error(`${where}: unknown slot {${name}}`);
        spec = { kind: "item", base: baseFor(base), enKey: `en${form}`, taKey: `ta${form}` };
      }
      i = slots.length;
      slotIndex.set(name, i);
      slots.push(spec);
    }
    // Every value the slot can take must have the form this language needs.
    const spec = slots[i]!;
    if (spec.kind === "item") {
      const b = bases[spec.base]!;
      const items: readonly SlotItem[] =
        b.kind === "pool" ? b.pool : b.kind === "place" ? [...CITY_SLOTS, STATE_PLACE, NATIONAL_PLACE, ...WORLD_PLACES] : CITY_SLOTS;
      const key = lang === "en" ? spec.enKey : spec.taKey;
      for (const it of items) {
        const v = it[key];
        if (typeof v !== "string" || v === "") throw new Error(`${where}: {${name}} has no ${key} for ${it.en}`);
        if (/[<>&{}]/.test(v)) throw new Error(`${where}: unsafe slot value ${v}`);
      }
    }
    return i;
  };

  const compile = (text: string, lang: "en" | "ta", field: string): Compiled => {
    if (/&(?![a-z]+;|#\d+;)/.test(text)) throw new Error(`${where}: raw "&" in ${lang}.${field}`);
    const parts: string[] = [];
    const idx: number[] = [];
    let last = 0;
    for (const m of text.matchAll(SLOT_RE)) {
      parts.push(text.slice(last, m.index));
      idx.push(slotFor(m[1]!, lang));
      last = m.index! + m[0].length;
    }
    parts.push(text.slice(last));
    for (const p of parts) if (/[{}]/.test(p)) throw new Error(`${where}: stray brace in ${lang}.${field}`);
    return { parts, idx };
  };

  const compileText = (lang: "en" | "ta"): CompiledText => {
    const t = tpl[lang];
    for (const [field, v] of [
      ["title", t.title],
      ["summary", t.summary],
      ["meta", t.meta],
    ] as const) {
      if (/[<>]/.test(v)) throw new Error(`${where}: markup in ${lang}.${field}`);
    }
    return {
      title: compile(t.title, lang, "title"),
      summary: compile(t.summary, lang, "summary"),
      meta: compile(t.meta, lang, "meta"),
      body: compile(renderBody(t.body), lang, "body"),
    };
  };

  return {
    key: tpl.key,
    categoryId,
    isBreakingCategory: categoryId === BREAKING_CATEGORY_ID,
    tagIds,
    slots,
    bases,
    en: compileText("en"),
    ta: compileText("ta"),
  };
}

const SCOPES: Scope[] = ["city", "state", "national", "international"];

type Catalogue = {
  /** [short ? 1 : 0][scope] → plans (non-city scopes). */
  byScope: Record<Scope, Plan[]>[];
  /** [short ? 1 : 0][cityIndex] → plans usable for that city. */
  byCity: Plan[][][];
};

function buildCatalogue(): Catalogue {
  const keys = new Set<string>();
  const byScope: Record<Scope, Plan[]>[] = [];
  const byCity: Plan[][][] = [];
  for (const [short, list] of [
    [false, STORY_TEMPLATES],
    [true, SHORT_TEMPLATES],
  ] as const) {
    const scopeMap = { city: [], state: [], national: [], international: [] } as Record<Scope, Plan[]>;
    const cityLists: Plan[][] = CITIES.map(() => []);
    for (const tpl of list) {
      if (keys.has(tpl.key)) throw new Error(`duplicate template key ${tpl.key}`);
      keys.add(tpl.key);
      const plan = compileTemplate(tpl, short);
      for (const scope of tpl.scopes) scopeMap[scope].push(plan);
      if (tpl.scopes.includes("city")) {
        CITIES.forEach((c, ci) => {
          if (tpl.cities && !tpl.cities.includes(c.slug)) return;
          if (tpl.excludeCities?.includes(c.slug)) return;
          cityLists[ci]!.push(plan);
        });
      }
    }
    for (const scope of SCOPES) {
      if (scopeMap[scope].length === 0) throw new Error(`no ${short ? "short" : "long"} template for scope ${scope}`);
    }
    cityLists.forEach((l, ci) => {
      if (l.length === 0) throw new Error(`no ${short ? "short" : "long"} template for ${CITIES[ci]!.slug}`);
    });
    byScope.push(scopeMap);
    byCity.push(cityLists);
  }
  return { byScope, byCity };
}

const CATALOGUE = buildCatalogue();

// ---------------------------------------------------------------------------
// Helpers

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 330 * MINUTE; // Asia/Kolkata, no DST

/** Start of the Asia/Kolkata calendar day containing `ms`, as a UTC epoch ms. */
export function istDayStart(ms: number): number {
  return Math.floor((ms + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
}

/** Indian digit grouping: 1250 → "1,250", 125000 → "1,25,000". */
function formatNumber(n: number): string {
  const s = String(n);
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}`;
}

function fill(c: Compiled, values: string[]): string {
  const { parts, idx } = c;
  let s = parts[0]!;
  for (let i = 0; i < idx.length; i++) s += values[idx[i]!]! + parts[i + 1]!;
  return s;
}

function fillText(c: CompiledText, values: string[]): SeedArticleText {
  return {
    title: fill(c.title, values),
    summary: fill(c.summary, values),
    metaDescription: fill(c.meta, values),
    bodyHtml: fill(c.body, values),
  };
}

export function slugify(title: string, max = 80): string {
  let s = title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (s.length > max) {
    s = s.slice(0, max);
    const cut = s.lastIndexOf("-");
    if (cut > max / 2) s = s.slice(0, cut);
    s = s.replace(/-+$/g, "");
  }
  return s || "news";
}

// ---------------------------------------------------------------------------
// Generator

const LIVE_MAX = 5;

/** Streams articles one by one (same sequence as `generateArticles`). */
export function* iterateArticles(options: GenerateOptions): Generator<SeedArticle> {
  const count = Math.max(0, Math.floor(options.count));
  const nowMs = options.now.getTime();
  if (!Number.isFinite(nowMs)) throw new Error("invalid `now`");
  const rng = mulberry32(options.seed ?? 20240611);

  const todayStart = istDayStart(nowMs);
  const todaySpan = Math.max(1, nowMs - todayStart);

  // Exact proportions via decks.
  const scopeDeck = new Deck<Scope>(
    deckOf<Scope>([
      ["city", 11],
      ["state", 4],
      ["national", 3],
      ["international", 2],
    ]),
    rng,
  );
  const todayDeck = new Deck(
    deckOf([
      [true, 1],
      [false, 9],
    ]),
    rng,
  ); // 10% today
  const shortDeck = new Deck(
    deckOf([
      [true, 1],
      [false, 4],
    ]),
    rng,
  ); // 20% short
  const importantTodayDeck = new Deck(
    deckOf([
      [true, 1],
      [false, 2],
    ]),
    rng,
  ); // 1/3 of today's web news
  const breakingTodayDeck = new Deck(
    deckOf([
      [true, 1],
      [false, 5],
    ]),
    rng,
  ); // 1/6 of today's other news
  const authorDeck = new Deck(
    AUTHORS.map((a) => a.id),
    rng,
  );
  // Bigger cities appear more often; every city at least once per round of 39.
  const cityWeights: Record<string, number> = { chennai: 3, coimbatore: 2, madurai: 2, tiruchirappalli: 2, salem: 2 };
  const cityDeck = new Deck(deckOf(CITIES.map((c, i) => [i, cityWeights[c.slug] ?? 1] as [number, number])), rng);
  const templateDecks = new Map<Plan[], Deck<Plan>>();
  const nextPlan = (list: Plan[]): Plan => {
    let d = templateDecks.get(list);
    if (!d) {
      d = new Deck(list, rng);
      templateDecks.set(list, d);
    }
    return d.next();
  };

  let liveCount = 0;

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const isShort = shortDeck.next();
    const scope = scopeDeck.next();
    const isToday = todayDeck.next();
    const authorId = authorDeck.next();
    const short = isShort ? 1 : 0;

    let cityIdx: number;
    let plan: Plan;
    if (scope === "city") {
      cityIdx = cityDeck.next();
      plan = nextPlan(CATALOGUE.byCity[short]![cityIdx]!);
    } else {
      cityIdx = Math.floor(rng() * CITIES.length);
      plan = nextPlan(CATALOGUE.byScope[short]![scope]);
    }

    // Dates.
    let published: number;
    if (isToday) {
      published = todayStart + Math.floor(rng() * todaySpan);
    } else {
      const daysAgo = 1 + Math.floor(rng() * 29); // 1..29 days before today
      const timeOfDay = 5.5 * HOUR + Math.floor(rng() * 17.5 * HOUR); // 05:30–23:00 IST
      published = todayStart - daysAgo * DAY + timeOfDay;
    }
    published -= published % MINUTE; // whole minutes; today's stay ≥ todayStart (minute-aligned)

    // Flags.
    const isImportant = isShort ? false : isToday ? importantTodayDeck.next() : rng() < 0.04;
    const isWebNews = !isShort && (isImportant || rng() >= 0.04);
    const isBreaking = isToday && (plan.isBreakingCategory || breakingTodayDeck.next());
    const isLive = isBreaking && !isShort && liveCount < LIVE_MAX && rng() < 0.35;
    if (isLive) liveCount++;

    let updated = published;
    if (isLive) {
      updated = Math.max(published, nowMs - Math.floor(rng() * 10) * MINUTE);
    } else if (rng() < 0.35) {
      updated = Math.min(nowMs, published + (5 + Math.floor(rng() * 595)) * MINUTE);
    }

    // Slot values.
    const city2Idx = (cityIdx + 1 + Math.floor(rng() * (CITIES.length - 1))) % CITIES.length;
    const baseItems: SlotItem[] = plan.bases.map((b) => {
      switch (b.kind) {
        case "city":
          return CITY_SLOTS[cityIdx]!;
        case "city2":
          return CITY_SLOTS[city2Idx]!;
        case "place":
          return scope === "city"
            ? CITY_SLOTS[cityIdx]!
            : scope === "state"
              ? STATE_PLACE
              : scope === "national"
                ? NATIONAL_PLACE
                : WORLD_PLACES[Math.floor(rng() * WORLD_PLACES.length)]!;
        case "pool":
          return b.pool[Math.floor(rng() * b.pool.length)]!;
      }
    });
    const weekday = WEEKDAYS[(Math.floor((published + IST_OFFSET) / DAY) + 4) % 7]!; // 1970-01-01 was a Thursday
    const enVals: string[] = new Array(plan.slots.length);
    const taVals: string[] = new Array(plan.slots.length);
    for (let s = 0; s < plan.slots.length; s++) {
      const spec = plan.slots[s]!;
      if (spec.kind === "num") {
        const n = randInt(rng, spec.min, spec.max);
        enVals[s] = taVals[s] = spec.group ? formatNumber(n) : String(n);
      } else if (spec.kind === "weekday") {
        enVals[s] = weekday.en;
        taVals[s] = weekday.ta;
      } else {
        const item = baseItems[spec.base]!;
        enVals[s] = item[spec.enKey]!;
        taVals[s] = item[spec.taKey]!;
      }
    }
    const en = fillText(plan.en, enVals);
    const ta = fillText(plan.ta, taVals);

    // Tags: the template's own first, topped up from the category, 2–4 in all.
    const want = 2 + Math.floor(rng() * 3);
    const tagIds: number[] = [];
    const own = plan.tagIds;
    const start = Math.floor(rng() * own.length);
    for (let k = 0; k < own.length && tagIds.length < want; k++) tagIds.push(own[(start + k) % own.length]!);
    const extra = categoryTagIds.get(plan.categoryId)!;
    const estart = Math.floor(rng() * extra.length);
    for (let k = 0; k < extra.length && tagIds.length < want; k++) {
      const t = extra[(estart + k) % extra.length]!;
      if (!tagIds.includes(t)) tagIds.push(t);
    }
    const breakingTag = isBreaking || (plan.isBreakingCategory && rng() < 0.3);
    if (breakingTag) {
      if (tagIds.length >= 4) tagIds[3] = BREAKING_TAG_ID;
      else tagIds.push(BREAKING_TAG_ID);
    }

    const likes = Math.floor(rng() * rng() * 420) + (isImportant ? randInt(rng, 20, 80) : 0);

    yield {
      id,
      slug: slugify(en.title),
      scope,
      cityId: scope === "city" ? CITIES[cityIdx]!.id : null,
      categoryId: plan.categoryId,
      authorId,
      tagIds,
      publishedAt: new Date(published).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      isImportant,
      isWebNews,
      isShortNews: isShort,
      isBreaking,
      isLive,
      newsType: isShort ? "Short" : "Web",
      imageSeed: Math.floor(rng() * 2147483647),
      likesCount: Math.min(500, likes),
      en,
      ta,
    };
  }
}

/** Generates `options.count` articles, ids 1..count. Deterministic for a given count/now/seed. */
export function generateArticles(options: GenerateOptions): SeedArticle[] {
  const out: SeedArticle[] = [];
  for (const a of iterateArticles(options)) out.push(a);
  return out;
}
