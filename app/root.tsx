import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "./components/error-page";
import { FontPreload } from "./components/font-preload";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-shell";
import { languageFromPath } from "./i18n/language";
import { messagesFor } from "./i18n/resources";
import { useNonce } from "./nonce";
import { readTheme } from "./preferences.server";
import { getFooterLists } from "./shell/footer-data.server";
import { getFooterLinks } from "./shell/footer-links.server";
import { useSyncLanguage } from "./i18n/use-sync-language";
import * as styles from "./components/layout.css";
import "./styles/theme.css";
import "./styles/global.css";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return {
    lang,
    // Only this page's language travels to the browser (ARCHITECTURE rule 6).
    messages: messagesFor(lang),
    theme: readTheme(request),
    year: new Date().getFullYear(),
    footer: { ...(await getFooterLists(lang)), links: getFooterLinks() },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = data?.lang ?? languageFromPath(location.pathname);
  const nonce = useNonce();
  useSyncLanguage(lang, data?.messages);
  return (
    <html lang={lang} dir="ltr" data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <FontPreload lang={lang} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t("site.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {data ? <SiteFooter lang={data.lang} year={data.year} {...data.footer} /> : null}
    </>
  );
}

export default function App() {
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
