/**
 * Issue 9 "Streaming": the headline is flushed before related articles are fetched. The
 * related-news call is made slow (4 s, the newsroom's fault injection); the test records,
 * in one sequence, when the site's upstream calls start and are answered and when the first
 * chunk holding the <h1> reaches the reader, and asserts their ORDER: the headline arrived
 * while the related-news request was still pending. No timing is asserted.
 */
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createGunzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, spawnSite, waitForHealth } from "../../bench/site.mjs";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { freePort, PRODUCT_KEY, recordingProxy, requireBuild, startNewsroom, tick } from "./helpers";

const RELATED = /^\/news-svc\/api\/v1\/news\?/;

let stopNewsroom: () => Promise<void>;
let newsroom: Awaited<ReturnType<typeof startNewsroom>>["newsroom"];
let proxy: Awaited<ReturnType<typeof recordingProxy>>;
let site: ChildProcess;
let origin: string;

beforeAll(async () => {
  requireBuild(ROOT);
  ({ newsroom, close: stopNewsroom } = await startNewsroom());
  proxy = await recordingProxy(newsroom.url);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = spawnSite({
    port,
    legacyUrl: `${proxy.url}/api`,
    mediaUrl: proxy.url,
    productKey: PRODUCT_KEY,
    sessionSecret: "streaming-test-session-secret-0123456789abcdef",
    // The related news is held 4 s (below), within a deadline that leaves it time to answer.
    env: { REDIS_URL: "", UPSTREAM_TIMEOUT_MS: "8000", PAGE_BUDGET_MS: "9000" },
    stdio: "ignore",
  });
  await waitForHealth(origin, site);
});

afterAll(async () => {
  newsroom?.setFault(null);
  if (site && site.exitCode === null) {
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
  }
  await proxy?.close();
  await stopNewsroom?.();
});

type Read = { events: Array<{ at: number; what: "h1" | "end" }>; html: string };

/** Reads a page as a browser on a slow phone would, decompressing as bytes arrive. */
function readPage(url: string, encoding: "gzip" | "identity"): Promise<Read> {
  return new Promise((resolve, reject) => {
    const events: Read["events"] = [];
    let html = "";
    const req = request(
      url,
      { headers: { "accept-encoding": encoding, accept: "text/html", "user-agent": "Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile" } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const body = res.headers["content-encoding"] === "gzip" ? res.pipe(createGunzip()) : res;
        body.setEncoding("utf8");
        body.on("data", (chunk: string) => {
          html += chunk;
          if (!events.some((event) => event.what === "h1") && /<h1[\s>]/.test(html)) events.push({ at: tick(), what: "h1" });
        });
        body.once("end", () => {
          events.push({ at: tick(), what: "end" });
          resolve({ events, html });
        });
        body.once("error", reject);
      },
    );
    req.once("error", reject);
    req.end();
  });
}

async function articleWithCategory(skip: number, prefix = ""): Promise<{ id: number; path: string; title: string }> {
  const row = newsroom.db
    .prepare(
      `SELECT a.id AS id, t.title_en AS title FROM articles a JOIN article_texts t ON t.id = a.id
       WHERE a.category_id IS NOT NULL ORDER BY a.published_ms DESC LIMIT 1 OFFSET ?`,
    )
    .get(skip) as { id: number; title: string };
  // The site answers a made-up slug with a 301 to the real one; that also warms the page's shell.
  const answer = await fetch(`${origin}${prefix}/news/x-${row.id}`, { redirect: "manual" });
  expect(answer.status).toBe(301);
  return { id: row.id, path: new URL(answer.headers.get("location") ?? "", origin).pathname, title: row.title };
}

/** What stands in for the related stories while they come, and their heading, in each language (app/i18n/locales). */
const RELATED_TEXT = {
  en: { prefix: "", more: new RegExp(en.articlePage.moreIn.replace("{{category}}", "[^<]+")), heading: en.articlePage.related },
  ta: { prefix: "/tamil", more: new RegExp(ta.articlePage.moreIn.replace("{{category}}", "[^<]+")), heading: ta.articlePage.related },
};

describe("streaming: the headline before the related news", () => {
  const cases = [
    ["gzip", "en"],
    ["identity", "en"],
    ["gzip", "ta"],
  ] as const;
  for (const [index, [encoding, lang]] of cases.entries()) {
    it(`the <h1> reaches the reader while the slow related-news request is still pending (${encoding}, ${lang})`, async () => {
      const text = RELATED_TEXT[lang];
      const article = await articleWithCategory(index * 7, text.prefix);
      // 4 s: on a machine loaded far past its two cores the headline took more than 1.5 s to leave.
      newsroom.setFault({ kind: "delay", ms: 4000, paths: /^\/news-svc\/api\/v1\/news$/ });
      const from = proxy.events.length;
      const page = await readPage(`${origin}${article.path}`, encoding);
      newsroom.setFault(null);

      const related = proxy.events.slice(from).filter((event) => RELATED.test(event.path));
      const started = related.find((event) => event.kind === "start");
      const answered = related.find((event) => event.kind === "answered");
      const h1 = page.events.find((event) => event.what === "h1");
      const end = page.events.find((event) => event.what === "end");
      expect(started, "the page asked for related news").toBeDefined();
      expect(answered, "the related-news request was answered").toBeDefined();
      expect(h1, "the page has a headline").toBeDefined();
      // The order: request started → headline received → request answered → page complete.
      expect(started!.at).toBeLessThan(h1!.at);
      expect(h1!.at).toBeLessThan(answered!.at);
      expect(answered!.at).toBeLessThan(end!.at);
      // The article itself was not what waited: its headline is the newsroom's (the English title on an English page).
      if (lang === "en") expect(page.html).toContain(article.title.replaceAll("&", "&amp;").split("'")[0]);
      // In the related stories' place until they come, what a reader without JavaScript keeps: a link to the
      // category's list. The stories themselves came later, in the part that needs JavaScript to take its place.
      const standIn = new RegExp(`<template id="B:\\d+"></template><p class="[^"]+"><a [^>]*href="${text.prefix}/category-name/[^"]+">([^<]+)</a></p>`);
      expect(standIn.exec(page.html)?.[1]).toMatch(text.more);
      expect(page.html).toMatch(new RegExp(`<div hidden id="S:\\d+">.*${text.heading}`, "s"));
    });
  }
});
