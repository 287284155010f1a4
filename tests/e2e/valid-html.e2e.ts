/**
 * Issue 19 §5: the HTML every page type serves passes the Nu HTML checker (vnu.jar from the npm package vnu-jar,
 * on Debian's Java 17) with no error and no warning, in English and Tamil. With JavaScript on, the page as
 * served; with JavaScript off, the lite page (`Save-Data: on`), which is what a reader without scripts on a
 * slow network is sent. "info" messages (a trailing slash on void elements, which React writes) do not count.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { offlinePageHtml } from "../../app/offline/offline-page";
import { seededLivePaths } from "./helpers/live-stories";

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

/** The first link on `listPath` whose path starts with `prefix`. */
async function firstLink(request: APIRequestContext, listPath: string, prefix: string): Promise<string> {
  const html = await (await request.get(listPath)).text();
  const escaped = prefix.replace(/[/]/g, "\\/");
  const href = new RegExp(`href="(${escaped}[^"#?]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`no ${prefix}… link on ${listPath}`);
  return href;
}

async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const paths = [
    "/",
    await firstLink(request, "/", "/news/"),
    "/city",
    "/city/chennai",
    "/state/tamil-nadu",
    "/national/india",
    "/international/world",
    "/tags",
    await firstLink(request, "/tags", "/tags/"),
    "/category-name",
    await firstLink(request, "/category-name", "/category-name/"),
    "/author",
    await firstLink(request, "/author", "/author/"),
    "/search?q=chennai",
    "/search",
    "/saved",
    "/settings",
    "/signin",
    "/about",
    "/contact",
    "/privacy-policy",
    "/no-such-page",
    // The page a reader's unusable input gets (a control character in the query): 400.
    "/search?q=admin%00",
    // A live story (issue 21): its status line, key events, updates and paging; and one whose coverage ended.
    seededLivePaths().open,
    `${seededLivePaths().open}?updates=2`,
    seededLivePaths().ended,
  ];
  return paths.flatMap((p) => [p, p === "/" ? "/tamil" : `/tamil${p}`]);
}

type VnuMessage = { type: string; subType?: string; message: string; url: string; extract?: string };

test("every page type is valid HTML (Nu HTML checker), in English and Tamil", async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const lite = testInfo.project.use.javaScriptEnabled === false;
  const dir = mkdtempSync(path.join(os.tmpdir(), "kural-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of (await pagePaths(request)).entries()) {
      const response = await request.get(pagePath, { headers: lite ? { "save-data": "on" } : {}, maxRedirects: 5 });
      expect([200, 400, 404], pagePath).toContain(response.status());
      expect(response.headers()["content-type"], pagePath).toMatch(/^text\/html/);
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, await response.body());
      files.set(`file:${file}`, pagePath);
    }
    // The offline page (issue 22) is the worker's, never the server's: as the worker writes it, in both languages and
    // themes, with stories stored and with none (tests/e2e/offline.e2e.ts shows it to a reader).
    if (!lite) {
      for (const lang of ["en", "ta"] as const) {
        const messages = lang === "ta" ? ta : en;
        const story = (path: string, title: string, storyLang: "en" | "ta") => ({ path, title, lang: storyLang, storedAt: Date.UTC(2026, 10, 25, 4, 10) });
        for (const [variant, stored] of [
          ["stories", true],
          ["none", false],
        ] as const) {
          const html = offlinePageHtml({
            lang,
            theme: stored ? "dark" : null,
            url: new URL(`http://localhost${lang === "ta" ? "/tamil" : ""}/city/madurai?page=2`),
            saved: stored ? [story("/news/rains-close-schools-1", "Rains <b>close</b> schools & colleges", "en")] : [],
            recent: stored ? [story("/tamil/news/rains-2", "மழை: பள்ளிகளுக்கு விடுமுறை", "ta"), story("/news/rains-close-schools-1", "Rains", "en")] : [],
            savedPage: variant === "none",
            strings: { ...messages.offline, siteName: messages.site.name },
            formatTime: () => "09:40",
          });
          const file = path.join(dir, `offline-${lang}-${variant}.html`);
          writeFileSync(file, html);
          files.set(`file:${file}`, `offline page (${lang}, ${variant})`);
        }
      }
    }
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...[...files.keys()].map((url) => url.slice(5))], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java runs").toBeUndefined();
    const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    const problems = messages
      .filter((message) => message.type === "error" || message.subType === "warning" || message.type === "non-document-error")
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}: ${message.type}${message.subType ? `/${message.subType}` : ""}: ${message.message} [${message.extract ?? ""}]`,
      );
    expect(problems).toEqual([]);
    // The checker really read every page.
    expect(files.size).toBeGreaterThanOrEqual(44);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
