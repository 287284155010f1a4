import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./city-chooser.css";

/**
 * Which city's news the home page shows first (spec §2): a plain form posting to
 * /city-choice, which keeps the choice in the `city` cookie and comes back here.
 * Works the same with JavaScript (a Remix navigation) and without.
 */
export function CityChooser({ selected, options }: { selected: string | null; options: { slug: string; name: string }[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/city-choice";
  return (
    <Form method="post" action="/city-choice" className={styles.form}>
      <input type="hidden" name="redirectTo" value={pathname} />
      <label className={styles.label}>
        {t("homeSections.yourCity")}{" "}
        <select name="city" defaultValue={selected ?? undefined} className={styles.select}>
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
        {t("homeSections.showCity")}
      </button>
    </Form>
  );
}
