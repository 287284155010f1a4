/**
 * Our own domain types. Upstream payloads (app/upstream/schemas.ts) are reshaped
 * into these once, in app/upstream/normalise.ts; components and routes see only these.
 */
import type { Language } from "../i18n/language";
import type { LiveCoverage } from "./live";

export type CategorySummary = { id: string; name: string; slug: string };

export type ArticleImage = {
  /** URL the browser can load (upstream URL, or our own /media/… path for the embedded newsroom). */
  src: string;
  /** `srcset` candidates by width, when the upstream sends sizes (read them with `imageCandidates`). */
  srcset: { width: number; src: string }[];
  /**
   * Served by the image route (issue 9): its candidates are `/img/{width}/{source}` for these widths.
   * Kept this short because it travels in the loader data of every card (the widths array is shared).
   */
  resized?: { source: string; widths: readonly number[] };
  width: number;
  height: number;
  alt: string;
};

export type ArticleSummary = {
  id: string;
  /** Public slug: title words plus `-{id}`. */
  slug: string;
  language: Language;
  title: string;
  summary: string;
  image: ArticleImage | null;
  category: CategorySummary | null;
  author: string | null;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  city: { id: string; name: string } | null;
  state: string | null;
  country: string | null;
  isImportant: boolean;
  isWebNews: boolean;
  isShortNews: boolean;
  isBreaking: boolean;
  isLive: boolean;
  isState: boolean;
  isNational: boolean;
  isInternational: boolean;
  newsType: string | null;
  /** Word count of the body (or summary when there is no body), for reading time. */
  wordCount: number;
  likesCount: number;
};

/** A story's flags, all off: what a feed without flags (the older service) says of every story. */
export const NO_FLAGS = {
  isImportant: false,
  isWebNews: false,
  isShortNews: false,
  isBreaking: false,
  isLive: false,
  isState: false,
  isNational: false,
  isInternational: false,
} as const satisfies Partial<ArticleSummary>;

export type Article = ArticleSummary & {
  metaDescription: string;
  /** Upstream HTML, NOT yet sanitized: sanitize on the server before rendering. */
  bodyHtml: string;
  /** A live story's updates (issue 21); null for every other article, and for a live story without updates. */
  live: LiveCoverage | null;
};

export type HomeSection = {
  key: string;
  title: string;
  lead: ArticleSummary | null;
  secondary: ArticleSummary[];
  others: ArticleSummary[];
};

export type City = {
  id: string;
  slug: string;
  name: string;
  names: { en: string; ta: string };
  latitude: number | null;
  longitude: number | null;
  subNav: { menuName: string; route: string }[];
};

export type Category = {
  id: string;
  slug: string;
  name: string;
  subNav: { menuName: string; route: string }[];
};

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number | null };

export type Author = { id: string; slug: string; name: string; articleCount: number };

/** A reader's comment on an article (server-side comments, requirements §3), with its replies. */
export type Comment = {
  id: string;
  newsId: string;
  parentId: string | null;
  text: string;
  /** name: null for a reader who gave none; the page shows "Reader {id}" in its own language (issue 29). */
  author: { id: string; name: string | null };
  createdAt: string;
  likesCount: number;
  /** Whether the signed-in reader liked it (false for anonymous readers). */
  isLiked: boolean;
  replies: Comment[];
};

/** The answer to liking or unliking a comment. */
export type CommentLike = { commentId: string; likesCount: number; isLiked: boolean };

export type User = {
  id: string;
  name: string | null;
  mobileNumber: string | null;
  email: string | null;
  photoUrl: string | null;
};

/** A successful sign-in: the upstream access token goes into the session cookie. */
export type SignIn = { accessToken: string; user: User | null; message: string | null };
