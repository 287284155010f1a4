// The moments at which the suite is run with every process's clock moved (issue 27), and the environment that
// moves it: Debian's libfaketime, preloaded into Node, the site, the newsroom and Chromium alike. One offset from
// the real clock for every process (not libfaketime's "@" start time, which each process would restart from when
// it starts), so the test runner, the server that seeds the newsroom and the browser agree on what "now" is.
// The monotonic clock is left alone: timers and Playwright's waits keep real time.
import { existsSync } from "node:fs";

const LIBRARIES = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/faketime/libfaketime.so.1",
];

/**
 * The risky moments (UTC instants), always ahead of the real clock: Playwright cannot move a page's clock back
 * before the real time under libfaketime (tests/e2e/whats-new.e2e.ts), so a fixed date would have stopped testing
 * what the pages' own scripts do once it had passed. India is UTC+5:30 all year. The seed's live stories start 4 to
 * 12 hours before the seed, so in the evening in India they are among today's headlines, and just after India's
 * midnight none is (they began the day before).
 */
const HOUR_MS = 3_600_000;
const iso = (ms) => new Date(ms).toISOString().replace(".000Z", "Z");
/** The first instant at `hour:minute` UTC on a month's last day that is more than two hours ahead of `now`. */
function nextMonthEnd(now, hour, minute) {
  const date = new Date(now);
  for (let month = date.getUTCMonth(); ; month += 1) {
    const at = Date.UTC(date.getUTCFullYear(), month + 1, 0, hour, minute);
    if (at > now + 2 * HOUR_MS) return at;
  }
}
/** The first instant at `hour:minute` UTC more than two hours ahead of `now`. */
function nextDaily(now, hour, minute) {
  const date = new Date(now);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute);
  return today > now + 2 * HOUR_MS ? today : today + 24 * HOUR_MS;
}
const now = Date.now();
const monthEnd = nextMonthEnd(now, 18, 29);
const thisNewYearsEve = Date.UTC(new Date(now).getUTCFullYear(), 11, 31, 18, 31);
const newYearsEve = thisNewYearsEve > now + 2 * HOUR_MS ? thisNewYearsEve : Date.UTC(new Date(now).getUTCFullYear() + 1, 11, 31, 18, 31);

export const MOMENTS = {
  "ist-2359": { at: iso(monthEnd), says: "23:59 IST on a month's last day: India's day and month change during the run; live stories among today's headlines" },
  "ist-0005": { at: iso(monthEnd + 6 * 60_000), says: "00:05 IST on a month's first day: a new day in India with no live story among today's headlines" },
  "utc-month-end": {
    at: iso(monthEnd + 5.5 * HOUR_MS),
    says: "23:59 UTC on a month's last day (05:29 IST on the next): the month changes in UTC during the run",
  },
  "ist-new-year": { at: iso(newYearsEve), says: "00:01 IST on 1 January: a new year in India, still the old one in UTC" },
  "ist-evening": { at: iso(nextDaily(now, 16, 0)), says: "21:30 IST: live stories among today's headlines (the hour the marquee test once failed)" },
  "ist-morning": { at: iso(nextDaily(now, 3, 30)), says: "09:00 IST: today's news is hours old, no live story among today's headlines" },
};

/** The two riskiest, which `npm test` runs for the date-sensitive tests: either side of India's midnight. */
export const RISKIEST = ["ist-2359", "ist-0005"];

export function faketimeLibrary() {
  return LIBRARIES.find((file) => existsSync(file)) ?? null;
}

/** The environment that sets the clock of this process's children to `at` (an ISO instant) from now on. */
export function clockEnv(at) {
  const library = faketimeLibrary();
  if (!library) throw new Error("libfaketime is missing: apt-get install faketime");
  const offsetSeconds = Math.round((Date.parse(at) - Date.now()) / 1000);
  return {
    LD_PRELOAD: library,
    FAKETIME: `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: "1",
    // Read by the tests and the server's log; nothing decides anything on it.
    KURAL_CLOCK_AT: at,
  };
}

/** An environment without the moved clock, for programs libfaketime breaks (redis-server crashes under it). */
export function realClockEnv(env = process.env) {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, FAKETIME_DONT_FAKE_MONOTONIC: _monotonic, ...rest } = env;
  return rest;
}
