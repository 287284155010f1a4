/**
 * The newsroom's live desk as an editor uses it (issue 21): its endpoint on the loopback port, found through
 * `<E2E_NEWSROOM_DB>.editor.json` as `npm run newsroom -- live …` finds it. Every write answers the story's new
 * `updated_at`.
 */
import { readEditorAccess } from "../../../newsroom/editor-access";

export type UpdateInput = { body_en: string; body_ta: string; title_en?: string; title_ta?: string; key_event?: boolean; pinned?: boolean };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const dbPath = process.env.E2E_NEWSROOM_DB;
  if (!dbPath) throw new Error("E2E_NEWSROOM_DB is not set (playwright.config.ts sets it)");
  const { url, key } = readEditorAccess(dbPath);
  const response = await fetch(`${url}/editor/v1/live${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const liveDesk = {
  start: (articleId: number) => call<{ updated_at: string }>("POST", `/${articleId}/start`),
  post: (articleId: number, update: UpdateInput) => call<{ id: string; updated_at: string }>("POST", `/${articleId}/updates`, update),
  correct: (articleId: number, updateId: string, fields: Partial<UpdateInput>) =>
    call<{ updated_at: string }>("PATCH", `/${articleId}/updates/${updateId}`, fields),
  end: (articleId: number) => call<{ updated_at: string }>("POST", `/${articleId}/end`),
};
