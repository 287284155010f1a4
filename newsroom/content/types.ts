/**
 * What the seed's bilingual content generator produces and the newsroom stores.
 * Both languages are written for readers (real Tamil, not transliteration).
 */
export type Bilingual = { en: string; ta: string };

export type SeedCity = {
  /** Stable numeric id, 1..33. */
  id: number;
  /** URL-safe English slug, e.g. "tiruvannamalai". */
  slug: string;
  names: Bilingual;
  latitude: number;
  longitude: number;
};

export type SeedCategory = {
  id: number;
  /** e.g. "sports"; the spec's 12: Breaking, Education, Environment, Science, Economics, Lifestyle, Entertainment, Business, Travel, Cinema, Sports, Politics. */
  slug: string;
  names: Bilingual;
};

export type SeedAuthor = { id: number; slug: string; names: Bilingual };

export type SeedTag = { id: number; slug: string; names: Bilingual };

export type Scope = "city" | "state" | "national" | "international";

export type SeedArticleText = {
  title: string;
  summary: string;
  metaDescription: string;
  /** HTML body: <p>, <h2>, <blockquote>, <ul>/<li>, <figure> only. */
  bodyHtml: string;
};

export type SeedArticle = {
  id: number;
  /** English, lowercase, hyphenated title words WITHOUT the id; the public slug is `${slug}-${id}`. */
  slug: string;
  scope: Scope;
  /** Set when scope is "city". */
  cityId: number | null;
  categoryId: number;
  authorId: number;
  tagIds: number[];
  /** ISO 8601, within the last 30 days of `now`, a share of them today. */
  publishedAt: string;
  updatedAt: string;
  isImportant: boolean;
  isWebNews: boolean;
  isShortNews: boolean;
  isBreaking: boolean;
  isLive: boolean;
  /** "Web" or "Short". */
  newsType: "Web" | "Short";
  /** Deterministic seed for the generated picture (colour, pattern). */
  imageSeed: number;
  likesCount: number;
  en: SeedArticleText;
  ta: SeedArticleText;
};

export type GenerateOptions = {
  count: number;
  /** The moment the seed treats as now; dates are spread over the 30 days before it. */
  now: Date;
  /** PRNG seed; same seed + count + now → identical output. */
  seed?: number;
};

/** One update of a seeded live story (issue 21): a few sentences written for readers in both languages. */
export type SeedLiveUpdate = {
  /** Minutes after the coverage started; strictly increasing along the story's list. */
  minutesAfterStart: number;
  /** A short title for the bigger moments; most updates have none. */
  title?: Bilingual;
  /** HTML: <p>, <ul>/<li>, <blockquote> only; 1–3 short paragraphs. */
  body: Bilingual;
  /** A key event: listed as a link at the top of the page. */
  keyEvent?: boolean;
  /** At most one update per story is pinned (stays first). */
  pinned?: boolean;
};

/** A story still happening, told in updates (issue 21); the seed puts it among today's news. */
export type SeedLiveStory = {
  /** English, lowercase, hyphenated title words WITHOUT the id. */
  slug: string;
  scope: Scope;
  /** A slug of CITIES when scope is "city". */
  citySlug: string | null;
  /** Slugs of CATEGORIES, AUTHORS, TAGS (newsroom/content/catalog.ts). */
  categorySlug: string;
  authorSlug: string;
  tagSlugs: string[];
  /** The coverage started this many minutes before the seed's "now"; its last update is a few minutes old. */
  startedMinutesAgo: number;
  /** Ended coverage: the story is an ordinary article that keeps its updates. */
  ended: boolean;
  en: SeedArticleText;
  ta: SeedArticleText;
  /** 10–60, oldest first. */
  updates: SeedLiveUpdate[];
};
