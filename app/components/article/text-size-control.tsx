/**
 * The article's text size control (issue 29 point 10, "No way to read larger"): four steps of the reading column's
 * type, a POST form that sets the `size` cookie (app/routes/text-size.ts) and comes back to this article, at the
 * control, so it works without JavaScript and is remembered. Plain markup: what JavaScript adds (the page resized at
 * once, the cookie set in the background) is text-size-choice.ts, fetched after the page has loaded, as the offline
 * worker is; the article's first-visit JavaScript was at issue 9's 110 KB already (bench/bundle-budget.json).
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import type { loader as rootLoader } from "../../pages/root.server";
import { TEXT_SIZES } from "../../styles/text-size";
import * as styles from "./text-size-control.css";

export function TextSizeControl() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The `size` cookie as the server read it; the root reloads after a choice made with JavaScript (revalidation.ts).
  const current = useRouteLoaderData<typeof rootLoader>("root")?.textSize ?? "normal";
  return (
    <form method="post" action="/text-size" id="text-size" className={styles.form}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}#text-size`} />
      <div role="group" aria-labelledby="text-size-label">
        <span id="text-size-label">{t("articlePage.textSize")}</span>
        {TEXT_SIZES.map((size) => {
          const name = t(`articlePage.textSizes.${size}`);
          return (
            // The mark ("A+") is what shows; the name ("Large text") is what a screen reader and a tooltip say.
            <button key={size} type="submit" name="size" value={size} aria-pressed={size === current} aria-label={name} title={name}>
              {t(`articlePage.textSizeMarks.${size}`)}
            </button>
          );
        })}
      </div>
    </form>
  );
}
