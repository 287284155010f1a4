import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useFetcher,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { TranslationProvider, useLanguage, useTranslation } from "./i18n/react";
import { usePageViewBeacon } from "./analytics/use-page-view-beacon";
import { ErrorPage } from "./components/errors/error-page";
import { FontPreload } from "./wire/font-preload";
import { HydratedProvider } from "./wire/hydrated";
import { NavigationProgress, SiteHeader, THEME_FETCHER_KEY } from "./components/header/site-header";
import { SiteFooter } from "./components/footer/site-footer";
import { useNonce } from "./wire/nonce";
import { setStringsVersion } from "./i18n/load-strings";
import type { Theme } from "./http/cookies.server";
import type { loader } from "./pages/root.server";
import { LiteProvider, liteSwitchHref } from "./wire/lite";
import { useSyncLanguage } from "./i18n/use-sync-language";
import * as styles from "./components/common/layout.css";
import "./styles/theme.css";
import "./styles/global.css";
// Styles of markup made on the server only (app/wire/islands.tsx ServerMarkup): in the one stylesheet, their class
// names in no page's JavaScript.
import "./components/lists/most-read.css";
import "./components/lists/breaking-alert.css";
import "./components/article/text-size-control.css";
import "./components/following/follow-buttons.css";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // iOS asks for /apple-touch-icon.png at the root whatever the page says; said here too, for browsers that read it.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

export { loader } from "./pages/root.server";
export { clientLoader } from "./pages/root";
/** The shell's data changes with the language, or after a form (sign in, sign out): app/pages/revalidation.ts. */
export { rootRevalidation as shouldRevalidate } from "./pages/revalidation";

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The root's data carries the language the server decided for this page (app/pages/root.server.ts); without it
  // (the root's loader failed) the entry file's stands: the request's on the server, the document's in the browser,
  // which holds strings of that language only.
  const documentLanguage = useLanguage();
  const lang = data?.lang ?? documentLanguage;
  const nonce = useNonce();
  if (data) setStringsVersion(data.stringsVersion);
  useSyncLanguage(lang, data?.messages, data?.stringsLoaded);
  const lite = data?.lite ?? false;
  // The theme toggle switches at once with JavaScript: its pending or answered value wins over the cookie's.
  const themeFetcher = useFetcher<{ mode: Theme }>({ key: THEME_FETCHER_KEY });
  const pending = themeFetcher.formData?.get("mode");
  const theme = pending === "light" || pending === "dark" ? pending : (themeFetcher.data?.mode ?? data?.theme ?? undefined);
  return (
    <TranslationProvider lang={lang}>
      <html lang={lang} dir="ltr" data-theme={theme} data-text-size={data?.textSize ?? undefined} data-lite={lite ? "" : undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          {data?.noindex ? <meta name="robots" content="noindex, follow" /> : null}
          {lite ? null : <FontPreload lang={lang} />}
          {/* Installable, per language (issue 22); lite pages have no worker to install. */}
          {lite ? null : <link rel="manifest" href={lang === "ta" ? "/tamil/manifest.webmanifest" : "/manifest.webmanifest"} />}
          <Meta />
          <Links />
        </head>
        <body>
          <LiteProvider value={lite}>
            <HydratedProvider>{children}</HydratedProvider>
          </LiteProvider>
          {/* Lite mode sends no JavaScript at all: no runtime, no route modules, no hydration data. */}
          {lite ? null : (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          )}
        </body>
      </html>
    </TranslationProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = useLanguage();
  return (
    <>
      <NavigationProgress />
      <a href="#main" className={styles.skipLink}>
        {t("site.skipToContent")}
      </a>
      {data ? <SiteHeader lang={lang} shell={data.shell} theme={data.theme} signedIn={data.signedIn} /> : null}
      {data?.lite ? (
        <p className={styles.liteBanner} role="note">
          {t("lite.banner")} <a href={liteSwitchHref(location.pathname, location.search, false)}>{t("lite.fullSite")}</a>
        </p>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {data ? (
        <SiteFooter
          lang={data.lang}
          year={data.year}
          categories={data.shell.categories}
          cities={data.shell.cities}
          links={data.footerLinks}
          liteHref={data.lite ? null : liteSwitchHref(location.pathname, location.search, true)}
        />
      ) : null}
    </>
  );
}

export default function App() {
  usePageViewBeacon();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorPage status={status} />
    </Shell>
  );
}
