// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { ta } from "../i18n/locales/ta";
import { offlinePageHtml, type OfflinePageInput } from "./offline-page";

const input = (overrides: Partial<OfflinePageInput> = {}): OfflinePageInput => ({
  lang: "en",
  theme: null,
  url: new URL("http://localhost/city/madurai?page=2"),
  saved: [{ path: "/news/a-1", title: "Rains <b>close</b> schools", lang: "en", storedAt: 0 }],
  recent: [
    { path: "/news/a-1", title: "Rains <b>close</b> schools", lang: "en", storedAt: 0 },
    { path: "/tamil/news/b-2", title: "மழை", lang: "ta", storedAt: 0 },
  ],
  savedPage: false,
  strings: { ...en.offline, siteName: en.site.name },
  formatTime: () => "09:40",
  ...overrides,
});

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the offline page", () => {
  it("says so in the page's language, with landmarks, a heading and a real button that asks for the same URL again", () => {
    const document = parse(offlinePageHtml(input({ lang: "ta", strings: { ...ta.offline, siteName: ta.site.name } })));
    expect(document.documentElement.lang).toBe("ta");
    expect(document.querySelector("header")).not.toBeNull();
    expect(document.querySelector("main h1")?.textContent).toBe(ta.offline.title);
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/city/madurai");
    expect(form.querySelector('input[name="page"]')?.getAttribute("value")).toBe("2");
    expect(form.querySelector("button")?.textContent).toBe(ta.offline.tryAgain);
  });

  it("lists the saved and recent stories once each, escaped, marking another language's", () => {
    const document = parse(offlinePageHtml(input()));
    const links = [...document.querySelectorAll("main a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/news/a-1", "/tamil/news/b-2"]);
    expect(links[0]!.textContent).toBe("Rains <b>close</b> schools");
    expect(links[1]!.getAttribute("lang")).toBe("ta");
    expect(document.querySelector("#offline-saved")?.textContent).toBe(en.offline.saved);
  });

  it("follows the reader's theme, and says when nothing is stored", () => {
    const document = parse(offlinePageHtml(input({ theme: "dark", saved: [], recent: [], savedPage: true })));
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    expect(document.querySelector("h1")?.textContent).toBe(en.offline.savedTitle);
    expect(document.querySelector("main")?.textContent).toContain(en.offline.none);
    expect(document.querySelectorAll("main a")).toHaveLength(0);
  });
});
