/**
 * The article's comments section (issue 6; requirements §4 comments, §5, §6, §9). Complete from the
 * server: the list (3 most recent, or all), and for a signed-in reader real forms to comment,
 * reply and like, each a POST to the article that lands back at the comment. With JavaScript the
 * forms post through fetchers, show the result at once (optimistic) and roll back with a message
 * on failure, and new comments and like counts arrive live (docs/decisions/0012-comments.md).
 *
 * Comment text is only ever a React text child: never HTML.
 */
import { Await, useFetcher, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "../../i18n/react";
import { signInPageUrl } from "../../auth/sign-in-view";
import { commentFetcherKey, type CommentAnswer } from "../../comments/answers";
import type { CommentThread } from "../../comments/thread";
import { href, type Language } from "../../i18n/language";
import * as articleStyles from "../article/article.css";
import * as formStyles from "../common/form.css";
import { CommentForm } from "./comment-form";
import { LiveComments, ShowAllLink } from "./comment-list";
import type { ServerFailure, Viewer } from "./comment-types";
import * as styles from "./comments.css";

type SectionProps = {
  lang: Language;
  slug: string;
  viewer: Viewer;
  comments: CommentThread | null | Promise<CommentThread | null>;
  /** The action's answer to a form sent without JavaScript (the page rendered again). */
  answer: CommentAnswer | undefined;
};

export function CommentsSection({ lang, slug, viewer, comments, answer }: SectionProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Without JavaScript the action's answer; with it, the new-comment form's fetcher (kept here too,
  // so a refusal that signs the reader out still has their text after the form is gone).
  const fetched = useFetcher<CommentAnswer>({ key: commentFetcherKey("comment") }).data;
  const failed = answer && !answer.ok ? answer : fetched && !fetched.ok && !viewer.signedIn ? fetched : undefined;
  return (
    <section id="comments" aria-labelledby="comments-heading" className={articleStyles.comments} tabIndex={-1}>
      <h2 id="comments-heading">{t("articlePage.comments")}</h2>
      {viewer.signedIn ? (
        <CommentForm parentId={null} serverAnswer={failed?.intent === "comment" ? failed : undefined} />
      ) : (
        <SignedOutNotice lang={lang} back={`${pathname}#comments`} failed={failed} />
      )}
      <Suspense fallback={<ShowAllLink label={t("comments.show")} />}>
        <Await resolve={comments} errorElement={<p className={articleStyles.muted}>{t("articlePage.commentsUnavailable")}</p>}>
          {(thread) =>
            thread ? (
              <LiveComments key={slug} lang={lang} slug={slug} viewer={viewer} initial={thread} serverAnswer={failed} />
            ) : (
              <p className={articleStyles.muted}>{t("articlePage.commentsUnavailable")}</p>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/** requirements §4: anonymous readers sign in to comment, and come back here. A refused session says so, and keeps the text. */
function SignedOutNotice({ lang, back, failed }: { lang: Language; back: string; failed: ServerFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {failed?.error === "signedOut" ? (
        <p className={styles.error} role="status">
          {t("comments.errors.signedOut")}
        </p>
      ) : null}
      <p className={styles.signIn}>
        <a href={signInPageUrl(href(lang, "/signin"), back)}>{t("comments.signInToComment")}</a>
      </p>
      {failed?.text ? (
        <div className={styles.form}>
          <label htmlFor="comment-kept" className={formStyles.label}>
            {t("comments.keptText")}
          </label>
          <textarea id="comment-kept" className={formStyles.textarea} readOnly defaultValue={failed.text} />
        </div>
      ) : null}
    </>
  );
}
