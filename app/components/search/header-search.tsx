import { Link, useLocation, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "../../wire/hydrated";
import { href, type Language } from "../../i18n/language";
import { loadStrings } from "../../i18n/load-strings";
import { SEARCH_DIALOG_STRINGS } from "../../i18n/namespaces";

/**
 * The dialog's code (Radix Dialog included) arrives only when a reader reaches for search: not with the page. Its
 * strings come with it, in the page's language (the header's `lang`); the dialog is shown only once both are here.
 */
const loadSearchDialog = (lang: Language) => Promise.all([import("./search-dialog"), loadStrings(lang, SEARCH_DIALOG_STRINGS)]).then(([module]) => module);
const SearchDialog = lazy(() => import("./search-dialog").then((module) => ({ default: module.SearchDialog })));

/**
 * The header's search icon (requirements §2 "search icon opening a search dialog"). It is a
 * real link to the results page, /search, which works without JavaScript and for a
 * reader who opens it in a new tab. Once the page has hydrated, a plain click opens
 * the search dialog instead; its code is fetched on the first hover, focus or touch.
 * If that code cannot be fetched (offline), the click goes to the page after all.
 */
export function HeaderSearch({ lang, className, title, children }: { lang: Language; className: string; title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const openNow = useRef(false);
  openNow.current = open;
  // Closed because the reader went somewhere (a result, the full results page): focus belongs to the new page.
  const leftByNavigation = useRef(false);

  useEffect(() => {
    if (!openNow.current) return;
    leftByNavigation.current = true;
    setOpen(false);
  }, [location.key]);

  const prepare = () => {
    if (hydrated) loadSearchDialog(lang).catch(() => undefined);
  };

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadSearchDialog(lang).then(
      () => {
        leftByNavigation.current = false;
        setWanted(true);
        setOpen(true);
      },
      () => navigate(href(lang, "/search")),
    );
  };

  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!leftByNavigation.current) link.current?.focus();
  };

  return (
    <>
      <Link
        ref={link}
        to={href(lang, "/search")}
        className={className}
        title={title}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={openDialog}
      >
        {children}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog lang={lang} open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
