/**
 * The header's search dialog (requirements §2, §4 search states, §5, §7 header search;
 * issue 7): Radix Dialog, loaded on first use by header-search.tsx, so no dialog
 * code comes with the page. It asks the /search route's own loader (the page that
 * works without JavaScript) for its answer, so both speak with one voice.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import { SEARCH_DEBOUNCE_MS } from "../../news/limits";
import { cleanSearchQuery, isSearchable } from "../../news/search";
import { readerTextProblem } from "../../news/reader-input";
import type { clientLoader as searchLoader } from "../../pages/search";
import { Highlight } from "../lists/news-list";
import * as styles from "./search-dialog.css";
import { SearchForm } from "./search-form";

export type SearchDialogProps = {
  lang: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix's own default is the element focused before it opened). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Where the arrow keys are likely: a mouse or trackpad as the main pointer, which comes with a keyboard. A phone has
 * neither, and its reader was told to use keys it does not have (issue 29).
 */
const KEYBOARD_LIKELY = "(hover: hover) and (pointer: fine)";

export function SearchDialog({ lang, open, onOpenChange, onCloseAutoFocus }: SearchDialogProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // The dialog is made in the browser only (header-search.tsx loads it on first use), so the media query can be asked
  // as it renders. Without the hint the dialog has no description: a phone's screen reader does not read it either.
  const keyboardHint = typeof window !== "undefined" && window.matchMedia(KEYBOARD_LIKELY).matches;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          lang={lang}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.titleRow}>
            <Dialog.Title className={styles.title}>{t("searchDialog.title")}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t("searchDialog.close")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {keyboardHint ? <Dialog.Description className={styles.hint}>{t("searchDialog.keyboardHint")}</Dialog.Description> : null}
          {/* Content unmounts when the dialog closes: the query and its results go with it (requirements §4). */}
          <SearchPanel lang={lang} input={input} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type PanelState = "idle" | "searching" | "results" | "none" | "failed";

function SearchPanel({ lang, input }: { lang: Language; input: React.RefObject<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<typeof searchLoader>();
  const [text, setText] = useState("");
  const query = cleanSearchQuery(text);
  // Pasted control characters can be in no query: the server would refuse it (decision 0025), so it is never asked.
  const refused = readerTextProblem(query, { maxLength: Number.POSITIVE_INFINITY }) !== null;
  const searchable = isSearchable(query) && !refused;
  const searchPath = href(lang, "/search");
  const results = useRef<HTMLDivElement>(null);

  // `load` changes identity with the fetcher's state; the latest one is always the right one to call.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  // requirements §7: debounced 500 ms. Each change of the query restarts the wait, so fast typing makes one request.
  useEffect(() => {
    if (!searchable) return;
    const timer = window.setTimeout(() => load.current(`${searchPath}?${new URLSearchParams({ q: query })}`), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, searchable, searchPath]);

  // Only an answer to the query in the box counts; anything else is still "searching" (requirements §4).
  const answer = searchable && fetcher.state === "idle" && fetcher.data?.query === query ? fetcher.data : null;
  const state: PanelState = !searchable ? "idle" : !answer ? "searching" : answer.state === "too-short" ? "idle" : answer.state;
  const cards = state === "results" ? (answer?.list?.cards ?? []) : [];

  let status: string;
  if (refused) status = t("errors.badRequestBody");
  else if (state === "idle") status = t("search.tooShort");
  else if (state === "searching") status = t("searchStatus.searching");
  else if (state === "none") status = t("search.noResults", { query });
  else if (state === "failed") status = t("searchStatus.failed");
  else status = t("search.resultCount", { count: answer?.total ?? cards.length });

  /** Arrow keys move between the box and the result links (roving focus); Tab works as ever. */
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops: HTMLElement[] = [...(input.current ? [input.current] : []), ...(results.current?.querySelectorAll<HTMLElement>("a[href]") ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || stops.length < 2) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]?.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed in the box or on a result's link, caught as they bubble
    <div onKeyDown={moveFocus} className={styles.panel}>
      <SearchForm lang={lang} look="dialog" inputId={`${id}-query`} box={{ value: text, onValueChange: setText, inputRef: input }} />
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div ref={results} className={styles.results}>
        {cards.length > 0 ? (
          <>
            <ul aria-label={t("searchDialog.resultsLabel")} className={styles.list}>
              {cards.map((card) => (
                <li key={card.id}>
                  <Link to={card.href} className={styles.result} prefetch="none">
                    <Highlight text={card.title} ranges={card.marks?.title} />
                    {card.category ? <span className={styles.resultCategory}>{card.category}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={`${searchPath}?${new URLSearchParams({ q: query })}`} className={styles.seeAll}>
              {t("searchDialog.seeAll", { query })}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
