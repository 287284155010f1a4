/**
 * The Follow buttons (issue 30 point 1) of a city, category, tag or author page and of an article (its city, category,
 * author, and a live story itself): one POST form per thing (app/routes/follow.ts), that comes back to this page at
 * the form pressed (its id is the fragment), so it works without JavaScript. Markup made on the server only
 * (decision 0044; ServerMarkup in app/wire/islands.tsx): it adds nothing to a page's first-visit JavaScript. What it
 * shows depends on the reader's follows, so every cache in front of it keys on them (docs/decisions/0045).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { FOLLOW_FIELDS, followFormId } from "../../following/form-fields";
import { href, type Language } from "../../i18n/language";
import type { TFunction } from "../../i18n/translate";
import type { FollowTarget } from "../../pages/follow-targets.server";
import * as styles from "./follow-buttons.css";

/** The id of a live story's "Alert me" form. */
const ALERT_ME_ID = "alert-me";

export function followMarkup(t: TFunction, lang: Language, targets: readonly FollowTarget[], back: string): string | null {
  if (targets.length === 0) return null;
  const live = targets.find((target) => target.kind === "live");
  return renderToStaticMarkup(
    <div className={styles.follow}>
      {targets.map((target) => {
        const id = followFormId(target.kind);
        const state = target.following ? "following" : "follow";
        return (
          <form key={id} method="post" action={href(lang, "/follow")} id={id}>
            <input type="hidden" name={FOLLOW_FIELDS.kind} value={target.kind} />
            <input type="hidden" name={FOLLOW_FIELDS.id} value={target.id} />
            <input type="hidden" name={FOLLOW_FIELDS.intent} value={target.following ? "unfollow" : "follow"} />
            <input type="hidden" name={FOLLOW_FIELDS.back} value={`${back}#${id}`} />
            <button type="submit" aria-pressed={target.following}>
              {t(`following.${state}.${target.kind}`, { name: target.name })}
              {target.following ? <span aria-hidden="true">✓</span> : null}
            </button>
          </form>
        );
      })}
      {live ? (
        // "Alert me" on a live story (issue 30 point 3): it follows the story (or keeps it followed) and takes the reader
        // to the Following page's alerts, where a tap on "Alert me" asks the browser's permission. Never asked here, on
        // a page load, and the same markup for every reader (nothing of theirs in it).
        <form method="post" action={href(lang, "/follow")} id={ALERT_ME_ID}>
          <input type="hidden" name={FOLLOW_FIELDS.kind} value="live" />
          <input type="hidden" name={FOLLOW_FIELDS.id} value={live.id} />
          <input type="hidden" name={FOLLOW_FIELDS.intent} value="follow" />
          <input type="hidden" name={FOLLOW_FIELDS.back} value={`${href(lang, "/following")}#alerts`} />
          <button type="submit">{t("following.alertMeLive")}</button>
        </form>
      ) : null}
      <a href={href(lang, "/following")}>{t("following.pageLink")}</a>
    </div>,
  );
}
