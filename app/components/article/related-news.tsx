import { Link } from "@remix-run/react";
import { useTranslation } from "../../i18n/react";
import * as styles from "./related-news.css";

/**
 * In the related stories' place while they are on their way (streamed): the category's own list,
 * which is all a reader without JavaScript keeps when the stories come late.
 */
export function RelatedNewsPending({ category }: { category: { name: string; href: string } | null }) {
  const { t } = useTranslation();
  if (!category) return null;
  return (
    <p className={styles.pending}>
      <Link to={category.href}>{t("articlePage.moreIn", { category: category.name })}</Link>
    </p>
  );
}
