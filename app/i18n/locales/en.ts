/**
 * Every English string the reader sees. `ta.ts` must have the same keys: its
 * type is derived from this object, so a missing Tamil string is a type error.
 */
export const en = {
  site: {
    name: "Kural News",
    tagline: "News from every district of Tamil Nadu, in English and Tamil",
    skipToContent: "Skip to main content",
    primaryNavigation: "Main",
    languageName: "English",
    otherLanguageName: "தமிழ்",
    switchLanguage: "Read this page in Tamil",
    home: "Home",
  },
  nav: {
    home: "Home",
    district: "District",
    tamilNadu: "Tamil Nadu",
    india: "India",
    world: "World",
    allCategory: "All category",
    tags: "Tags",
    aboutUs: "About us",
    contact: "Contact",
    search: "Search",
    signIn: "Sign in",
    logOut: "Log out",
  },
  home: {
    title: "Kural News: Tamil Nadu, India and world news in English",
    description: "Breaking news and the latest from Chennai, Coimbatore, Madurai and every district of Tamil Nadu, with India and world news.",
    heading: "Today's news",
    breaking: "Breaking",
    recentNews: "Recent News",
    stateNews: "State News",
    nationalNews: "National News",
    localNews: "Local News",
    worldNews: "World News",
    cityNews: "{{city}} News",
    latest: "Latest",
    readMore: "Read more...",
    noNews: "No news in this section right now.",
  },
  article: {
    by: "By",
    unknownAuthor: "Unknown Author",
    published: "Published",
    updated: "Updated",
    readTime_one: "{{count}} min read",
    readTime_other: "{{count}} min read",
    tags: "Tags",
    defaultTitle: "News Detail",
    breadcrumb: "Breadcrumb",
    live: "Live",
  },
  errors: {
    notFoundTitle: "404 Page Not Found",
    notFoundHeading: "The page you were looking for doesn't exist.",
    notFoundBody: "The link you have followed may be broken, or the page may have been removed.",
    returnHome: "Return to Home",
    unavailableTitle: "News is taking a break",
    unavailableBody: "We could not reach the news service just now. Please try again in a minute.",
    staleNotice: "You are seeing news saved a little while ago; the newest stories will appear shortly.",
    genericTitle: "Something went wrong",
    genericBody: "Sorry, this page could not be shown. Please try again.",
    tryAgain: "Try again",
  },
  footer: {
    copyright: "© {{year}} Kural News. All rights reserved.",
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill in full. */
export type Messages = Widen<typeof en>;
