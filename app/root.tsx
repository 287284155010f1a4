import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ClientLoaderFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
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
import { TranslationProvider, useTranslation } from "./i18n/react";
import { currentReader } from "./auth/reader.server";
import { usePageViewBeacon } from "./analytics/use-page-view-beacon";
import { ErrorPage } from "./components/errors/error-page";
import { FontPreload } from "./wire/font-preload";
import { HydratedProvider } from "./wire/hydrated";
import { NavigationProgress, SiteHeader, THEME_FETCHER_KEY } from "./components/header/site-header";
import { SiteFooter } from "./components/footer/site-footer";
import { getEnv } from "./config/env.server";
import { languageFromPath } from "./i18n/language";
import { hasStrings, loadStrings, setStringsVersion } from "./i18n/load-strings";
import { pageStrings, SHELL_STRINGS, wholeNamespaces } from "./i18n/namespaces";
import { messagesFor } from "./i18n/resources";
import { STRINGS_VERSION } from "./i18n/strings-version.server";
import { useNonce } from "./wire/nonce";
import { readTheme, type Theme } from "./http/cookies.server";
import { getFooterLinks } from "./shell/footer-links.server";
import { loadShell } from "./shell/shell.server";
import type { HeaderShell, PreviewKey, ShellData } from "./shell/types";
import { revalidateAfterComment } from "./comments/answers";
import { isEngagementAction } from "./engagement/actions";
import { islandData } from "./wire/islands";
import { LiteProvider, liteSwitchHref } from "./wire/lite";
import { isLite } from "./wire/lite.server";
import { useSyncLanguage } from "./i18n/use-sync-language";
import * as styles from "./components/common/layout.css";
import "./styles/theme.css";
import "./styles/global.css";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Where "Continue On App" leads when APP_SITE_URL is not set: the app's store page. */
const DEFAULT_APP_SITE_URL = "https://play.google.com/store/apps/details?id=in.kuralnews.app";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const strings = [...SHELL_STRINGS, ...pageStrings(pathname)];
  // The header's SIGN IN / LOG OUT; a session the media service no longer accepts is dropped (app/auth/reader.server.ts).
  const { reader, setCookie } = await currentReader(request);
  return data({
    lang,
    // Only this page's language, and only the strings this kind of page uses, travel to the browser
    // (ARCHITECTURE rule 6, decision 0010); the rest are fetched from /locales when first needed.
    messages: messagesFor(lang, strings),
    stringsLoaded: wholeNamespaces(strings),
    stringsVersion: STRINGS_VERSION,
    theme: readTheme(request),
    year: new Date().getFullYear(),
    shell: islandShell(context, await loadShell(lang)),
    footerLinks: getFooterLinks(),
    signedIn: reader.signedIn,
    /** The sign-in dialog shows Google's button only when this is set. */
    googleClientId: getEnv().GOOGLE_CLIENT_ID ?? null,
    appSiteUrl: getEnv().APP_SITE_URL ?? DEFAULT_APP_SITE_URL,
    /** Lite mode (issue 9): no scripts, system fonts, pictures on a tap. */
    lite: isLite(request),
    /** A `?lite=` URL is a copy of a page: not for search engines. */
    noindex: new URL(request.url).searchParams.has("lite"),
  }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The marquee and the nav previews are server islands: a first visit's data does not carry them twice. */
function islandShell(context: LoaderFunctionArgs["context"], shell: ShellData): HeaderShell {
  const previews = {} as HeaderShell["previews"];
  for (const key of Object.keys(shell.previews) as PreviewKey[]) previews[key] = islandData(context, `preview-${key}`, shell.previews[key]);
  return { ...shell, marquee: islandData(context, "marquee", shell.marquee), previews };
}

/** Set by shouldRevalidate when the root reloads only because the next page needs strings the browser lacks. */
let stringsOnly = false;
/** The root data on screen: a strings-only reload returns it unchanged. */
let shownRootData: ShownRootData | undefined;
type ShownRootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/**
 * The shell's data changes with the language, or after a form (sign in, sign out);
 * not on every click, nor after a like, a save or a comment sent with JavaScript. The theme switch needs no loader at all. A page whose strings
 * the browser has not met yet reloads the root in the browser only (clientLoader).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  formData,
  actionResult,
  defaultShouldRevalidate,
}) => {
  stringsOnly = false;
  if (formAction === "/theme" || (formAction !== undefined && isEngagementAction(formAction))) return false;
  if (formMethod && formMethod !== "GET") return revalidateAfterComment(formData, actionResult) ?? defaultShouldRevalidate;
  const lang = languageFromPath(nextUrl.pathname);
  if (languageFromPath(currentUrl.pathname) !== lang) return true;
  stringsOnly = !hasStrings(lang, pageStrings(nextUrl.pathname));
  return stringsOnly;
};

/**
 * In the browser the root's own data is loaded again only when shouldRevalidate
 * says the shell changed; when it reloads for strings alone, the next page's
 * strings are fetched (cached for a year) and the shell stays as it is.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const wantStrings = stringsOnly;
  stringsOnly = false;
  const pathname = new URL(request.url).pathname;
  if (wantStrings && shownRootData) {
    try {
      await loadStrings(languageFromPath(pathname), pageStrings(pathname));
      return shownRootData;
    } catch {
      // Offline or refused: the server's answer carries the strings too.
    }
  }
  return serverLoader<typeof loader>();
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = data?.lang ?? languageFromPath(location.pathname);
  const nonce = useNonce();
  if (data) {
    shownRootData = data;
    setStringsVersion(data.stringsVersion);
  }
  useSyncLanguage(lang, data?.messages, data?.stringsLoaded);
  const lite = data?.lite ?? false;
  // The theme toggle switches at once with JavaScript: its pending or answered value wins over the cookie's.
  const themeFetcher = useFetcher<{ mode: Theme }>({ key: THEME_FETCHER_KEY });
  const pending = themeFetcher.formData?.get("mode");
  const theme = pending === "light" || pending === "dark" ? pending : (themeFetcher.data?.mode ?? data?.theme ?? undefined);
  return (
    <TranslationProvider lang={lang}>
      <html lang={lang} dir="ltr" data-theme={theme} data-lite={lite ? "" : undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          {data?.noindex ? <meta name="robots" content="noindex, follow" /> : null}
          {lite ? null : <FontPreload lang={lang} />}
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
  const lang = data?.lang ?? languageFromPath(location.pathname);
  return (
    <>
      <NavigationProgress />
      <a href="#main" className={styles.skipLink}>
        {t("site.skipToContent")}
      </a>
      {data ? (
        <SiteHeader lang={lang} shell={data.shell} theme={data.theme} signedIn={data.signedIn} appSiteUrl={data.appSiteUrl} />
      ) : null}
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
