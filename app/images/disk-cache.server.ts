/**
 * Resized pictures on disk, bounded (issue 9): one file per variant named by the
 * hash of its key, holding a small JSON header (type, freshness) and the bytes.
 * Writes go to a temporary file renamed into place, so a reader never sees half a
 * picture and several instances may share the directory. When the directory grows
 * past its cap the least recently used files are removed (the index is this
 * process's view, rebuilt from the directory at first use).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

export type CachedMeta = {
  contentType: string;
  /** The upstream promised the picture never changes at this URL. */
  immutable: boolean;
  /** Milliseconds since the epoch after which the entry is fetched again (mutable pictures). */
  expiresAt: number;
  /** The key of the entry that holds the bytes, when this one holds none (app/images/serve.server.ts). */
  made?: string;
};

export type CachedImage = { meta: CachedMeta; bytes: Buffer; etag: string };

const SUFFIX = ".img";

export function cacheKey(parts: readonly (string | number)[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 40);
}

export class DiskImageCache {
  private index: Map<string, { size: number; used: number }> | null = null;
  private loading: Promise<void> | null = null;
  private total = 0;
  private clock = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  private file(key: string): string {
    return path.join(this.dir, `${key}${SUFFIX}`);
  }

  private async ready(): Promise<Map<string, { size: number; used: number }>> {
    if (this.index) return this.index;
    this.loading ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const index = new Map<string, { size: number; used: number }>();
      const names = (await readdir(this.dir)).filter((name) => name.endsWith(SUFFIX));
      const found = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(this.dir, name)).catch(() => null);
          return info ? { key: name.slice(0, -SUFFIX.length), size: info.size, mtime: info.mtimeMs } : null;
        }),
      );
      // Oldest first, so the files written last count as the most recently used.
      for (const entry of found.filter((item) => item !== null).sort((a, b) => a.mtime - b.mtime)) {
        index.set(entry.key, { size: entry.size, used: (this.clock += 1) });
        this.total += entry.size;
      }
      this.index = index;
    })();
    await this.loading;
    return this.index!;
  }

  async get(key: string): Promise<CachedImage | null> {
    const index = await this.ready();
    let raw: Buffer;
    try {
      raw = await readFile(this.file(key));
    } catch {
      this.forget(key);
      return null;
    }
    const headerLength = raw.length >= 4 ? raw.readUInt32BE(0) : 0;
    if (headerLength === 0 || 4 + headerLength > raw.length) return null;
    let meta: CachedMeta;
    try {
      meta = JSON.parse(raw.subarray(4, 4 + headerLength).toString("utf8")) as CachedMeta;
    } catch {
      return null;
    }
    const entry = index.get(key);
    if (entry) entry.used = this.clock += 1;
    else {
      index.set(key, { size: raw.length, used: (this.clock += 1) });
      this.total += raw.length;
    }
    return { meta, bytes: raw.subarray(4 + headerLength), etag: `"${key}"` };
  }

  async set(key: string, meta: CachedMeta, bytes: Buffer): Promise<void> {
    const index = await this.ready();
    const header = Buffer.from(JSON.stringify(meta), "utf8");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length, 0);
    const data = Buffer.concat([length, header, bytes]);
    const temporary = path.join(this.dir, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, this.file(key));
    this.forget(key);
    index.set(key, { size: data.length, used: (this.clock += 1) });
    this.total += data.length;
    await this.evict();
  }

  /** Bytes this process knows to be in the directory. */
  size(): number {
    return this.total;
  }

  private forget(key: string) {
    const entry = this.index?.get(key);
    if (!entry) return;
    this.index!.delete(key);
    this.total -= entry.size;
  }

  private async evict() {
    if (this.total <= this.maxBytes || !this.index) return;
    // Down to 90 % of the cap, so eviction does not run on every write.
    const target = this.maxBytes * 0.9;
    const oldest = [...this.index.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [key] of oldest) {
      if (this.total <= target) break;
      this.forget(key);
      await unlink(this.file(key)).catch(() => undefined);
    }
  }
}
