/** The home page's loader and its head (the route, app/routes/home.tsx, renders it). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { TFunction } from "../i18n/translate";
import { mostReadForPage } from "../analytics/most-read.server";
import type { MostReadStory } from "../analytics/most-read";
import { cityPickerData } from "../city-preference/city-preference.server";
import { readCity } from "../http/cookies.server";
import { savedLanguageRedirect } from "../http/saved-language.server";
import { href } from "../i18n/language";
import { breakingPath } from "../news/headlines";
import { homeSections, homeSectionView, SECTION_KEYS } from "../news/home";
import { withAgo } from "../news/story-dates.server";
import { BREAKING_TICKER_MAX, DEFAULT_ARTICLE_TITLE, DEFAULT_CITY_SLUG } from "../news/limits";
import type { Language } from "../i18n/language";
import { feedLinks } from "../seo/feed-links";
import { lastModifiedHeader } from "../seo/list-head.server";
import { canonicalUrl, pageLinks } from "../seo/links";
import type { PageHead } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { organizationJsonLd, pageSocialMeta, webSiteJsonLd } from "../seo/page-head";
import { publisherOf } from "../seo/publisher.server";
import { staleHeaders } from "../upstream/http.server";
import { getLegacyHome } from "../upstream/legacy.server";
import { getHome } from "../upstream/media.server";
import { upstreamFailureResponse } from "../upstream/respond.server";
import { islandData } from "../wire/islands";
import { PAGE_CACHE, PAGE_VARY } from "../wire/http-cache";
import { translator } from "./list-page.server";

/**
 * The home page (requirements §2), complete from the server at once (the spec's 2-second
 * wait was a client workaround): the breaking ticker, then the reader's city
 * (`city` cookie, default Tiruvannamalai), Recent News, State, National and Local
 * News (app/news/home.ts decides the order and builds Recent News when needed), with "Most read" after
 * the first section (issue 29).
 */
/**
 * "Most read" and the Breaking ticker's "Alert me" as markup made on the server only, by the components that draw them
 * (routes/home.tsx passes them in).
 */
export type HomeMarkup = {
  mostRead(stories: readonly MostReadStory[], t: TFunction): string | null;
  breakingAlert(lang: Language, t: TFunction): string;
};

export async function homeLoader({ request, context }: LoaderFunctionArgs, markup: HomeMarkup) {
  const lang = context.language;
  const saved = savedLanguageRedirect(request, lang);
  if (saved) throw saved;
  const city = readCity(request) ?? DEFAULT_CITY_SLUG;
  // "Most read" (issue 29), read beside the home's own news; absent when it is late or cannot be read.
  const mostRead = mostReadForPage(lang);
  const [home, breaking] = await Promise.allSettled([getHome(lang, { cityId: city }), getLegacyHome(lang, "Breaking", 1)]);
  if (home.status === "rejected") throw upstreamFailureResponse(home.reason);
  const t = await translator(lang);
  const defaultTitle = t("article.defaultTitle");
  // A story of the last 24 hours says how long ago (issue 29; news/story-dates.server.ts says why here).
  const now = Date.now();
  const sections = homeSections(home.value.data, t("home.recentNews")).map((section) => {
    const view = homeSectionView(section, {
      lang,
      defaultTitle,
      citySlug: city,
      // The upstream names the city section by the city alone ("Chennai"): "Chennai News".
      title: section.key === SECTION_KEYS.city ? t("home.cityNews", { city: section.title }) : section.title,
    });
    const [lead] = view.lead ? withAgo([view.lead], lang, now) : [null];
    return { ...view, lead, secondary: withAgo(view.secondary, lang, now), latest: withAgo(view.latest, lang, now) };
  });
  // The older service's breaking list carries no flags: a story the media service's home marks live is live here too.
  const homeStories = home.value.data.flatMap((section) => [section.lead, ...section.secondary, ...section.others]).filter((item) => item !== null);
  const liveIds = new Set(homeStories.filter((item) => item.isLive).map((item) => item.id));
  // requirements §8: a failed breaking call hides the ticker; the rest of the page stands.
  const breakingItems =
    breaking.status === "fulfilled"
      ? breaking.value.data.items.slice(0, BREAKING_TICKER_MAX).map((item) => ({
          id: item.id,
          href: href(lang, breakingPath({ slug: item.slug, isLive: item.isLive || liveIds.has(item.id) })),
          title: item.title === DEFAULT_ARTICLE_TITLE ? defaultTitle : item.title,
        }))
      : [];
  return data(
    {
      lang,
      head: homeHead(request, t, lang),
      // The stories and the ticker are server islands (app/wire/islands.tsx): in a first visit's HTML once, not also in its data.
      sections: sections.map(({ key, title, moreHref, lead, secondary, latest }) => ({
        key,
        title,
        moreHref,
        stories: islandData(context, `home-${key}`, {
          lead,
          secondary,
          latest,
        }),
      })),
      breaking: islandData(context, "breaking", { items: breakingItems, alertMe: markup.breakingAlert(lang, t) }),
      // The first section's lead picture, preloaded from the head (meta): outside the islands, so a first visit has it.
      leadPicture: sections[0]?.lead?.image ?? null,
      stale: Boolean(home.value.error),
      cityPicker: await cityPickerData(request, lang),
      mostRead: islandData(context, "most-read", markup.mostRead(await mostRead.settle(defaultTitle), t)),
    },
    {
      headers: {
        "Cache-Control": PAGE_CACHE.home,
        Vary: PAGE_VARY,
        ...staleHeaders(home.value, breaking.status === "fulfilled" ? breaking.value : null),
        ...lastModifiedHeader(homeStories),
      },
    },
  );
}

/**
 * The home page's head (issue 8): canonical + hreflang, link previews with the home
 * share picture, the site-wide feeds, and WebSite (with the search box) + the publisher.
 */
function homeHead(request: Request, t: TFunction, lang: Language): PageHead {
  const origin = publicOrigin(request);
  const siteName = t("site.name");
  const description = t("home.description");
  return {
    title: t("home.title"),
    description,
    links: pageLinks(origin, lang, "/"),
    extra: [
      ...pageSocialMeta({
        lang,
        origin,
        siteName,
        url: canonicalUrl(origin, lang, "/"),
        title: t("home.title"),
        description,
        section: "home",
        imageAlt: t("crawlers.shareImageAlt", {
          site: siteName,
          section: t("site.tagline"),
        }),
      }),
      ...feedLinks(origin, lang, "/", {
        rss: t("crawlers.rssTitle", { title: siteName }),
        atom: t("crawlers.atomTitle", { title: siteName }),
      }),
      { "script:ld+json": webSiteJsonLd(origin, lang, siteName, description) },
      {
        "script:ld+json": organizationJsonLd(publisherOf(origin)),
      },
    ],
  };
}
