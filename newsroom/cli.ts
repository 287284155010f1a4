/**
 * `npm run newsroom -- live <verb> …`: the newsroom's editor at the command line (issue 21). It talks to the
 * running newsroom's editor endpoint (newsroom/live.ts), found through newsroom/editor-access.ts.
 *
 *   live list                                    every story with live coverage
 *   live start <articleId>                       make a story live (coverage starts now)
 *   live post <articleId> --en <html> --ta <html> [--title-en <t>] [--title-ta <t>] [--key] [--pin]
 *   live correct <articleId> <updateId> [--en <html>] [--ta <html>] [--title-en <t>] [--title-ta <t>]
 *   live pin|unpin|key|unkey <articleId> <updateId>
 *   live delete <articleId> <updateId>
 *   live end <articleId>                         coverage over: an ordinary article that keeps its updates
 *   breaking <articleId>                         put a story in Breaking now, published now (issue 30: its alerts go)
 *
 * Prints the endpoint's JSON answer on one line; exits 1 with its message when it refuses.
 */
import { parseArgs } from "node:util";
import { readEditorAccess } from "./editor-access";
import { DEFAULT_DB_PATH } from "./seed";

const USAGE = `usage: npm run newsroom -- live list|start|post|correct|pin|unpin|key|unkey|delete|end <articleId> [<updateId>] [--en …] [--ta …] [--title-en …] [--title-ta …] [--key] [--pin]
       npm run newsroom -- breaking <articleId>`;

type Call = { method: string; path: string; body?: Record<string, unknown> };

export function editorCall(argv: readonly string[]): Call {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      en: { type: "string" },
      ta: { type: "string" },
      "title-en": { type: "string" },
      "title-ta": { type: "string" },
      key: { type: "boolean" },
      pin: { type: "boolean" },
    },
  });
  if (positionals[0] === "breaking") {
    const id = positionals[1];
    if (!id || !/^\d+$/.test(id) || positionals.length > 2) throw new Error(`breaking: an article id is needed\n${USAGE}`);
    return { method: "POST", path: `/editor/v1/breaking/${id}` };
  }
  const [group, verb, articleId, updateId] = positionals;
  if (group !== "live" || !verb) throw new Error(USAGE);
  if (verb === "list") return { method: "GET", path: "/editor/v1/live" };
  if (!articleId || !/^\d+$/.test(articleId)) throw new Error(`${verb}: an article id is needed\n${USAGE}`);
  const story = `/editor/v1/live/${articleId}`;
  const texts = {
    ...(values.en !== undefined ? { body_en: values.en } : {}),
    ...(values.ta !== undefined ? { body_ta: values.ta } : {}),
    ...(values["title-en"] !== undefined ? { title_en: values["title-en"] } : {}),
    ...(values["title-ta"] !== undefined ? { title_ta: values["title-ta"] } : {}),
  };
  switch (verb) {
    case "start":
    case "end":
      return { method: "POST", path: `${story}/${verb}` };
    case "post":
      return {
        method: "POST",
        path: `${story}/updates`,
        body: { ...texts, ...(values.key ? { key_event: true } : {}), ...(values.pin ? { pinned: true } : {}) },
      };
  }
  if (!updateId || !/^\d+$/.test(updateId)) throw new Error(`${verb}: an update id is needed\n${USAGE}`);
  const update = `${story}/updates/${updateId}`;
  switch (verb) {
    case "correct":
      return { method: "PATCH", path: update, body: texts };
    case "pin":
    case "unpin":
      return { method: "PATCH", path: update, body: { pinned: verb === "pin" } };
    case "key":
    case "unkey":
      return { method: "PATCH", path: update, body: { key_event: verb === "key" } };
    case "delete":
      return { method: "DELETE", path: update };
  }
  throw new Error(`unknown verb "${verb}"\n${USAGE}`);
}

/**
 * Makes the call `argv` names on the running newsroom `env` points to (NEWSROOM_DB's access file, or NEWSROOM_URL);
 * what the command does, for callers that are already running Node (the e2e tests, which would otherwise pay a
 * process start per update).
 */
export async function callEditor(
  argv: readonly string[],
  env: Partial<NodeJS.ProcessEnv> = process.env,
): Promise<{ ok: boolean; status: number; text: string }> {
  const call = editorCall(argv);
  const access = readEditorAccess(env.NEWSROOM_DB || DEFAULT_DB_PATH, env);
  const response = await fetch(`${access.url}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${access.key}`, ...(call.body ? { "content-type": "application/json" } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  return { ok: response.ok, status: response.status, text: (await response.text()).trim() };
}

async function main(): Promise<void> {
  const answer = await callEditor(process.argv.slice(2));
  if (!answer.ok) {
    console.error(`newsroom: ${answer.status} ${answer.text}`);
    process.exit(1);
  }
  console.log(answer.text);
}

if (process.argv[1] && /newsroom[\\/]cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
