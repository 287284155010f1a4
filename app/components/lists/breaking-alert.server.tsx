/**
 * "Alert me" beside the Breaking ticker (issue 30 point 3): a plain form that follows every breaking story and takes
 * the reader to the Following page's alerts, where a tap asks the browser's permission (never here, on a page load).
 * The same markup for every reader, so the home page's shared caches hold it. Markup made on the server only
 * (decision 0044): the ticker shows it inside its island, and none of this is in the home page's JavaScript.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ALL_BREAKING } from "../../following/follows";
import { FOLLOW_FIELDS } from "../../following/form-fields";
import { href, type Language } from "../../i18n/language";
import type { TFunction } from "../../i18n/translate";
import * as styles from "./breaking-alert.css";

export function breakingAlertMarkup(lang: Language, t: TFunction): string {
  return renderToStaticMarkup(
    <form method="post" action={href(lang, "/follow")} id="alert-me-breaking" className={styles.alert}>
      <input type="hidden" name={FOLLOW_FIELDS.kind} value={ALL_BREAKING.kind} />
      <input type="hidden" name={FOLLOW_FIELDS.id} value={ALL_BREAKING.id} />
      <input type="hidden" name={FOLLOW_FIELDS.intent} value="follow" />
      <input type="hidden" name={FOLLOW_FIELDS.back} value={`${href(lang, "/following")}#alerts`} />
      <button type="submit" aria-label={t("home.breakingAlertMeLabel")}>
        {t("home.breakingAlertMe")}
      </button>
    </form>,
  );
}
