import { useTranslation } from "react-i18next";
import * as styles from "./layout.css";

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>{t("site.tagline")}</p>
      <p>{t("footer.copyright", { year })}</p>
    </footer>
  );
}
