/**
 * The newsroom on its own: `npx tsx newsroom/main.ts` serves both upstream services on
 * http://127.0.0.1:4010 (NEWSROOM_PORT), over NEWSROOM_DB (default newsroom/data/newsroom.sqlite),
 * seeding NEWSROOM_ARTICLES (default 1500) articles when the database is empty.
 * PRODUCT_KEY, GOOGLE_CLIENT_ID and NEWSROOM_FIXED_OTP are read as the website reads them.
 */
import { editorKeyFrom, writeEditorAccess } from "./editor-access";
import { DEFAULT_DB_PATH } from "./seed";
import { createNewsroom } from "./server";

const DEVELOPMENT_PRODUCT_KEY = "newsroom-development-key";

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

async function main(): Promise<void> {
  const fixedOtp = process.env.NEWSROOM_FIXED_OTP || undefined;
  if (fixedOtp !== undefined && !/^\d{6}$/.test(fixedOtp)) throw new Error("NEWSROOM_FIXED_OTP must be 6 digits");
  const dbPath = process.env.NEWSROOM_DB || DEFAULT_DB_PATH;
  const editorKey = editorKeyFrom(process.env.NEWSROOM_EDITOR_KEY);
  const newsroom = await createNewsroom({
    dbPath,
    editorKey,
    host: process.env.NEWSROOM_HOST || "127.0.0.1",
    port: integer("NEWSROOM_PORT", 4010, 0, 65_535),
    articles: integer("NEWSROOM_ARTICLES", 1500, 1, 100_000),
    productKey: process.env.PRODUCT_KEY || DEVELOPMENT_PRODUCT_KEY,
    googleClientId: process.env.GOOGLE_CLIENT_ID || undefined,
    fixedOtp,
  });
  writeEditorAccess(dbPath, { url: newsroom.url, key: editorKey });
  console.log(`[newsroom] listening on ${newsroom.url} (older API at ${newsroom.legacyUrl})`);
  const stop = () => {
    void newsroom.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`[newsroom] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
