/**
 * Server islands (decision 0011): parts of a page that need no JavaScript (the
 * headline marquee, the nav previews, the home page's stories, an article's body,
 * a list page's first cards: components/lists/news-list.tsx)
 * are rendered on the server and left alone by the browser, so their data is not
 * sent a second time in the hydration payload.
 *
 * A loader passes such data through `islandData`: for a document request the
 * value goes to this request's render only (the load context) and the loader
 * data carries `null`; for a client navigation (a `.data` request) the value is
 * in the loader data as usual. `<Island>` renders the value when it has one and
 * otherwise keeps the server's HTML; links inside it still navigate in the
 * browser (one delegated click handler).
 */
import { useNavigate } from "@remix-run/react";
import { createContext, useContext, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { isHydrating, useCommitEffect } from "./hydrated";
import * as styles from "./islands.css";

/** Per document request: what the loaders kept for the server render. */
export type IslandStore = Map<string, unknown>;

const IslandContext = createContext<IslandStore | null>(null);
export const IslandProvider = IslandContext.Provider;

/** In a loader: `value` for a client navigation, `null` (and `value` kept for the render) for a document. */
export function islandData<T>(context: { islands?: IslandStore }, id: string, value: T): T | null {
  if (!context.islands) return value;
  context.islands.set(id, value);
  return null;
}

/** Same-origin link clicks inside kept server HTML become client navigations, as <Link> clicks do. */
export function useDelegatedLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  };
}

type IslandProps<T> = {
  /** Unique on the page; the same id the loader used. */
  id: string;
  /** The loader data's value: `null` after a document request. */
  value: T | null | undefined;
  children: (value: T) => ReactNode;
};

/**
 * The island's wrapper is `display: contents`, so the markup inside lays out as if
 * the wrapper were not there.
 */
export function Island<T>({ id, value, children }: IslandProps<T>) {
  const onClick = useDelegatedLinks();
  const content = useIslandValue(id, value);
  if (content === undefined || content === null) {
    // Hydrating over the server's HTML: React leaves an element's inner HTML alone when it sets it itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside, which take Enter as a click
    return <div className={styles.island} data-island={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside, which take Enter as a click
    <div key="live" className={styles.island} data-island={id} onClick={onClick}>
      {children(content)}
    </div>
  );
}

/**
 * Markup made on the server from data the browser needs nothing of ("Most read", the text size control; issue 29):
 * an island whose value is the HTML itself, so none of the code that makes it is in the page's JavaScript. Its links
 * navigate in the browser (the island's delegated clicks).
 */
export function ServerMarkup({ id, html }: { id: string; html: string | null | undefined }) {
  const onClick = useDelegatedLinks();
  // Hydrating (no value: the server's copy) React leaves the inner HTML alone; a client navigation's value replaces it.
  const markup = useIslandValue(id, html) ?? "";
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside, which take Enter as a click
    <div className={styles.island} data-island={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />
  );
}

/**
 * An island's value: the loader data's, or on the server after a document request, the one kept for the render
 * (an article's sanitized body, a list's cards); undefined while hydrating over the server's copy.
 */
export function useIslandValue<T>(id: string, value: T | null | undefined): T | undefined {
  const store = useContext(IslandContext);
  return value ?? (store?.get(id) as T | undefined);
}

type KeptHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML" | "onClick"> & {
  /** Everything the content is made from: while each is the value it was hydrated with, the server's HTML stays. */
  inputs: readonly unknown[];
  children: ReactNode;
};

/**
 * A `<div>` whose content the browser keeps from the server instead of hydrating it (decision 0020): for plain
 * markup made from data the page already holds, such as the nav menus' panels and the footer's link lists, which
 * were a third of what a page hydrated. While hydrating, and for as long as `inputs` are the values it was hydrated
 * with, the content is the server's, untouched; once one changes (a client navigation moves `aria-current`, the
 * shell is reloaded), it is rendered from data like any component. Mounted after hydration (a client navigation,
 * a menu opened later), it renders from data at once, and so it does, before the first paint, if there was no
 * server HTML to keep (React renders the whole page afresh when hydration fails). Links inside navigate in the
 * browser (one delegated handler).
 */
export function KeptHtml({ inputs, children, ...attributes }: KeptHtmlProps) {
  const onClick = useDelegatedLinks();
  const element = useRef<HTMLDivElement>(null);
  // Nothing was kept: React rendered the page in the browser instead of hydrating it (it does after a mismatch).
  const [nothingKept, setNothingKept] = useState(false);
  // What it was hydrated with; null when it was not hydrated (the server, a later mount) or its inputs have changed.
  const hydratedWith = useRef<readonly unknown[] | null | undefined>(undefined);
  if (hydratedWith.current === undefined) hydratedWith.current = isHydrating() ? inputs : null;
  const kept = hydratedWith.current;
  if (nothingKept || (kept && (kept.length !== inputs.length || kept.some((value, index) => !Object.is(value, inputs[index]))))) {
    hydratedWith.current = null;
  }
  useCommitEffect(() => {
    if (hydratedWith.current && element.current && !element.current.hasChildNodes()) setNothingKept(true);
  }, []);
  if (hydratedWith.current) {
    // React leaves alone the inner HTML of an element whose inner HTML it sets itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside, which take Enter as a click
    return <div {...attributes} ref={element} onClick={onClick} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links inside, which take Enter as a click
    <div key="live" {...attributes} onClick={onClick}>
      {children}
    </div>
  );
}
