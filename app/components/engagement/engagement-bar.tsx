import { Await, useFetcher, useLocation } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { engagementActionPath, ENHANCED_FIELD, fetcherKey, type EngagementAnswer, type EngagementKind } from "../../engagement/actions";
import { useLiveCommentCount } from "../comments/live-count";
import { href, type Language } from "../../i18n/language";
import { useOfflineCopy } from "../../offline/use-offline-copy";
import { ActionIcon } from "./action-icon";
import { nextBarHidden } from "./bar-visibility";
import * as styles from "./engagement-bar.css";
import { canShareNatively, nativeShare } from "../article/share-links";

const INTENT = { like: { on: "like", off: "unlike" }, save: { on: "save", off: "unsave" } } as const;

/**
 * The reader's like or save of an article, as every form showing it sees it:
 * while a submission is on its way, what it asks for (optimistic); then the
 * action's answer; else what the page was rendered with. A failed answer falls
 * back to the rendered state (rolled back) and says so.
 */
function useReaderChoice(kind: EngagementKind, articleId: string, rendered: boolean) {
  const fetcher = useFetcher<EngagementAnswer>({ key: fetcherKey(kind, articleId) });
  const intent = fetcher.formData?.get("intent");
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const on = typeof intent === "string" ? intent === INTENT[kind].on : answer?.ok ? answer.on : rendered;
  return { fetcher, on, failed: answer?.ok === false };
}

/**
 * A like or save toggle: a real form (POST → 303 back here, JavaScript or not).
 * With JavaScript it posts through the shared fetcher with `enhanced=1` and the
 * button changes at once.
 */
function ChoiceForm({
  kind,
  lang,
  slug,
  articleId,
  rendered,
  label,
  count,
  countText,
}: {
  kind: EngagementKind;
  lang: Language;
  slug: string;
  articleId: string;
  rendered: boolean;
  label: string;
  count?: number;
  countText?: string;
}) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const { fetcher, on } = useReaderChoice(kind, articleId, rendered);
  return (
    <fetcher.Form method="post" action={engagementActionPath(lang, slug, kind)} className={styles.form}>
      <input type="hidden" name="intent" value={on ? INTENT[kind].off : INTENT[kind].on} />
      <input type="hidden" name="returnTo" value={`${pathname}#engagement`} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <button type="submit" className={styles.action} aria-pressed={on} data-kind={kind}>
        <ActionIcon name={kind === "like" ? "heart" : "bookmark"} filled={on} className={styles.icon} />
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {count !== undefined ? (
            <>
              <span className={styles.count} aria-hidden="true" data-count={count}>
                {count}
              </span>
              <span className={styles.hidden}>, {countText}</span>
            </>
          ) : null}
        </span>
      </button>
    </fetcher.Form>
  );
}

function CommentCount({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true" data-comment-count={count}>
        {count}
      </span>
      <span className={styles.hidden}>, {t("articlePage.commentCount", { count })}</span>
    </>
  );
}

/**
 * With JavaScript (requirements §2): hidden while the reader scrolls down past 300 px,
 * back on scrolling up or near the top; never while it rests at the end of the
 * article (there it is part of the page, not floating over it).
 */
function useHideOnScroll(rest: React.RefObject<HTMLElement>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    let atRest = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // The updater runs later, during render: it gets this scroll's values, not the variables.
      const from = previousY;
      const resting = atRest;
      previousY = y;
      setHidden((was) => !resting && nextBarHidden(from, y, was));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const observer =
      rest.current && "IntersectionObserver" in window
        ? new IntersectionObserver(([entry]) => {
            atRest = Boolean(entry?.isIntersecting);
            if (atRest) setHidden(false);
          })
        : null;
    if (observer && rest.current) observer.observe(rest.current);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [rest]);
  return hidden;
}

/**
 * The sticky bottom engagement bar (requirements §2): Like (with the count), Comment,
 * Share, Save. On phones it is the mobile action bar: the same four, icons over
 * short labels. Without JavaScript it stays at the bottom of the screen and its
 * buttons are forms and links; "Share" goes to the share links at the top of the
 * article. With JavaScript it hides on scrolling down, and "Share" opens the
 * phone's share sheet where there is one.
 */
export function EngagementBar({
  lang,
  articleId,
  slug,
  title,
  shareUrl,
  likesCount,
  choices,
  commentCount,
}: {
  lang: Language;
  articleId: string;
  slug: string;
  title: string;
  shareUrl: string;
  /** The upstream's count, without this reader's like. */
  likesCount: number;
  choices: { liked: boolean; saved: boolean };
  /** Known, or still on its way (streamed). */
  commentCount: number | null | Promise<number | null>;
}) {
  const { t } = useTranslation();
  const rest = useRef<HTMLDivElement>(null);
  const hidden = useHideOnScroll(rest);
  const like = useReaderChoice("like", articleId, choices.liked);
  const save = useReaderChoice("save", articleId, choices.saved);
  const likes = likesCount + (like.on ? 1 : 0);
  // Copies to read offline follow what the reader read and saved (issue 22).
  const saveAnswer = save.fetcher.state === "idle" ? save.fetcher.data : undefined;
  useOfflineCopy(href(lang, `/news/${slug}`), save.on, save.fetcher.state === "idle" && !save.failed, saveAnswer?.ok === true && saveAnswer.on);
  // Once the comments list is on the page, its count (live comments included) is the one shown here.
  const liveCommentCount = useLiveCommentCount(slug);

  function share(event: MouseEvent<HTMLAnchorElement>) {
    if (!canShareNatively()) return;
    event.preventDefault();
    nativeShare(title, shareUrl);
  }

  return (
    <>
      <section id="engagement" aria-label={t("engagement.barLabel")} className={styles.bar} data-hidden={hidden ? "true" : undefined}>
        <ul className={styles.actions}>
          <li>
            <ChoiceForm
              kind="like"
              lang={lang}
              slug={slug}
              articleId={articleId}
              rendered={choices.liked}
              label={t("engagement.like")}
              count={likes}
              countText={t("engagement.likeCount", { count: likes })}
            />
          </li>
          <li>
            <a href="#comments" className={styles.action}>
              <ActionIcon name="comment" className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.label}>{t("engagement.comment")}</span>
                {liveCommentCount !== null ? (
                  <CommentCount count={liveCommentCount} />
                ) : (
                  <Suspense fallback={null}>
                    <Await resolve={commentCount} errorElement={null}>
                      {(count) => <CommentCount count={count} />}
                    </Await>
                  </Suspense>
                )}
              </span>
            </a>
          </li>
          <li>
            <a href="#share" className={styles.action} onClick={share}>
              <ActionIcon name="share" className={styles.icon} />
              <span className={styles.label}>{t("engagement.share")}</span>
            </a>
          </li>
          <li>
            <ChoiceForm kind="save" lang={lang} slug={slug} articleId={articleId} rendered={choices.saved} label={t("engagement.save")} />
          </li>
        </ul>
        <p role="status" className={styles.status}>
          {like.failed ? t("engagement.likeFailed") : save.failed ? t("engagement.saveFailed") : ""}
        </p>
      </section>
      {/* Where the bar rests at the end of the article: while this is on screen the bar never hides. */}
      <div ref={rest} className={styles.rest} aria-hidden="true" />
    </>
  );
}
