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
 * The risky moments (UTC instants). India is UTC+5:30 all year. The seed's live stories start 4 to 12 hours
 * before the seed, so in the evening in India they are among today's headlines, and just after India's midnight
 * none is (they began the day before).
 */
export const MOMENTS = {
  "ist-2359": { at: "2026-11-30T18:29:00Z", says: "23:59 IST on 30 November: India's day changes during the run; live stories among today's headlines" },
  "ist-0005": { at: "2026-11-30T18:35:00Z", says: "00:05 IST on 1 December: a new day in India with no live story among today's headlines" },
  "utc-month-end": { at: "2026-11-30T23:59:00Z", says: "23:59 UTC on 30 November (05:29 IST on 1 December): the month changes in UTC during the run" },
  "ist-new-year": { at: "2026-12-31T18:31:00Z", says: "00:01 IST on 1 January 2027: a new year in India, still 2026 in UTC" },
  "ist-evening": { at: "2026-11-27T16:00:00Z", says: "21:30 IST: live stories among today's headlines (the hour the marquee test once failed)" },
  "ist-morning": { at: "2026-11-28T03:30:00Z", says: "09:00 IST: today's news is hours old, no live story among today's headlines" },
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
