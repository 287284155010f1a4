import { createContext, useContext } from "react";

/** True while the page renders in lite mode (app/wire/lite.server.ts): no scripts, system fonts, pictures on a tap. */
const LiteContext = createContext(false);
export const LiteProvider = LiteContext.Provider;
export const useLite = () => useContext(LiteContext);

/** This page's URL with `lite` set to "1" or "0", other parameters kept: a plain link, loaded as a whole page. */
export function liteSwitchHref(pathname: string, search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  params.set("lite", on ? "1" : "0");
  return `${pathname}?${params}`;
}

/** In a route's `meta`: whether the root rendered this page in lite mode (then no picture is preloaded). */
export function liteInMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): boolean {
  return Boolean((matches.find((match) => match.id === "root")?.data as { lite?: boolean } | undefined)?.lite);
}
