import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { languageFromPath } from "./i18n/language";
import { markStrings, setStringsVersion } from "./i18n/load-strings";

type RootData = { lang: "en" | "ta"; messages: Record<string, unknown>; stringsVersion?: string; stringsLoaded?: string[] };

async function hydrate() {
  // Only the page's own language travels to the browser: the root loader sends it with the page.
  const root = (window as unknown as { __remixContext?: { state?: { loaderData?: Record<string, RootData> } } }).__remixContext?.state
    ?.loaderData?.root;
  const lng = root?.lang ?? languageFromPath(window.location.pathname);
  setStringsVersion(root?.stringsVersion);
  markStrings(lng, root?.stringsLoaded ?? []);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: root ? { [lng]: { translation: root.messages } } : {},
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
