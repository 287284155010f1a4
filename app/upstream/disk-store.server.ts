/**
 * The last good copy of every cacheable upstream answer, on disk (issue 19 §11, decision 0026): the level
 * behind the in-process cache when REDIS_URL is not set, so a restart during an outage still has every
 * page read in the last 7 days to serve, marked stale. Same interface as Redis (shared-cache.server.ts):
 * its failures are misses, its writes are never waited for.
 *
 * One file per answer, named by a hash of its cache key: a first line of JSON saying whose answer it is
 * and how old (read and checked before the rest is parsed), then the upstream's JSON as received.
 * Written to a temporary file and renamed, so instances sharing the directory never read half a file.
 * Bounded in bytes and in files; the oldest go first, and copies past their age are never served.
 * Only what http.server.ts caches arrives here: never a signed-in reader's answer (it refuses to cache those).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../config/env.server";
import type { SharedCache, SharedEntry } from "./shared-store";

export type DiskStoreOptions = {
  dir: string;
  maxBytes: number;
  maxEntries: number;
  /** No copy older than this is served, whatever the caller's window (7 days). */
  maxAgeMs: number;
  /** A key's copy is rewritten at most this often (its next answers are in memory meanwhile). */
  rewriteAfterMs?: number;
  /** How often the directory is counted again (other instances write to it too). */
  rescanMs?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export type DiskStore = SharedCache & {
  /** Resolves once every write started so far has landed (tests, shutdown). */
  flush(): Promise<void>;
  /** Files and bytes this instance counts in the directory. */
  size(): { entries: number; bytes: number };
};

type Header = { key: string; fetchedAt: number; expiresAt: number; bytes: number };
type Known = { bytes: number; fetchedAt: number };

const SUFFIX = ".json";
const TEMP_SUFFIX = ".tmp";
/** One answer may take at most this share of the store (a search page of 100 items is ~200 KB). */
const MAX_ENTRY_SHARE = 8;

