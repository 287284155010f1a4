import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { hasStrings, loadStrings } from "../../i18n/load-strings";
import { CITY_PICKER_STATUS_STRINGS } from "../../i18n/namespaces";
import { useLanguage, useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import type { CityPickerData } from "../../city-preference/types";
import { href } from "../../i18n/language";
import { GEOLOCATION_TIMEOUT_MS } from "../../news/limits";
import type { clientAction } from "../../pages/city-preference";
import * as styles from "./city-picker.css";

/** Where "use my location" stands: asking the browser, asking our server, or what came of it. */
type Phase =
  | "idle"
  | "locating"
  | "sending"
  | "done"
  // requirements §8 and issue 7: each is a message, and a refusal is not an error.
  | "unsupported"
  | "denied"
  | "timeout"
  | "unavailable";

/** The status strings (CITY_PICKER_STATUS_STRINGS): not asked for, on their way, here, or not to be had. */
type StatusStrings = "idle" | "loading" | "ready" | "failed";

function geolocationPhase(error: GeolocationPositionError): Phase {
  if (error.code === error.PERMISSION_DENIED) return "denied";
  if (error.code === error.TIMEOUT) return "timeout";
  return "unavailable";
}

/**
 * The reader's city (issue 7): a "choose your city" form, a plain POST that works
 * without JavaScript (→ /city-preference → 303 back here), and with JavaScript a
 * "use my location" button (without, a link to the form in its place). The browser is asked for the position only when the
 * reader presses it (requirements §7: high accuracy, no cached position, 5 s timeout); the
 * coordinates go to our server, which answers with the nearest of our cities and
 * sets the `city` cookie. The page's data then reloads, so the home page's city
 * section follows.
 */
export function CityPicker({ data, compact = false }: { data: CityPickerData | null; compact?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const lang = useLanguage();
  const here = `${location.pathname}${location.search}`;
  const action = href(lang, "/city-preference");
  const fetcher = useFetcher<typeof clientAction>();
  const [phase, setPhase] = useState<Phase>("idle");
  // The answer already shown before this press: a new press waits for a new one.
  const previousAnswer = useRef<typeof fetcher.data>(undefined);
  const [statusStrings, setStatusStrings] = useState<StatusStrings>("idle");
  /** Asks for what the button will say, once: when the picker opens, or the reader reaches for the button. */
  const wantStatusStrings = () => {
    if (statusStrings !== "idle") return;
    if (hasStrings(lang, CITY_PICKER_STATUS_STRINGS)) {
      setStatusStrings("ready");
      return;
    }
    setStatusStrings("loading");
    loadStrings(lang, CITY_PICKER_STATUS_STRINGS).then(
      () => setStatusStrings("ready"),
      () => setStatusStrings("failed"),
    );
  };

  useEffect(() => {
    if (phase === "sending" && fetcher.state === "idle" && fetcher.data !== previousAnswer.current) setPhase("done");
  }, [phase, fetcher.state, fetcher.data]);

  if (!data) return null;

  const locate = () => {
    wantStatusStrings();
    if (phase === "locating" || phase === "sending") return;
    // Old browsers, and pages not served over https, have no geolocation (requirements §8).
    if (!navigator.geolocation) {
      setPhase("unsupported");
      return;
    }
    setPhase("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        previousAnswer.current = fetcher.data;
        setPhase("sending");
        fetcher.submit(
          {
            latitude: String(position.coords.latitude),
            longitude: String(position.coords.longitude),
            redirectTo: here,
            enhanced: "1",
          },
          { method: "post", action },
        );
      },
      (error) => setPhase(geolocationPhase(error)),
      { enableHighAccuracy: true, maximumAge: 0, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  // A status says nothing until its strings are in (they are on their way from the press, and the browser's own
  // question about the position comes first); if they cannot be had, "failed" (always on the page) says it.
  const status = (key: `cityPickerStatus.${string}`, options?: { city: string }) =>
    statusStrings === "ready" ? t(key, options) : statusStrings === "failed" ? t("cityPicker.failed") : "";
  let message = "";
  if (phase === "locating") message = status("cityPickerStatus.locating");
  else if (phase === "sending") message = status("cityPickerStatus.resolving");
  else if (phase === "done" && fetcher.data) {
    const answer = fetcher.data;
    if (answer.ok) message = status("cityPickerStatus.set", { city: answer.city.name });
    else if (answer.reason === "not-near") message = status("cityPickerStatus.notNear");
    else message = t("cityPicker.failed");
  } else if (phase !== "idle" && phase !== "done") message = status(`cityPickerStatus.${phase}`);

  const Heading = compact ? "h3" : "h2";
  const picker = (
    <section className={styles.picker} aria-labelledby="city-picker-heading">
      {/* Inside the city section's header it is a part of that section: one level down. */}
      <Heading id="city-picker-heading" className={styles.heading}>
        {t("cityPicker.heading")}
      </Heading>
      <Form method="post" action={action} className={styles.form} preventScrollReset>
        <input type="hidden" name="redirectTo" value={here} />
        <div className={styles.field}>
          <label htmlFor="city-picker-select" className={styles.label}>
            {t("cityPicker.chooseLabel")}
          </label>
          {/* Keyed by the city in force, so the choice shown follows the cookie after the page's data reloads. */}
          <select key={data.currentId ?? ""} id="city-picker-select" name="city" defaultValue={data.currentId ?? undefined} className={styles.select}>
            {data.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.submit}>
          {t("cityPicker.submit")}
        </button>
      </Form>
      {/*
        Finding the reader's position needs JavaScript: until the page's script runs (and for good without it,
        or in lite mode) a link to the list above stands in, never a button that does nothing.
      */}
      <div className={styles.locateRow}>
        {hydrated ? (
          <button
            type="button"
            className={styles.locate}
            onClick={locate}
            onFocus={wantStatusStrings}
            onPointerEnter={wantStatusStrings}
            aria-disabled={phase === "locating" || phase === "sending" ? "true" : undefined}
            aria-describedby="city-picker-privacy"
          >
            {t("cityPicker.useLocation")}
          </button>
        ) : (
          <a href="#city-picker-select" className={styles.chooseLink}>
            {t("cityPicker.chooseFromList")}
          </a>
        )}
      </div>
      {/* In the page from the start (hidden until the button is there), so nothing below moves when it comes. */}
      <p id="city-picker-privacy" className={styles.hint} data-shown={hydrated ? "true" : undefined} aria-hidden={hydrated ? undefined : "true"}>
        {t("cityPicker.privacy")}
      </p>
      {/* Present from the first render so that what it says later is announced. */}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </section>
  );
  if (!compact) return picker;
  // The home's city section (issue 3): on a phone the whole form above the stories pushed the first picture ~770px
  // down. A disclosure in the section's header opens it, with or without JavaScript.
  return (
    <details className={styles.disclosure} onToggle={(event) => event.currentTarget.open && wantStatusStrings()}>
      <summary className={styles.toggle}>{t("cityPicker.change")}</summary>
      {picker}
    </details>
  );
}
