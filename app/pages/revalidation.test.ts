import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { markStrings } from "../i18n/load-strings";
import { pageStrings } from "../i18n/namespaces";
import { articleRevalidation, listRevalidation, pageRevalidation, reloadsForStringsAlone, rootRevalidation } from "./revalidation";

const base = "http://localhost";
function args(current: string, next: string, form: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(current, base),
    nextUrl: new URL(next, base),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...form,
  } as ShouldRevalidateFunctionArgs;
}
const post = (formAction: string, fields: Record<string, string> = {}, actionResult?: unknown): Partial<ShouldRevalidateFunctionArgs> => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return { formMethod: "POST", formAction, formData, actionResult };
};

describe("the revalidation policy", () => {
  it("no page reloads for the theme switch; home and sign-in reload otherwise as Remix would", () => {
    for (const policy of [pageRevalidation, articleRevalidation, rootRevalidation, listRevalidation]) {
      expect(policy(args("/city/chennai", "/city/chennai", post("/theme")))).toBe(false);
    }
    expect(pageRevalidation(args("/", "/", post("/city-preference")))).toBe(true);
  });

  it("a text size chosen with JavaScript reloads the root alone, which carries the size to later pages (issue 29 point 10)", () => {
    const choice = post("/text-size", { size: "larger", enhanced: "1" });
    for (const policy of [pageRevalidation, articleRevalidation, listRevalidation]) expect(policy(args("/news/a-1", "/news/a-1", choice))).toBe(false);
    expect(rootRevalidation(args("/news/a-1", "/news/a-1", choice))).toBe(true);
  });

  it("a list keeps its cards after any form posted from it, and reloads on a link", () => {
    expect(listRevalidation(args("/tags/rain", "/tags/rain", post("/signin")))).toBe(false);
    expect(listRevalidation(args("/tags/rain", "/tags/rain?page=2"))).toBe(true);
  });

  it("the article shows its likes, saves and comments' answers itself, unless the session was refused", () => {
    expect(articleRevalidation(args("/news/a-1", "/news/a-1", post("/news/a-1/like")))).toBe(false);
    const comment = { intent: "comment", enhanced: "1", comment: "hi" };
    expect(articleRevalidation(args("/news/a-1", "/news/a-1", post("/news/a-1", comment, { ok: true })))).toBe(false);
    expect(articleRevalidation(args("/news/a-1", "/news/a-1", post("/news/a-1", comment, { ok: false, signedOut: true })))).toBe(true);
  });

  it("the root reloads for another language, a form, or strings the browser lacks, and not for a link within them", () => {
    expect(rootRevalidation(args("/", "/tamil", {}))).toBe(true);
    expect(rootRevalidation(args("/", "/", post("/signin")))).toBe(true);
    markStrings("en", pageStrings("/news/a-1"));
    expect(rootRevalidation(args("/", "/news/a-1"))).toBe(false);
    expect(rootRevalidation(args("/", "/search?q=rain"))).toBe(true);
  });

  it("the root reloads for strings alone only for a page in the language on screen whose strings the browser lacks", () => {
    markStrings("ta", pageStrings("/tamil/news/a-1"));
    expect(reloadsForStringsAlone("ta", new URL("/tamil/search?q=x", base))).toBe(true);
    // Another language is a whole new shell, from the server.
    expect(reloadsForStringsAlone("en", new URL("/tamil/search?q=x", base))).toBe(false);
    expect(reloadsForStringsAlone("ta", new URL("/search?q=x", base))).toBe(false);
    // Strings already here: nothing to reload.
    expect(reloadsForStringsAlone("ta", new URL("/tamil/news/b-2", base))).toBe(false);
  });
});
