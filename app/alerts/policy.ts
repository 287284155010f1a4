/**
 * When an alert may go to a reader (issue 30 point 3): alerts are few, wanted and reliable, or readers switch them
 * off. One per reader per story; at most `perDay` a day (India's day); none in the reader's quiet hours (India's
 * time), 22:00 to 07:00 unless the reader changes them on the Following page. An alert held back by quiet hours or
 * the cap is not sent later: by morning the news is on the front page.
 */
import { istDay } from "../news/headlines";

export type AlertSettings = {
  /** Alerts a day at most, 1 to 10. */
  perDay: number;
  /** Quiet hours on or off, and their span in minutes after India's midnight (from > to spans midnight). */
  quiet: boolean;
  quietFrom: number;
  quietTo: number;
};

/** Browsers (push subscriptions) one reader may have alerts on at once (issue 30 point 6): a phone, a laptop, a few more. */
export const ALERT_SUBSCRIPTION_CAP = 5;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { perDay: 4, quiet: true, quietFrom: 22 * 60, quietTo: 7 * 60 };
const MAX_ALERTS_PER_DAY = 10;

const IST_OFFSET_MINUTES = 330;

/** Minutes after India's midnight at `now`. */
export function minutesInIndia(now: number): number {
  const minutes = Math.floor(now / 60_000) + IST_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** India's calendar day at `now` (YYYY-MM-DD): the day the daily cap counts in. */
export const alertDay = (now: number): string => istDay(now);

export function inQuietHours(settings: AlertSettings, now: number): boolean {
  if (!settings.quiet || settings.quietFrom === settings.quietTo) return false;
  const minute = minutesInIndia(now);
  return settings.quietFrom < settings.quietTo
    ? minute >= settings.quietFrom && minute < settings.quietTo
    : minute >= settings.quietFrom || minute < settings.quietTo;
}

export type AlertDecision = "send" | "duplicate" | "cap" | "quiet";

/** `sentToday`: alerts this reader was sent on India's day of `now`; `alreadySent`: this story's alert went to them. */
export function decideAlert({
  settings,
  sentToday,
  alreadySent,
  now,
}: {
  settings: AlertSettings;
  sentToday: number;
  alreadySent: boolean;
  now: number;
}): AlertDecision {
  if (alreadySent) return "duplicate";
  if (inQuietHours(settings, now)) return "quiet";
  if (sentToday >= settings.perDay) return "cap";
  return "send";
}

/** Settings as a reader's form sends them ("22:00"), checked; null when a value is not one. */
export function parseAlertSettings(form: { perDay?: unknown; quiet?: unknown; quietFrom?: unknown; quietTo?: unknown }): AlertSettings | null {
  const perDay = Number(form.perDay);
  const time = (value: unknown) => {
    const match = typeof value === "string" ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value) : null;
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const [quietFrom, quietTo] = [time(form.quietFrom), time(form.quietTo)];
  if (!Number.isInteger(perDay) || perDay < 1 || perDay > MAX_ALERTS_PER_DAY || quietFrom === null || quietTo === null) return null;
  return { perDay, quiet: form.quiet === "on" || form.quiet === true, quietFrom, quietTo };
}

/** "22:00" for a form's time field. */
export const clockTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
