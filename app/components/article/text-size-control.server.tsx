/**
 * The article's text size control (issue 29 point 10, "No way to read larger"): four steps of the reading column's
 * type, a POST form that sets the `size` cookie (app/routes/text-size.ts) and comes back to this article, at the
 * control, so it works without JavaScript and is remembered. Markup made on the server only (ServerMarkup in
 * app/wire/islands.tsx): what JavaScript adds (the page resized at once, the cookie set in the background) is
 * text-size-choice.ts, in the chunk every page fetches after it has loaded; the article's first-visit JavaScript is at
 * issue 9's 110 KB (bench/bundle-budget.json).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "../../i18n/translate";
import { TEXT_SIZES, type TextSize } from "../../styles/text-size";
import * as styles from "./text-size-control.css";

/** `current`: the `size` cookie as the server read it; `back`: the article's address, where the form returns. */
export function textSizeMarkup(t: TFunction, current: TextSize, back: string): string {
  return renderToStaticMarkup(
    <form method="post" action="/text-size" id="text-size" className={styles.form}>
      <input type="hidden" name="redirectTo" value={`${back}#text-size`} />
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
    </form>,
  );
}
