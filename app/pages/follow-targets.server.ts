/**
 * The Follow buttons' data (issue 30 point 1): what on a page can be followed, with the reader's state, and the
 * address the buttons come back to. The markup itself is made by components/following/follow-buttons.server.tsx,
 * which the routes pass to the loaders (pages sit below components).
 */
import { parseFollow, sameFollow, type Follow } from "../following/follows";
import { readerFollows } from "../following/reader-follows.server";
import type { Language } from "../i18n/language";
import type { TFunction } from "../i18n/translate";

/** A thing on a page that can be followed, with the reader's state: what the follow buttons are made of. */
export type FollowTarget = { kind: Follow["kind"]; id: string; name: string; following: boolean };

/** The follow buttons' markup, made by components/following/follow-buttons.server.tsx (the route passes it in). */
export type FollowMarkup = (t: TFunction, lang: Language, targets: readonly FollowTarget[], back: string) => string | null;

/** The address the reader is on (router parameters left out), where a follow form comes back to. */
export function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return `${url.pathname.replace(/\.data$/, "")}${url.search}`;
}

/**
 * The follow targets of a page, with the reader's state: what `FollowMarkup` draws. A thing that could not be followed
 * (a tag too long, or of characters no tag has) gets no button.
 */
export async function followTargets(request: Request, subjects: ReadonlyArray<Omit<FollowTarget, "following">>): Promise<FollowTarget[]> {
  const followable = subjects.filter((subject) => parseFollow(subject.kind, subject.id));
  if (followable.length === 0) return [];
  const { follows } = await readerFollows(request);
  return followable.map((subject) => ({ ...subject, following: follows.some((follow) => sameFollow(follow, subject)) }));
}
