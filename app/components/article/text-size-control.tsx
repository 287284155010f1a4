/**
 * The article's text size control (issue 29 point 10, "No way to read larger"): four steps of the reading column's
 * type, a POST form that sets the `size` cookie (app/routes/text-size.ts) and comes back to this article, so it
 * works without JavaScript and is remembered. With JavaScript the page resizes at once: the root Layout applies the
 * fetcher's pending value as `<html data-text-size>` while the cookie is set in the background, as the theme
 * toggle does.
 */
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import type { loader as rootLoader } from "../../pages/root.server";
import { parseTextSize, textSizeAttribute, TEXT_SIZES, type TextSize } from "../../styles/text-size";
import * as layout from "../common/layout.css";
import * as styles from "./text-size-control.css";

/** The key of the control's fetcher, which the root Layout reads through useTextSize. */
const TEXT_SIZE_FETCHER_KEY = "text-size";

/** Where a choice sends a reader without JavaScript back to: this article, at the control, to choose again. */
const ANCHOR = "text-size";

/** The step in force: one on its way (pending), else the answered one, else the `size` cookie's as the server read it. */
export function useTextSize(): TextSize {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher<{ size: TextSize }>({ key: TEXT_SIZE_FETCHER_KEY });
  return parseTextSize(fetcher.formData?.get("size")) ?? fetcher.data?.size ?? root?.textSize ?? "normal";
}

export function TextSizeControl() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const fetcher = useFetcher({ key: TEXT_SIZE_FETCHER_KEY });
  const current = useTextSize();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const size = parseTextSize(submitter?.value);
    if (!size) return;
    event.preventDefault();
    fetcher.submit({ size, redirectTo: here, enhanced: "1" }, { method: "post", action: "/text-size" });
    // The worker shows stored copies at the reader's size (app/offline/sw.ts).
    void import("../../offline/register").then((worker) => worker.textSizeChosen(textSizeAttribute(size) ?? null));
  };
  return (
    <form method="post" action="/text-size" id={ANCHOR} className={styles.form} onSubmit={submit}>
      <input type="hidden" name="redirectTo" value={`${here}#${ANCHOR}`} />
      <div role="group" aria-labelledby="text-size-label" className={styles.group}>
        <span id="text-size-label" className={styles.label}>
          {t("articlePage.textSize")}
        </span>
        {TEXT_SIZES.map((size) => (
          <button
            key={size}
            type="submit"
            name="size"
            value={size}
            aria-pressed={size === current}
            title={t(`articlePage.textSizes.${size}`)}
            className={styles.step}
          >
            <span aria-hidden="true" className={styles.mark[size]}>
              {t(`articlePage.textSizeMarks.${size}`)}
            </span>
            <span className={layout.visuallyHidden}>{t(`articlePage.textSizes.${size}`)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