export function createDiskStore(options: DiskStoreOptions): DiskStore {
  const { dir, maxBytes, maxEntries, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  const rewriteAfterMs = options.rewriteAfterMs ?? 60_000;
  const rescanMs = options.rescanMs ?? 10 * 60_000;
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / MAX_ENTRY_SHARE));
  let lastLog = 0;
  const warn = (what: string, error: unknown) => {
    const at = Date.now();
    if (at - lastLog < 60_000) return;
    lastLog = at;
    (options.log ?? ((line: string) => console.error(line)))(
      `[upstream] last-good store (${dir}) ${what} failed, serving without it: ${error instanceof Error ? error.message : String(error)}`,
    );
  };

  /** File name → what it holds, oldest write first (a Map keeps insertion order). */
  const known = new Map<string, Known>();
  let bytes = 0;
  let scannedAt = Number.NEGATIVE_INFINITY;
  let scanning: Promise<void> | null = null;
  const writes = new Set<Promise<void>>();

  const fileOf = (key: string) => createHash("sha256").update(key).digest("base64url") + SUFFIX;

  function forget(file: string) {
    const entry = known.get(file);
    if (!entry) return;
    bytes -= entry.bytes;
    known.delete(file);
  }

  function remember(file: string, entry: Known) {
    forget(file);
    known.set(file, entry);
    bytes += entry.bytes;
  }

  async function remove(file: string) {
    forget(file);
    await rm(path.join(dir, file), { force: true }).catch(() => undefined);
  }

  /** Counts the directory (other instances' files too), drops expired copies and stale temporaries. */
  async function scan(): Promise<void> {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [] as string[];
      throw error;
    });
    const found: Array<{ file: string; size: number; mtime: number }> = [];
    await Promise.all(
      names.map(async (file) => {
        const info = await stat(path.join(dir, file)).catch(() => null);
        if (!info?.isFile()) return;
        // A temporary file left by a crash (a live write takes milliseconds).
        if (file.endsWith(TEMP_SUFFIX)) {
          if (Date.now() - info.mtimeMs > 60_000) await rm(path.join(dir, file), { force: true }).catch(() => undefined);
          return;
        }
        if (!file.endsWith(SUFFIX)) return;
        found.push({ file, size: info.size, mtime: info.mtimeMs });
      }),
    );
    found.sort((a, b) => a.mtime - b.mtime);
    known.clear();
    bytes = 0;
    // The write time stands in for the answer's age until the file is read (files are written just after).
    for (const { file, size, mtime } of found) remember(file, { bytes: size, fetchedAt: mtime });
    scannedAt = Date.now();
    await evict();
  }

  function ensureScanned(): Promise<void> {
    if (Date.now() - scannedAt < rescanMs) return Promise.resolve();
    scanning ??= scan()
      .catch((error: unknown) => warn("scan", error))
      .finally(() => {
        scanning = null;
      });
    return scanning;
  }

  /** The oldest copies go until the store is within both bounds, and every expired one. */
  async function evict(): Promise<void> {
    const doomed: string[] = [];
    let count = known.size;
    let total = bytes;
    for (const [file, entry] of known) {
      if (count <= maxEntries && total <= maxBytes && now() - entry.fetchedAt < maxAgeMs) break;
      doomed.push(file);
      count -= 1;
      total -= entry.bytes;
    }
    await Promise.all(doomed.map(remove));
  }

  async function read(key: string, newerThan: number | undefined): Promise<SharedEntry | undefined> {
    // A read needs no count of the directory: the first pages after a start do not wait for one.
    void ensureScanned();
    const file = fileOf(key);
    const seen = known.get(file);
    // The caller's copy in memory is as new as what this instance last wrote or read: no disk read.
    if (newerThan !== undefined && seen && seen.fetchedAt <= newerThan) return undefined;
    let text: string;
    try {
      text = await readFile(path.join(dir, file), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") warn("read", error);
      forget(file);
      return undefined;
    }
    const newline = text.indexOf("\n");
    let header: Partial<Header> | null = null;
    try {
      header = newline > 0 ? (JSON.parse(text.slice(0, newline)) as Partial<Header>) : null;
    } catch {
      header = null;
    }
    const valid =
      header !== null && header.key === key && typeof header.fetchedAt === "number" && typeof header.expiresAt === "number" && typeof header.bytes === "number";
    // A torn, foreign or corrupt file: never served, and its place is freed.
    if (!valid) {
      await remove(file);
      return undefined;
    }
    const { fetchedAt, expiresAt } = header as Header;
    if (now() >= expiresAt || now() - fetchedAt >= maxAgeMs) {
      await remove(file);
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(text.slice(newline + 1));
    } catch {
      await remove(file);
      return undefined;
    }
    if (known.has(file)) known.set(file, { bytes: known.get(file)!.bytes, fetchedAt });
    if (newerThan !== undefined && fetchedAt <= newerThan) return undefined;
    return { value, fetchedAt, bytes: (header as Header).bytes };
  }

  async function write(key: string, entry: SharedEntry, keepMs: number): Promise<void> {
    await ensureScanned();
    const file = fileOf(key);
    const seen = known.get(file);
    if (seen && entry.fetchedAt - seen.fetchedAt < rewriteAfterMs && entry.fetchedAt >= seen.fetchedAt) return;
    const header: Header = { key, fetchedAt: entry.fetchedAt, expiresAt: entry.fetchedAt + Math.min(keepMs, maxAgeMs), bytes: entry.bytes };
    const text = `${JSON.stringify(header)}\n${JSON.stringify(entry.value)}`;
    const size = Buffer.byteLength(text);
    if (size > maxEntryBytes) return;
    // Claimed before the write, so a second answer for the key meanwhile does not write again.
    remember(file, { bytes: size, fetchedAt: entry.fetchedAt });
    const temporary = path.join(dir, `${file}.${process.pid}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, text, { mode: 0o600 });
      await rename(temporary, path.join(dir, file));
    } catch (error) {
      forget(file);
      await rm(temporary, { force: true }).catch(() => undefined);
      warn("write", error);
      return;
    }
    // Oldest write first: this key moves to the end.
    remember(file, { bytes: size, fetchedAt: entry.fetchedAt });
    await evict();
  }

  const track = (work: Promise<void>) => {
    const settled = work.catch((error: unknown) => warn("write", error));
    writes.add(settled);
    void settled.finally(() => writes.delete(settled));
  };

  return {
    async get(key, newerThan) {
      try {
        return await read(key, newerThan);
      } catch (error) {
        warn("read", error);
        return undefined;
      }
    },
    set(key, entry, keepMs) {
      if (keepMs <= 0) return;
      track(write(key, entry, keepMs));
    },
    delete(key) {
      track(remove(fileOf(key)));
    },
    async flush() {
      while (writes.size > 0) await Promise.all([...writes]);
    },
    size: () => ({ entries: known.size, bytes }),
  };
}

/** The directory UPSTREAM_STORE_DIR names, resolved (default data/upstream-store under the project). */
export function upstreamStoreDir(): string {
  return path.resolve(process.cwd(), getEnv().UPSTREAM_STORE_DIR ?? path.join("data", "upstream-store"));
}
