import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/react";
import * as styles from "./save-edition.css";

/**
 * "Save today's edition" (issue 29 point 6): before a journey, the reader keeps the front page and its top stories,
 * with their pictures, to read offline. It needs the offline worker, so JavaScript: the button and its progress are
 * brought to life by the worker's page side (app/offline/register.ts, a chunk loaded after the page, outside the first
 * visit's budget), which says its progress in the words given here. Without JavaScript, or with no worker (lite, the
 * data saver), nothing shows (save-edition.css.ts).
 */
export function SaveEdition() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element) void import("../../offline/register").then((worker) => worker.offerEdition(element));
  }, []);
  const words = { saving: t("home.editionSaving"), saved: t("home.editionSaved"), failed: t("home.editionFailed") };
  return (
    <div ref={ref} id="edition" className={styles.edition} hidden data-words={JSON.stringify(words)}>
      {/* Enabled by register.ts once there is a worker to ask. */}
      <button type="button" disabled>
        {t("home.editionSave")}
      </button>
      <p role="status">{t("home.editionHint")}</p>
    </div>
  );
}
