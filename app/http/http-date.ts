/** The newest of some dates (ISO strings or epoch ms), as an HTTP date; null when none is valid. */
export function httpDate(...dates: ReadonlyArray<string | number | null | undefined>): string | null {
  const times = dates.map((date) => (date === null || date === undefined ? NaN : new Date(date).getTime())).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toUTCString() : null;
}
