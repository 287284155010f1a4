import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isHydrating, whenRootCommits } from "./wire/hydrated";
import { HELD_UNTIL_HYDRATED } from "./wire/held-until-hydrated";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./i18n/language";
import { markStrings, setStringsVersion } from "./i18n/load-strings";
import { TranslationProvider } from "./i18n/react";
import { addStrings } from "./i18n/strings-store";

type RootData = { lang: Language; messages: Record<string, unknown>; stringsVersion?: string; stringsLoaded?: string[] };

function holdEventsUntilHydrated(): void {
  const hold = (event: Event) => {
    if (isHydrating()) {
      event.stopImmediatePropagation();
      return;
    }
    for (const type of HELD_UNTIL_HYDRATED) window.removeEventListener(type, hold, true);
  };
  // On window, in the capture phase: before React's own listeners on the document.
  for (const type of HELD_UNTIL_HYDRATED) window.addEventListener(type, hold, true);
}

/**
 * React puts a hydrated <textarea>'s value back to its server text when that text is its default (ReactDOM's
 * textarea set-up runs on hydration too), so a message typed before the scripts ran was lost as the page
 * hydrated: the contact form, shown again with its errors, sent the old message (seen in a fresh-clone run).
 * What is typed in a textarea before the root's first commit is noted, and put back after it; an `input` event
 * then tells a controlled field's state.
 */
function keepTextTypedBeforeHydration(): void {
  const setTextareaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  const typed = new Map<HTMLTextAreaElement, string>();
  const note = (field: HTMLTextAreaElement) => (field.value === field.defaultValue ? typed.delete(field) : typed.set(field, field.value));
  document.querySelectorAll("textarea").forEach(note);
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLTextAreaElement) note(event.target);
  };
  // Before holdEventsUntilHydrated's listener, which keeps these events from React until then.
  window.addEventListener("input", onInput, true);
  // In the root's first commit itself: events reach React from then on, so a Send pressed a moment later already
  // sends what was typed.
  whenRootCommits(() => {
    window.removeEventListener("input", onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      // Through the element's own setter, which React's value tracker does not see: the `input` event then
      // reaches a controlled field's onChange as a change (a plain `field.value =` would be taken as React's own).
      setTextareaValue?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
}

/**
 * The language the server decided for this document (decision 0042): the root's data says it, and the root's Layout
 * wrote it into <html lang>, which stands alone when the root's loader failed. The browser does not read it again
 * from the address.
 */
function documentLanguage(root: RootData | undefined): Language {
  if (root) return root.lang;
  const written = document.documentElement.lang;
  return (LANGUAGES as readonly string[]).includes(written) ? (written as Language) : DEFAULT_LANGUAGE;
}

function hydrate() {
  // Only the page's own language travels to the browser: the root loader sends it with the page.
  const root = (window as unknown as { __remixContext?: { state?: { loaderData?: Record<string, RootData> } } }).__remixContext?.state?.loaderData?.root;
  const lng = documentLanguage(root);
  setStringsVersion(root?.stringsVersion);
  markStrings(lng, root?.stringsLoaded ?? []);
  if (root) addStrings(lng, root.messages);

  keepTextTypedBeforeHydration();
  holdEventsUntilHydrated();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* As on the server (entry.server.tsx): the root's Layout passes on its data's language, this one without it. */}
        <TranslationProvider lang={lng}>
          <RemixBrowser />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

hydrate();
// Offline reading (issue 22): the service worker is registered after the page has loaded, by a chunk fetched then,
// outside the first visit's JavaScript (bench/bundle-budget.json).
const offline = () => void import("./offline/register").then((worker) => worker.registerOfflineWorker());
if (document.readyState === "complete") offline();
else window.addEventListener("load", offline, { once: true });
