import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as layout from "../components/layout.css";
import { BreakingTicker, NewsSection } from "../components/news-section";
import { CityPicker } from "../components/city-picker";
import { cityPickerData } from "../city-preference/city-preference.server";
import { PAGE_CACHE } from "../http-cache";
import { languageFromPath } from "../i18n/language";
import { messagesFor } from "../i18n/resources";
import { BREAKING_TICKER_MAX, DEFAULT_CITY_SLUG } from "../news/limits";
import { readCity } from "../preferences.server";
import { staleHeaders } from "../upstream/http.server";
import { getLegacyHome } from "../upstream/legacy.server";
import { getHome } from "../upstream/media.server";
import { upstreamFailureResponse } from "../upstream/respond.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const cityId = readCity(request) ?? DEFAULT_CITY_SLUG;
  const [home, breaking] = await Promise.allSettled([getHome(lang, { cityId }), getLegacyHome(lang, "Breaking", 1)]);
  if (home.status === "rejected") throw upstreamFailureResponse(home.reason);
  // Spec §8: a failed breaking call hides the ticker; the rest of the page stands.
  const breakingItems = breaking.status === "fulfilled" ? breaking.value.data.items.slice(0, BREAKING_TICKER_MAX) : [];
  const messages = messagesFor(lang);
  return data(
    {
      lang,
      title: messages.home.title,
      description: messages.home.description,
      sections: home.value.data,
      breaking: breakingItems,
      stale: Boolean(home.value.error),
      cityPicker: await cityPickerData(request, lang),
    },
    {
      headers: {
        "Cache-Control": PAGE_CACHE.home,
        Vary: "Cookie",
        ...staleHeaders(home.value, breaking.status === "fulfilled" ? breaking.value : null),
      },
    },
  );
}

export { skipRevalidationForPreferences as shouldRevalidate } from "../revalidation";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: "description", content: loaderData.description },
      ]
    : [];

export default function Home() {
  const { sections, breaking, lang, stale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1 className={layout.visuallyHidden}>{t("home.heading")}</h1>
      {stale ? (
        <p className={layout.notice} role="status">
          {t("errors.staleNotice")}
        </p>
      ) : null}
      <CityPicker data={useLoaderData<typeof loader>().cityPicker} />
      <BreakingTicker items={breaking} lang={lang} />
      {sections.map((section, index) => (
        <NewsSection key={section.key} section={section} eagerLead={index === 0} />
      ))}
    </>
  );
}
