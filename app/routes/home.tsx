import type { MetaFunction } from "@remix-run/node";
import { Fragment } from "react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../i18n/react";
import * as layout from "../components/common/layout.css";
import { picturePreload } from "../components/article/article-image";
import { BreakingTicker, LEAD_PICTURE_SIZES, NewsSection } from "../components/lists/news-section";
import { Island, ServerMarkup } from "../wire/islands";
import { liteInMatches } from "../wire/lite";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { CityPicker } from "../components/city/city-picker";
import { SaveEdition } from "../components/offline/save-edition";
import { SECTION_KEYS } from "../news/home";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { homeLoader } from "../pages/home.server";
import { mostReadMarkup } from "../components/lists/most-read.server";
import { breakingAlertMarkup } from "../components/lists/breaking-alert.server";
import { headMeta } from "../seo/meta";

/** The home page (requirements §2): its loader and head are app/pages/home.server.ts. */
export const loader = (args: LoaderFunctionArgs) => homeLoader(args, { mostRead: mostReadMarkup, breakingAlert: breakingAlertMarkup });
export { headers } from "../pages/route-exports";
export { pageRevalidation as shouldRevalidate } from "../pages/revalidation";
export const ErrorBoundary = RouteErrorBoundary;
/** The first section's lead picture is the page's largest: preloaded from the head (issue 9). */
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, error }) => [
  ...headMeta(loaderData?.head, matches, error),
  // Lite mode fetches no picture the reader did not ask for: no preload there.
  ...(liteInMatches(matches) ? [] : picturePreload(loaderData?.leadPicture, LEAD_PICTURE_SIZES)),
];

export default function Home() {
  const { sections, breaking, lang, stale, cityPicker, mostRead } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1 className={layout.visuallyHidden}>{t("home.heading")}</h1>
      {stale ? (
        <p className={layout.notice} role="status">
          {t("errors.staleNotice")}
        </p>
      ) : null}
      <Island id="breaking" value={breaking}>
        {({ items, alertMe }) => <BreakingTicker items={items} alertMe={alertMe} lang={lang} />}
      </Island>
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          <NewsSection
            section={section}
            eagerLead={index === 0}
            headerExtra={section.key === SECTION_KEYS.city ? <CityPicker data={cityPicker} compact /> : null}
          />
          {/* After the lead section: the first screen stays the news; then what others read, before the rest of the
              day's news (issue 29). */}
          {index === 0 ? (
            <>
              <SaveEdition />
              <ServerMarkup id="most-read" html={mostRead} />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
