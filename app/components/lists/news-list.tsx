import { Link, useFetcher, useLocation, useMatches, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { isHydrating, useCommitEffect, useHydrated } from "../../wire/hydrated";
import { useDelegatedLinks, useIslandValue } from "../../wire/islands";
import { useTranslation } from "../../i18n/react";
import type { NewsCard } from "../../news/cards";
import { LIST_ISLAND, type ListData } from "../../pages/list-page";
import { keptPagesOf, withKeptPages } from "../../pages/kept-pages";
import { markedPieces, type MarkRange } from "../../news/search";
import { ArticleImage } from "../article/article-image";
import { SEPARATOR } from "../common/separator";
import { LiveMark } from "./live-mark";
import { notePlace, returnToPlace } from "./place";
import * as styles from "./news-list.css";

/** `text` with the search's words in `<mark>`, at the offsets the server found (news/search.ts `markRanges`). */
export function Highlight({ text, ranges }: { text: string; ranges?: readonly MarkRange[] }) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  return (
    <>
      {markedPieces(text, ranges).map((piece, index) =>
        piece.match ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

function cardTitleId(card: NewsCard): string {
  return `card-${card.id}`;
}

function NewsCardItem({ card, headingLevel, eager }: { card: NewsCard; headingLevel: 2 | 3; eager: boolean }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <article className={styles.card} aria-labelledby={cardTitleId(card)}>
        {card.image ? (
          // The picture repeats the title link: one tab stop per card, the title's.
          <Link to={card.href} tabIndex={-1} aria-hidden="true">
            <ArticleImage image={card.image} sizes={styles.cardImageSizes} priority={eager} className={styles.picture} />
          </Link>
        ) : null}
        {card.category ? <p className={styles.category}>{card.category}</p> : null}
        <Heading className={styles.title}>
          <Link to={card.href} id={cardTitleId(card)} className={styles.titleLink}>
            <Highlight text={card.title} ranges={card.marks?.title} />
          </Link>
        </Heading>
        {card.summary ? (
          <p className={styles.summary}>
            <Highlight text={card.summary} ranges={card.marks?.summary} />
          </p>
        ) : null}
        <p className={styles.meta}>
          {card.live ? <LiveMark live={card.live} /> : null}
          <span>{card.author ?? t("article.unknownAuthor")}</span>
          {SEPARATOR}
          <time dateTime={card.publishedAt} title={card.fullDate} data-ago={card.fullDate && ""}>
            {card.date}
          </time>
        </p>
      </article>
    </li>
  );
}

type Shown = { more: NewsCard[]; page: number; nextHref: string | null };

function shownFrom(list: ListData): Shown {
  return { more: [], page: list.page, nextHref: list.nextHref };
}

/** The ids of the cards already in a list kept as the server wrote it (their titles are `card-{id}`). */
function idsInList(element: HTMLUListElement | null): string[] {
  return [...(element?.querySelectorAll("article[aria-labelledby^='card-']") ?? [])].map((card) => card.getAttribute("aria-labelledby")!.slice(5));
}

/**
 * A grid of news cards with Load More (requirements §4: later pages append). Load More is
 * a real link to `?page=N+1`: without JavaScript it opens the next page, which
 * links back to the one before. With JavaScript it fetches that page's data with
 * `useFetcher`, appends the cards in place, puts the page's URL in the address bar
 * (a shared link opens that page) and moves focus to the first new card without
 * scrolling. The history entry remembers the first page the list showed (pages/kept-pages.ts):
 * Back, forward and a reload bring every page back, where the reader left them (issue 29 point 2).
 *
 * After a document request the first page's cards are a server island (decision 0011,
 * `ListData.cards` null): the list's HTML is kept as the server wrote it, its links
 * navigate through one delegated handler, and Load More's cards are added to the same
 * list through a portal.
 */
export function NewsList({
  list,
  label,
  headingLevel = 2,
}: {
  list: ListData;
  /** Accessible name of the list (the page's heading). */
  label: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ list: ListData }>();
  // On the server, a document's cards come from the render's island store; in the browser, null means "kept".
  const first = useIslandValue(LIST_ISLAND, list.cards);
  const kept = list.cards === null;
  const listRef = useRef<HTMLUListElement>(null);
  const onKeptClick = useDelegatedLinks();
  const [source, setSource] = useState(list);
  const [shown, setShown] = useState(() => shownFrom(list));
  const [focusId, setFocusId] = useState<string | null>(null);
  const requested = useRef<string | null>(null);
  // Set once hydrated: from then on Load More appends in place (tests wait for it; readers never notice).
  const enhanced = useHydrated();
  // The route whose loader answers the list's pages (the deepest match: list routes have no children).
  const matches = useMatches();
  const route = matches[matches.length - 1]?.id;
  const revalidator = useRevalidator();
  const [hydrated] = useState(isHydrating);

  // Where the reader was, for each way of leaving (components/lists/place.ts): what was last drawn is kept here.
  const { key: entry } = useLocation();
  const committed = useRef<{ entry: string; severalPages: boolean }>({ entry, severalPages: false });

  // New loader data (the reader followed a link to another list or page): start from it. The list on the screen is
  // still the one left, so its place is noted now, for the entry it belonged to.
  if (source !== list) {
    if (committed.current.severalPages && committed.current.entry !== entry) notePlace(listRef.current, committed.current.entry);
    setSource(list);
    setShown(shownFrom(list));
  }

  const next = fetcher.data?.list;
  useEffect(() => {
    if (fetcher.state !== "idle" || !next?.cards || next.page !== shown.page + 1 || requested.current === null) return;
    const url = requested.current;
    requested.current = null;
    const known = new Set([...(first ? first.map((card) => card.id) : idsInList(listRef.current)), ...shown.more.map((card) => card.id)]);
    const fresh = next.cards.filter((card) => !known.has(card.id));
    setShown({ more: [...shown.more, ...fresh], page: next.page, nextHref: next.nextHref });
    setFocusId(fresh[0] ? cardTitleId(fresh[0]) : null);
    // The router's own state stays as it is: the address changes, and the entry notes where the list began, so that
    // coming back to it (Back, forward, a reload) brings every page back (pages/kept-pages.ts).
    const kept = route ? withKeptPages(window.history.state, { route, from: source.from ?? source.page }) : window.history.state;
    window.history.replaceState(kept, "", url);
  }, [fetcher.state, next, shown, first, route, source]);

  // A reload of an entry that kept earlier pages: the server sent the last page alone (it cannot know the entry's
  // state, and a shared link must open that page alone); the route's clientLoader brings them all, and the router
  // then restores the scroll. Asked once, as the page hydrates; a Back within the site comes with them already.
  useEffect(() => {
    if (hydrated && list.from === undefined && keptPagesOf(window.history.state, new URL(window.location.href))) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the document the server sent
  }, []);

  // Leaving a list of several pages (a story opened, Back, forward, a reload), its place is noted; brought back whole,
  // the list puts it back once the router has restored its scroll, before the page is painted (components/lists/place.ts).
  // Noted when the navigation begins, and again as the list is taken away: the router's updates are transitions, and
  // on a busy phone the story's data can arrive before React has drawn the list as "leaving", so that render is
  // dropped. React runs this cleanup before it removes the list's nodes and before the router scrolls the new page.
  const leaving = useNavigation().state !== "idle";
  const severalPages = shown.page > (source.from ?? source.page);
  useCommitEffect(() => {
    committed.current = { entry, severalPages };
  });
  useCommitEffect(
    () => () => {
      if (committed.current.severalPages) notePlace(listRef.current, committed.current.entry);
    },
    [],
  );
  useEffect(() => {
    if (!severalPages) return;
    if (leaving) notePlace(listRef.current, entry);
    const onHide = () => notePlace(listRef.current, entry);
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [leaving, severalPages, entry]);
  useCommitEffect(() => {
    // After the router's own scroll, which runs later in this same commit.
    if (list.from !== undefined) queueMicrotask(() => returnToPlace(entry));
  }, [list, entry]);

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus({ preventScroll: true });
  }, [focusId]);

  const loading = fetcher.state !== "idle";

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !shown.nextHref) return;
    event.preventDefault();
    if (loading) return;
    requested.current = shown.nextHref;
    fetcher.load(shown.nextHref);
  }

  const item = (card: NewsCard, index: number) => <NewsCardItem key={card.id} card={card} headingLevel={headingLevel} eager={index === 0} />;
  const island = kept ? LIST_ISLAND : undefined;
  return (
    <>
      {list.previousHref ? (
        <Link to={list.previousHref} rel="prev" className={styles.previous}>
          ← {t("lists.previousPage")}
        </Link>
      ) : null}
      {first ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated clicks of the cards' links, which take Enter as a click
        <ul
          key="live"
          ref={listRef}
          className={styles.grid}
          aria-label={label}
          data-island={island}
          data-restored={list.from === undefined ? undefined : ""}
          onClick={kept ? onKeptClick : undefined}
        >
          {first.map(item)}
          {shown.more.map((card) => item(card, -1))}
        </ul>
      ) : (
        // Hydrating over the server's cards: React leaves an element's inner HTML alone when it sets it itself.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated clicks of the cards' links, which take Enter as a click
        <ul
          ref={listRef}
          className={styles.grid}
          aria-label={label}
          data-island={island}
          onClick={onKeptClick}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      )}
      {/* The ref is set once the kept list is on the page; Load More's cards only exist after that. */}
      {!first && shown.more.length > 0 && listRef.current
        ? createPortal(
            shown.more.map((card) => item(card, -1)),
            listRef.current,
          )
        : null}
      {shown.nextHref ? (
        <div className={styles.pager}>
          <a
            href={shown.nextHref}
            rel="next"
            className={styles.loadMore}
            onClick={loadMore}
            aria-disabled={loading || undefined}
            data-enhanced={enhanced || undefined}
          >
            {t("lists.loadMore")}
          </a>
          <p role="status" className={styles.status}>
            {loading ? t("lists.loading") : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}
