/**
 * Live stories for the e2e tests (issue 21): an editor's command, run as an editor runs it
 * (`npm run newsroom -- live …`, which finds the site's newsroom through `<E2E_NEWSROOM_DB>.editor.json`), and a
 * story of each test's own, so tests running side by side (2 workers × 2 projects) never publish into each other's.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { test } from "@playwright/test";
import { callEditor } from "../../../newsroom/cli";
import { E2E_NEWSROOM_EDITOR_KEY } from "../server-env";
import { newsroomDb, type Lang } from "../newsroom-db";

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function e2eDb(): string {
  const db = process.env.E2E_NEWSROOM_DB;
  if (!db) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  return db;
}

/** The newsroom's command, `npm run newsroom -- live <args…>`, run as an editor runs it; its one line of JSON. */
async function newsroomCommand(...args: string[]): Promise<{ id?: string; updated_at?: string }> {
  // What `npm run newsroom` runs (package.json), without npm's and tsx's own start: a second less per call.
  const { stdout } = await run(process.execPath, ["--import", "tsx", "newsroom/cli.ts", "live", ...args], {
    cwd: ROOT,
    env: { ...process.env, NEWSROOM_DB: e2eDb(), NEWSROOM_EDITOR_KEY: E2E_NEWSROOM_EDITOR_KEY },
  });
  const line = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(line) as { id?: string; updated_at?: string };
}

/**
 * The same call as the command makes (newsroom/cli.ts's `callEditor`, its arguments read by the command's own
 * parser), from this process: a command's start costs most of a second of a core, and the suite made about a hundred
 * (issue 27). `newsroomCommand` runs the command itself, for the test that shows an editor's way works.
 */
export async function newsroomLive(...args: string[]): Promise<{ id?: string; updated_at?: string }> {
  const answer = await callEditor(["live", ...args], { NEWSROOM_DB: e2eDb(), NEWSROOM_EDITOR_KEY: E2E_NEWSROOM_EDITOR_KEY });
  if (!answer.ok) throw new Error(`newsroom live ${args.join(" ")}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as { id?: string; updated_at?: string };
}

export type Posted = { id: string; en: string; ta: string };

/** Publishes an update through the newsroom's command, with a body that says which it is in both languages. */
export async function postUpdate(
  articleId: number,
  label: string,
  options: {
    title?: [string, string];
    key?: boolean;
    pin?: boolean;
    /** More of the body, after its words (both languages). */
    more?: string;
    /** Through the newsroom's command itself (`newsroomCommand`), as an editor posts it. */
    command?: boolean;
  } = {},
): Promise<Posted> {
  const en = `Update ${label}: the water level at the Chembarambakkam lake stands at 22 feet.`;
  const ta = `தகவல் ${label}: செம்பரம்பாக்கம் ஏரியின் நீர்மட்டம் 22 அடியாக உள்ளது.`;
  const more = options.more ?? "";
  const args = ["post", String(articleId), "--en", `<p>${en}</p>${more}`, "--ta", `<p>${ta}</p>${more}`];
  if (options.title) args.push("--title-en", options.title[0], "--title-ta", options.title[1]);
  if (options.key) args.push("--key");
  if (options.pin) args.push("--pin");
  const answer = await (options.command ? newsroomCommand : newsroomLive)(...args);
  if (!answer.id) throw new Error(`no update id in ${JSON.stringify(answer)}`);
  return { id: answer.id, en, ta };
}

/**
 * Many updates at once, straight through the editor's endpoint (what the command does, without starting it per
 * update): the paging test needs more than a page of them.
 */
export async function postUpdatesQuickly(articleId: number, count: number, label: string): Promise<string[]> {
  const access = JSON.parse(readFileSync(`${e2eDb()}.editor.json`, "utf8")) as { url: string };
  const ids: string[] = [];
  for (let index = 1; index <= count; index++) {
    const response = await fetch(`${access.url}/editor/v1/live/${articleId}/updates`, {
      method: "POST",
      headers: { authorization: `Bearer ${E2E_NEWSROOM_EDITOR_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ body_en: `<p>${label} ${index} in English.</p>`, body_ta: `<p>${label} ${index} தமிழில்.</p>` }),
    });
    if (response.status !== 201) throw new Error(`posting update ${index}: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/**
 * The articles tests may make live: old ones (far from the home page and the first list pages, and never among the
 * seed's live stories, which are today's), in a range of the oldest that no other test opens (others use offsets
 * under 300, 400–407 and from 600: a page another test had read would be in the site's cache as not live).
 * Chosen by what tests never change, so every worker sees one list.
 */
function candidates(): { id: number; slug: string }[] {
  // Read once per run and kept beside the newsroom, which every worker reads: a story put in Breaking
  // (tests/e2e/alerts.e2e.ts) is published anew, which moves every older story one place, and a worker that read the
  // list after that took the story another worker had taken (a run saw two tests make one story live).
  const kept = `${e2eDb()}.live-candidates.json`;
  if (!existsSync(kept)) {
    const list = newsroomDb()
      .prepare(
        `SELECT id, slug FROM (SELECT id, slug, news_type, published_ms FROM articles ORDER BY published_ms ASC, id ASC LIMIT 150 OFFSET 440)
         WHERE news_type = 'Web' ORDER BY published_ms ASC, id ASC`,
      )
      .all();
    try {
      writeFileSync(kept, JSON.stringify(list), { flag: "wx" });
    } catch {
      // Another worker wrote it first: theirs is the list.
    }
  }
  return JSON.parse(readFileSync(kept, "utf8")) as { id: number; slug: string }[];
}

export type LiveStory = { id: number; path: string };

/**
 * A live story of this test's own: an article chosen by the test's slot (unique in its file) and project, made
 * live with `live start`; `endStory` ends it when the test is over.
 */
export async function ownLiveStory(slot: number, lang: Lang): Promise<LiveStory> {
  const projects = ["js-on", "js-off"];
  const project = Math.max(0, projects.indexOf(test.info().project.name));
  const article = candidates()[slot * projects.length + project];
  if (!article) throw new Error(`no article for live slot ${slot}`);
  await newsroomLive("start", String(article.id));
  return { id: article.id, path: `${lang === "ta" ? "/tamil" : ""}/news/${article.slug}-${article.id}` };
}

export async function endStory(story: LiveStory): Promise<void> {
  await newsroomLive("end", String(story.id));
}
