/**
 * Where the reader was in a list that Load More made long (issue 29 point 2): the story at the top of the window and
 * how far below the window's top it sat, kept per history entry for the tab's life (sessionStorage). The router puts
 * the scroll back as a number of pixels, but the cards that Chromium had laid out when the reader left are estimates
 * again once the list is drawn anew (content-visibility, news-list.css.ts): by the middle of three pages the same
 * number can be a screen away. After the router's scroll, the list moves that story back to where it sat.
 */
type Place = { id: string; top: number };

const storageKey = (entry: string) => `kural:list-place:${entry}`;
const CARDS = "article[aria-labelledby^='card-']";

/** Notes the first card still in sight in `list` for the history entry `entry`. */
export function notePlace(list: HTMLElement | null, entry: string): void {
  const card = [...(list?.querySelectorAll(CARDS) ?? [])].find((element) => element.getBoundingClientRect().bottom > 0);
  const id = card?.getAttribute("aria-labelledby");
  if (!card || !id) return;
  try {
    sessionStorage.setItem(storageKey(entry), JSON.stringify({ id, top: Math.round(card.getBoundingClientRect().top) } satisfies Place));
  } catch {
    // Storage refused (full, or off): the router's own scroll stands.
  }
}

/** Scrolls the card noted for `entry` back to where it sat, when it is in the list again. */
export function returnToPlace(entry: string): void {
  let place: Partial<Place> | null = null;
  try {
    place = JSON.parse(sessionStorage.getItem(storageKey(entry)) ?? "null") as Partial<Place> | null;
  } catch {
    return;
  }
  if (typeof place?.id !== "string" || typeof place.top !== "number") return;
  const card = document.querySelector(`article[aria-labelledby="${CSS.escape(place.id)}"]`);
  if (card) window.scrollBy(0, card.getBoundingClientRect().top - place.top);
}
