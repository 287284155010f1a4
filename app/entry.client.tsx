import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { languageFromPath } from "./i18n/language";
import { markStrings, setStringsVersion } from "./i18n/load-strings";
import { addStrings } from "./i18n/strings-store";

type RootData = { lang: "en" | "ta"; messages: Record<string, unknown>; stringsVersion?: string; stringsLoaded?: string[] };

function hydrate() {
  // Only the page's own language travels to the browser: the root loader sends it with the page.
  const root = (window as unknown as { __remixContext?: { state?: { loaderData?: Record<string, RootData> } } }).__remixContext?.state
    ?.loaderData?.root;
  const lng = root?.lang ?? languageFromPath(window.location.pathname);
  setStringsVersion(root?.stringsVersion);
  markStrings(lng, root?.stringsLoaded ?? []);
  if (root) addStrings(lng, root.messages);

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

hydrate();
