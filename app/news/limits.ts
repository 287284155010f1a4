/** Constants from the spec (§9), named, in one place. */
export const READING_WORDS_PER_MINUTE = 200;
/** Shown only when the upstream gives neither title nor headlines. */
export const DEFAULT_ARTICLE_TITLE = "News Detail";
export const LIST_PAGE_SIZE = 12;
export const RELATED_MAX = 4;
/** "You May Also Like" is shown only when more than 2 related articles exist. */
export const RELATED_MIN_SHOWN = 3;
export const MARQUEE_MAX = 10;
export const BREAKING_TICKER_MAX = 3;
export const PREVIEW_STRIP_MAX = 5;
export const RECENT_COMMENTS_SHOWN = 3;
/** A comment or reply, after trimming (the media service refuses longer ones; issue 6: a length limit with a counter). */
export const COMMENT_MAX_LENGTH = 1000;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 500;
/** Excerpt lengths (requirements §9). */
export const LEAD_TITLE_MAX = 70;
export const COMPACT_TITLE_MAX = 100;
export const LEAD_DESCRIPTION_MAX = 300;
export const CARD_DESCRIPTION_MAX = 150;
export const SOCIAL_TITLE_MAX = 60;
/** The footer's "Trending News" column lists the first categories (requirements §2, §9). */
export const FOOTER_TRENDING_CATEGORIES = 6;
export const DEFAULT_CITY_SLUG = "tiruvannamalai";
/**
 * The deepest list page we ask the upstream for (12,000 articles deep). Deeper
 * `?page=` values are a 404 before any upstream call: a crawler or a typo cannot
 * make us ask for page 999999999 (the older service refuses pages over 1000 anyway).
 */
export const MAX_LIST_PAGE = 1000;
/** Search queries are cut to this many characters before they go upstream (issue 7). */
export const SEARCH_QUERY_MAX = 200;
/** A home section: 1 lead, 2 secondary, 4 "latest" (requirements §2); Recent News is built from as many (requirements §2). */
export const SECTION_LEAD = 1;
export const SECTION_SECONDARY = 2;
export const SECTION_LATEST = 4;
/** requirements §9: a social title over 60 characters is cut to 57 plus an ellipsis. */
export const SOCIAL_TITLE_CUT = 57;
/** requirements §9: the share image size. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Search engines show about this much of a description. */
export const META_DESCRIPTION_MAX = 160;
/** schema.org NewsArticle headlines longer than this are cut (search engines' guidance). */
export const STRUCTURED_HEADLINE_MAX = 110;
/** requirements §2, §9: the engagement bar hides when scrolling down past 300 px, shows within 100 px of the top. */
export const ENGAGEMENT_BAR_HIDE_AFTER = 300;
export const ENGAGEMENT_BAR_SHOW_WITHIN = 100;
/**
 * Anonymous readers' likes are one small cookie per article (`news_liked_{id}`,
 * requirements §3's browser-stored value): at most this many are kept, the oldest like
 * making room (issue 6: capped in size; a request's cookies stay far under 8 KB).
 */
export const LIKED_COOKIES_MAX = 50;
/** The anonymous reader's saved articles (one `saved` cookie of ids): at most this many, newest first. */
export const SAVED_MAX = 50;
/** A story changed after publishing when its dates differ by more than this (upstreams stamp both on publishing). */
export const UPDATE_THRESHOLD_MS = 60_000;
/** requirements §7 geolocation: high accuracy, no cached position, 5 s timeout. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
