import { describe, expect, it } from "vitest";
import { loader as localesLoader } from "../routes/locales";
import { en } from "./locales/en";
import { ta } from "./locales/ta";
import { pageStrings, pickStrings, SHELL_STRINGS, wholeNamespaces } from "./namespaces";
import { messagesFor } from "./resources";
import { STRINGS_VERSION } from "./strings-version.server";

describe("pageStrings: the strings each kind of page brings beyond the shell's", () => {
  it.each([
    ["/", ["home", "homeSections", "article", "cards", "cityPicker"]],
    ["/tamil", ["home", "homeSections", "article", "cards", "cityPicker"]],
    ["/news/chennai-rains-12", ["article", "articlePage", "engagement", "comments", "live"]],
    ["/tamil/city/chennai/news/chennai-rains-12", ["article", "articlePage", "engagement", "comments", "live"]],
    ["/tags/%E0%AE%AE/news/x-3", ["article", "articlePage", "engagement", "comments", "live"]],
    ["/city", ["lists", "article", "cards", "cityPicker"]],
    ["/tamil/city/madurai", ["lists", "article", "cards"]],
    ["/state/tamil-nadu", ["lists", "article", "cards"]],
    ["/search", ["lists", "article", "cards", "search", "searchStatus"]],
    ["/tamil/signin", ["signIn"]],
    ["/saved", ["lists", "article", "cards", "engagement"]],
    ["/contact", ["staticPage", "contactForm"]],
    ["/tamil/privacy-policy", ["staticPage"]],
    ["/no/such/page", []],
  ])("%s", (path, expected) => {
    expect(pageStrings(path)).toEqual(expected);
  });

  it("names only namespaces that exist", () => {
    const names = new Set(Object.keys(en));
    for (const path of ["/", "/news/a-1", "/city", "/search", "/signin", "/saved", "/contact", "/about"]) {
      for (const ns of pageStrings(path)) expect(names.has(ns)).toBe(true);
    }
    for (const part of SHELL_STRINGS) expect(names.has(part.split(".")[0]!)).toBe(true);
  });
});

describe("pickStrings", () => {
  it("takes whole namespaces and single keys, in the page's language only", () => {
    const picked = pickStrings(ta, ["site", "signIn.signingOut"]);
    expect(picked).toEqual({ site: ta.site, signIn: { signingOut: ta.signIn.signingOut } });
    expect(wholeNamespaces(["site", "signIn.signingOut"])).toEqual(["site"]);
  });

  it("a whole namespace wins over a single key of it, in either order", () => {
    expect(pickStrings(en, ["signIn.signingOut", "signIn"]).signIn).toBe(en.signIn);
    expect(pickStrings(en, ["signIn", "signIn.signingOut"]).signIn).toBe(en.signIn);
  });

  it("the home page's strings are a fraction of all of them", () => {
    const home = JSON.stringify(messagesFor("ta", [...SHELL_STRINGS, ...pageStrings("/tamil")]));
    const all = JSON.stringify(messagesFor("ta"));
    expect(home.length).toBeLessThan(all.length / 2);
    expect(home).not.toContain(ta.contactForm.send);
  });
});

describe("/locales/{lang}/{namespaces}", () => {
  const call = (lang: string, namespaces: string, version = STRINGS_VERSION) =>
    localesLoader({ params: { lang, namespaces }, request: new Request(`http://x/locales/${lang}/${namespaces}?v=${version}`), context: {} } as never);

  it("answers the namespaces asked for, cacheable for a year at the current version", async () => {
    const response = call("ta", "search+searchDialog");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ search: ta.search, searchDialog: ta.searchDialog });
    expect(response.headers.get("Cache-Control")).toContain("immutable");
  });

  it("an old version gets today's strings, briefly cached", () => {
    expect(call("en", "signIn", "old").headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it.each([
    ["fr", "signIn"],
    ["en", "signIn+nope"],
    ["en", "__proto__"],
    ["en", "constructor"],
    ["en", ""],
    ["ta", "../en"],
  ])("%s/%s is a 404", (lang, namespaces) => {
    expect(call(lang, namespaces).status).toBe(404);
  });
});
