/**
 * How the newsroom's command finds the editor's endpoint (newsroom/live.ts): the newsroom listens on a
 * random loopback port, so when it starts it writes `<db>.editor.json` ({ url, key }, readable by its
 * owner only) beside its database; `npm run newsroom -- live …` reads it. NEWSROOM_URL and
 * NEWSROOM_EDITOR_KEY, when set, are used instead.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

export type EditorAccess = { url: string; key: string };

function editorAccessFile(dbPath: string): string {
  return `${dbPath}.editor.json`;
}

/** The key from the environment, or a new random one for this run. */
export function editorKeyFrom(envKey: string | undefined): string {
  return envKey || randomBytes(24).toString("base64url");
}

export function writeEditorAccess(dbPath: string, access: EditorAccess): void {
  if (dbPath === ":memory:") return;
  writeFileSync(editorAccessFile(dbPath), `${JSON.stringify(access)}\n`, { mode: 0o600 });
}

export function readEditorAccess(dbPath: string, env: Partial<NodeJS.ProcessEnv> = process.env): EditorAccess {
  if (env.NEWSROOM_URL && env.NEWSROOM_EDITOR_KEY) return { url: env.NEWSROOM_URL, key: env.NEWSROOM_EDITOR_KEY };
  let stored: Partial<EditorAccess>;
  try {
    stored = JSON.parse(readFileSync(editorAccessFile(dbPath), "utf8")) as Partial<EditorAccess>;
  } catch {
    throw new Error(`no running newsroom found: ${editorAccessFile(dbPath)} is missing (start the site, or set NEWSROOM_URL and NEWSROOM_EDITOR_KEY)`);
  }
  if (typeof stored.url !== "string" || typeof stored.key !== "string") throw new Error(`${editorAccessFile(dbPath)} is not an editor access file`);
  return { url: env.NEWSROOM_URL || stored.url, key: env.NEWSROOM_EDITOR_KEY || stored.key };
}
