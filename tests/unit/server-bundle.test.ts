import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAP = path.join(ROOT, "build/server.js.map");

/**
 * server.ts mounts the Remix build (decision 0043): it takes every part of app/ from the build, so build/server.js
 * holds no copy of an app/ module, and a module-level value (the Env, the Redis connection) exists once per process.
 * The embedded newsroom's copy of the contract's schemas (zod, no state) and the two constant modules they read are
 * the one exception: the newsroom answers to that contract (.dependency-cruiser.cjs, "the-newsroom-stands-apart").
 */
describe("build/server.js", () => {
  it("bundles no module of app/ but the contract's schemas the newsroom answers to", () => {
    expect(existsSync(MAP), "build/server.js.map is missing: run `npm run build` first").toBe(true);
    const { sources } = JSON.parse(readFileSync(MAP, "utf8")) as { sources: string[] };
    const fromApp = sources.map((source) => path.relative(ROOT, path.resolve(path.dirname(MAP), source))).filter((source) => source.startsWith("app/"));
    const contract = /^app\/upstream\/schemas[\w-]*\.ts$|^app\/i18n\/language\.ts$|^app\/news\/limits\.ts$/;
    expect(fromApp.filter((source) => !contract.test(source))).toEqual([]);
    expect(fromApp.some((source) => source.startsWith("app/upstream/schemas"))).toBe(true);
    // The server itself is in it (the map names real sources).
    expect(sources.some((source) => source.endsWith("server.ts"))).toBe(true);
  });
});
