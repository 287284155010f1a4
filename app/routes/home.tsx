import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as layout from "../components/layout.css";
import { BreakingTicker, NewsSection } from "../components/news-section";
import { RouteErrorBoundary } from "../components/route-error";
import { CityPicker } from "../components/city-picker";
import { cityPickerData } from "../city-preference/city-preference.server";
import { PAGE_CACHE, PAGE_VARY } from "../http-cache";
import { href, languageFromPath } from "../i18n/language";
import { homeSections, homeSectionView, SECTION_KEYS } from "../news/home";
import { BREAKING_TICKER_MAX, DEFAULT_CITY_SLUG } from "../news/limits";
import { translator } from "../news/list-page.server";
import { DEFAULT_ARTICLE_TITLE } from "../news/normalise";
import { readCity } from "../preferences.server";
import { pageLinks } from "../seo/links";
import { headMeta } from "../seo/meta";
import { publicOrigin } from "../seo/origin.server";
import { staleHeaders } from "../upstream/http.server";
import { getLegacyHome } from "../upstream/legacy.server";
import { getHome } from "../upstream/media.server";
import { upstreamFailureResponse } from "../upstream/respond.server";

/**
 * The home page (spec §2), complete from the server at once (the spec's 2-second
 * wait was a client workaround): the breaking ticker, then the reader's city
 * (`city` cookie, default Tiruvannamalai), Recent News, State, National and Local
 * News (app/news/home.ts decides the order and builds Recent News when needed).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const city = readCity(request) ?? DEFAULT_CITY_SLUG;
  const [home, breaking] = await Promise.allSettled([getHome(lang, { cityId: city }), getLegacyHome(lang, "Breaking", 1)]);
  if (home.status === "rejected") throw upstreamFailureResponse(home.reason);
  const t = await translator(lang);
  const defaultTitle = t("article.defaultTitle");
  const sections = homeSections(home.value.data, t("home.recentNews")).map((section) =>
    homeSectionView(section, {
      lang,
      defaultTitle,
      citySlug: city,
      // The upstream names the city section by the city alone ("Chennai"): "Chennai News".
      title: section.key === SECTION_KEYS.city ? t("home.cityNews", { city: section.title }) : section.title,
    }),
  );
  // spec §8: a failed breaking call hides the ticker; the rest of the page stands.
  const breakingItems =
    breaking.status === "fulfilled"
      ? breaking.value.data.items.slice(0, BREAKING_TICKER_MAX).map((item) => ({
          id: item.id,
          href: href(lang, `/news/${item.slug}`),
          title: item.title === DEFAULT_ARTICLE_TITLE ? defaultTitle : item.title,
        }))
      : [];
  return data(
    {
      lang,
      head: { title: t("home.title"), description: t("home.description"), links: pageLinks(publicOrigin(request), lang, "/") },
      sections,
      breaking: breakingItems,
      stale: Boolean(home.value.error),
      cityPicker: await cityPickerData(request, lang),
    },
    {
      headers: {
        "Cache-Control": PAGE_CACHE.home,
        Vary: PAGE_VARY,
        ...staleHeaders(home.value, breaking.status === "fulfilled" ? breaking.value : null),
      },
    },
  );
}

export { skipRevalidationForPreferences as shouldRevalidate } from "../revalidation";

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;
export const ErrorBoundary = RouteErrorBoundary;
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => headMeta(loaderData?.head, matches, error);

export default function Home() {
  const { sections, breaking, lang, stale, cityPicker } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1 className={layout.visuallyHidden}>{t("home.heading")}</h1>
      {stale ? (
        <p className={layout.notice} role="status">
          {t("errors.staleNotice")}
        </p>
      ) : null}
      <BreakingTicker items={breaking} lang={lang} />
      {sections.map((section, index) => (
        <NewsSection
          key={section.key}
          section={section}
          eagerLead={index === 0}
          extra={section.key === SECTION_KEYS.city ? <CityPicker data={cityPicker} /> : null}
        />
      ))}
    </>
  );
}
