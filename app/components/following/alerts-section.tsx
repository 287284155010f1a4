import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import type { TurnOnResult } from "../../alerts/turn-on.client";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import { useHydrated } from "../../wire/hydrated";
import * as form from "../common/form.css";
import * as styles from "./following-page.css";

export type AlertsData = {
  /** Browsers with alerts on for this reader. */
  on: number;
  perDay: number;
  quiet: boolean;
  /** "22:00", India's time. */
  quietFrom: string;
  quietTo: string;
  /** The server's VAPID public key: what the browser subscribes with (the private key never leaves the server). */
  publicKey: string;
  /** The settings were just saved (the form's 303 says so). */
  saved: boolean;
};

/**
 * The Following page's Alerts (issue 30 point 3). "Alert me" needs JavaScript (a push subscription is made by the
 * browser's script), so it is shown only once the page has hydrated; until then, and for good without JavaScript, the
 * reader is told alerts need it instead, and no control that cannot work is shown. The code that asks permission and subscribes is fetched on the tap
 * (app/alerts/turn-on.client.ts): the permission prompt follows the tap, never a page load. "Stop alerts" and the
 * settings are plain forms (POST → 303 → GET), which work either way.
 */
export function AlertsSection({ lang, alerts }: { lang: Language; alerts: AlertsData }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TurnOnResult | null>(null);

  const turnOn = async () => {
    setBusy(true);
    setResult(null);
    const { turnOnAlerts } = await import("../../alerts/turn-on.client");
    const answer = await turnOnAlerts({ publicKey: alerts.publicKey, action: href(lang, "/alerts/subscribe") });
    setResult(answer);
    setBusy(false);
    if (answer === "on") revalidator.revalidate();
  };

  return (
    <section id="alerts" aria-labelledby="alerts-heading" className={styles.section}>
      <h2 id="alerts-heading" className={styles.sectionHeading}>
        {t("following.alerts.heading")}
      </h2>
      <p className={styles.how}>{t("following.alerts.explain")}</p>
      <p className={styles.how} id="alerts-state">
        {alerts.on > 0 ? t("following.alerts.onHere", { count: alerts.on }) : t("following.alerts.off")}
      </p>
      {/* Until the page hydrates (and for good without JavaScript) the reader is told why there is no button. */}
      <p className={styles.how} hidden={hydrated}>
        {t("following.alerts.needsJavaScript")}
      </p>
      <button type="button" className={styles.button} hidden={!hydrated} disabled={busy} aria-describedby="alerts-state" onClick={() => void turnOn()}>
        {busy ? t("following.alerts.turningOn") : t("following.alerts.turnOn")}
      </button>
      <p role="status" className={styles.note}>
        {result ? t(`following.alerts.result.${result}`) : ""}
      </p>
      {alerts.on > 0 ? (
        <form method="post" action={href(lang, "/alerts/unsubscribe")} className={styles.alertsStop}>
          <button type="submit" className={styles.button} aria-describedby="alerts-stop-note">
            {t("following.alerts.stop")}
          </button>
          <p id="alerts-stop-note" className={styles.note}>
            {t("following.alerts.stopNote")}
          </p>
        </form>
      ) : null}
      <form method="post" action={href(lang, "/alerts/settings")} className={form.form}>
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t("following.alerts.settingsHeading")}</legend>
          <div className={form.field}>
            <label htmlFor="alerts-per-day" className={form.label}>
              {t("following.alerts.perDay")}
            </label>
            <input id="alerts-per-day" name="perDay" type="number" min={1} max={10} step={1} required defaultValue={alerts.perDay} className={form.input} />
          </div>
          <div className={styles.checkRow}>
            <input id="alerts-quiet" name="quiet" type="checkbox" defaultChecked={alerts.quiet} className={styles.check} />
            <label htmlFor="alerts-quiet">{t("following.alerts.quiet")}</label>
          </div>
          <div className={styles.times}>
            <div className={form.field}>
              <label htmlFor="alerts-quiet-from" className={form.label}>
                {t("following.alerts.quietFrom")}
              </label>
              <input
                id="alerts-quiet-from"
                name="quietFrom"
                type="time"
                required
                defaultValue={alerts.quietFrom}
                className={form.input}
                aria-describedby="alerts-quiet-note"
              />
            </div>
            <div className={form.field}>
              <label htmlFor="alerts-quiet-to" className={form.label}>
                {t("following.alerts.quietTo")}
              </label>
              <input
                id="alerts-quiet-to"
                name="quietTo"
                type="time"
                required
                defaultValue={alerts.quietTo}
                className={form.input}
                aria-describedby="alerts-quiet-note"
              />
            </div>
          </div>
          <p id="alerts-quiet-note" className={form.hint}>
            {t("following.alerts.quietNote")}
          </p>
          <button type="submit" className={form.button}>
            {t("following.alerts.save")}
          </button>
          {alerts.saved ? (
            <p role="status" className={styles.note}>
              {t("following.alerts.saved")}
            </p>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}
