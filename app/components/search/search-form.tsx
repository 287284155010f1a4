import { Form } from "@remix-run/react";
import type { RefObject } from "react";
import { href } from "../../i18n/language";
import { useTranslation } from "../../i18n/react";
import type { Language } from "../../i18n/language";
import * as styles from "./search-form.css";

/** The dialog's box is controlled (it searches as the reader types); the page's shows the query it answers. */
type Box = { value: string; onValueChange: (value: string) => void; inputRef?: RefObject<HTMLInputElement> } | { query: string };

/**
 * The one search form, on the results page and in the header's dialog (requirements §5, §7): a plain
 * GET form to /search. Without JavaScript the browser submits it; with it, Remix navigates, and
 * Enter in the dialog leads to the full results page.
 */
export function SearchForm({ lang, look, inputId, box }: { lang: Language; look: styles.SearchFormLook; inputId: string; box: Box }) {
  const { t } = useTranslation();
  const controlled = "value" in box;
  return (
    <Form method="get" action={href(lang, "/search")} role="search" className={styles.form[look]}>
      <div className={styles.field[look]}>
        <label htmlFor={inputId} className={styles.label}>
          {t("search.label")}
        </label>
        <input
          // A new query (a client navigation to other results) is a new box with that query in it.
          key={controlled ? undefined : box.query}
          ref={controlled ? box.inputRef : undefined}
          id={inputId}
          className={styles.input[look]}
          type="search"
          name="q"
          value={controlled ? box.value : undefined}
          defaultValue={controlled ? undefined : box.query}
          onChange={controlled ? (event) => box.onValueChange(event.target.value) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          lang={lang}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t("search.submit")}
      </button>
    </Form>
  );
}
