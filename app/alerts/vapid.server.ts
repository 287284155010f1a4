/**
 * The server's VAPID keys (RFC 8292), which sign every push message we send (issue 30 point 4). In production they
 * are set by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys`; .env.example): every
 * instance must sign with the same pair, and a new pair would orphan every reader's subscription. Unset, the pair is
 * generated at the first start and kept in VAPID_KEYS_FILE (default data/vapid-keys.json, readable by the server's
 * user only), so a restart keeps the readers' subscriptions working. The private key never leaves the server; the
 * public one is what the browser subscribes with.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const stored = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/** Where the generated pair is kept when the environment sets none. */
function vapidKeysFile(env: { VAPID_KEYS_FILE?: string }): string {
  return path.resolve(process.cwd(), env.VAPID_KEYS_FILE ?? path.join("data", "vapid-keys.json"));
}

/**
 * The pair from the environment, else the kept one, else a new one, kept. `subject`: who the push services may
 * contact about our messages (a mailto: or https: URL).
 */
export function loadVapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; VAPID_KEYS_FILE?: string }): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? "mailto:alerts@kuralnews.in";
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = vapidKeysFile(env);
  if (existsSync(file)) {
    const kept = stored.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!kept.success) throw new Error(`${file} does not hold a VAPID key pair: remove it to make a new one (readers then subscribe again)`);
    return { ...kept.data, subject };
  }
  const made = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: two instances starting together never read half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  // Another instance may have renamed its own pair in first: the file is the one pair every instance uses.
  const kept = stored.parse(JSON.parse(readFileSync(file, "utf8")));
  return { ...kept, subject };
}
