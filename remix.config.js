/**
 * Remix v2, classic compiler. Routes are declared here rather than by file name
 * because every page exists twice: English at `/…` and Tamil at `/tamil/…`
 * (docs/decisions/0002-one-route-module-two-languages.md). One module serves
 * both; the URL decides the language.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  serverBuildPath: "build/server/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  ignoredRouteFiles: ["**/*"],
  serverDependenciesToBundle: [/^remix-utils.*/],
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      /** The same module at `/path` (English) and `/tamil/path` (Tamil). */
      const both = (path, file, id) => {
        route(path, file, { id: `en:${id}` });
        route(path ? `tamil/${path}` : "tamil", file, { id: `ta:${id}`, index: false });
      };

      route(undefined, "routes/home.tsx", { id: "en:home", index: true });
      route("tamil", "routes/home.tsx", { id: "ta:home" });

      // Article: canonical at /news/{slug}; also under every section (requirements §2 route table).
      both("news/:slug", "routes/article.tsx", "article");
      for (const section of ["city", "state", "national", "international", "category-name", "author"]) {
        both(`${section}/:name/news/:slug`, "routes/article.tsx", `${section}-article`);
      }
      both("tags/:tag/news/:slug", "routes/article.tsx", "tags-article");
      // An anonymous reader's like and save (POST, cookies), and the Saved page listing the saves.
      both("news/:slug/:engagement", "routes/article-engagement.ts", "article-engagement");
      both("saved", "routes/saved.tsx", "saved");
      // Following (issue 30): every Follow button posts to /follow; the reader's Following page and its private feed.
      both("follow", "routes/follow.ts", "follow");
      both("following", "routes/following.tsx", "following");
      both("following/feed/:file", "routes/following-feed.ts", "following-feed");
      // Alerts (issue 30): the browser's push subscription, "Stop alerts", and how many a day and when.
      both("alerts/:action", "routes/alerts.ts", "alerts");
      // The realtime comments of an article (issue 6): Server-Sent Events, one path for both languages.
      route("news/:slug/comments/stream", "routes/comments-stream.ts", { id: "comments-stream" });
      // A live story's updates (issue 21): Server-Sent Events in the URL's language.
      both("live/:id", "routes/live.ts", "live");

      // Static pages (requirements §2): one module for the texts, the contact page adds its form.
      for (const page of ["about", "cookie-policy", "privacy-policy", "user-policy", "terms"]) {
        both(page, "routes/static-page.tsx", page);
      }
      both("contact", "routes/contact.tsx", "contact");
      // "REPORT THIS PAGE" on the 404 page posts here.
      both("report-page", "routes/report-page.tsx", "report-page");
      // List pages (requirements §2 route table; /tamil/city too, which the spec lacks). The directory
      // module serves the three plain lists, scope-news the three scope lists.
      for (const [section, directory, list] of [
        ["city", "cities", "city"],
        ["category-name", "categories", "category"],
        ["author", "authors", "author"],
      ]) {
        both(section, "routes/directory.tsx", directory);
        both(`${section}/:name`, `routes/${list}.tsx`, list);
      }
      for (const scope of ["state", "national", "international"]) {
        both(scope, "routes/scope-news.tsx", `${scope}-index`);
        both(`${scope}/:name`, "routes/scope-news.tsx", scope);
      }
      both("tags", "routes/trending-tags.tsx", "tags");
      both("tags/:tag", "routes/tag.tsx", "tag");
      both("search", "routes/search.tsx", "search");
      // Accounts (issue 6): sign in by one-time code or Google; LOG OUT posts here.
      both("signin", "routes/signin.tsx", "signin");
      both("logout", "routes/logout.ts", "logout");
      // The reader's city (issue 7): the "choose your city" form and "use my location" post here.
      both("city-preference", "routes/city-preference.ts", "city-preference");
      // The reader's settings (issue 29 point 10): text size, theme and language, reached from the header.
      both("settings", "routes/settings.tsx", "settings");
      // "Continue On App" (issue 29 point 8): a redirect to the reader's platform's store.
      both("app", "routes/app.ts", "app");

      // Resource routes (no language), path: module. page-view: page views of client navigations (issue 7),
      // sent with navigator.sendBeacon. locales: strings a page did not bring (a dialog's, another kind of
      // page's), decision 0010. robots and sitemaps, for crawlers (issue 8, decision 0013): no language, each
      // lists both.
      const resources = {
        healthz: "healthz",
        theme: "theme",
        "text-size": "text-size",
        language: "language",
        "page-view": "page-view",
        "locales/:lang/:namespaces": "locales",
        "robots.txt": "robots",
        "sitemap.xml": "sitemap-index",
        "sitemaps/:file": "sitemap",
      };
      for (const [path, id] of Object.entries(resources)) route(path, `routes/${id}.ts`, { id });

      // Feeds (issue 8): RSS and Atom of home and of every news list, in both languages (app/seo/feed-links.ts).
      for (const format of ["rss", "atom"]) {
        both(`feeds/${format}.xml`, "routes/feed.ts", `feed-home-${format}`);
        for (const section of ["city", "state", "national", "international", "category-name", "author"]) {
          both(`${section}/:name/${format}.xml`, "routes/feed.ts", `feed-${section}-${format}`);
        }
        both(`tags/:tag/${format}.xml`, "routes/feed.ts", `feed-tags-${format}`);
      }
      // Resized news pictures from allow-listed hosts only (issue 9, decision 0015).
      route("img/:width/*", "routes/image.ts", { id: "image" });

      // Anything else: the not-found page, in the URL's language.
      route("tamil/*", "routes/not-found.tsx", { id: "ta:not-found" });
      route("*", "routes/not-found.tsx", { id: "en:not-found" });
    });
  },
};
