/**
 * `.env.example` is where an operator learns every variable and its default, so it must say what the schema
 * does: the same names, the same defaults, and nothing the code reads left out. The file is read as a shell
 * would source it: `NAME=value` is a default, `# NAME=value` a variable unset by default (with an example).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./env.server";

const ROOT = path.resolve(__dirname, "../..");
/** The heading after which the variables belong to other programs (the build, the tests), not the site. */
const OTHER_PROGRAMS = "# === Read by other programs, not by the site";

interface Entry {
  value: string;
  /** False for `# NAME=…`: unset by default. */
  set: boolean;
}

function parseEnvExample(text: string): { site: Map<string, Entry>; other: Map<string, Entry> } {
  const site = new Map<string, Entry>();
  const other = new Map<string, Entry>();
  let part = site;
  for (const line of text.split("\n")) {
    if (line.startsWith(OTHER_PROGRAMS)) part = other;
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const name = match[2]!;
    if (site.has(name) || other.has(name)) throw new Error(`.env.example names ${name} twice`);
    part.set(name, { value: match[3]!, set: match[1] === undefined });
  }
  return { site, other };
}

const example = parseEnvExample(readFileSync(path.join(ROOT, ".env.example"), "utf8"));
const schema = envSchema.shape as Record<string, (typeof envSchema.shape)[keyof typeof envSchema.shape]>;

/** Where the code reads the environment: the site, the newsroom, the scripts, the benchmarks and the tests. */
function sourceFiles(): string[] {
  const files = ["server.ts", "playwright.config.ts", "vitest.config.ts", "remix.config.js"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", "data", "results"].includes(entry.name)) walk(relative);
      } else if (/\.(ts|tsx|mjs|js|cjs)$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of ["app", "newsroom", "scripts", "bench", "tests"]) walk(dir);
  return files;
}

/** The operating system's and libfaketime's variables, which the code passes on or strips, not settings of ours. */
const NOT_OURS = new Set(["PATH", "LD_PRELOAD", "FAKETIME", "FAKETIME_DONT_FAKE_MONOTONIC", "DEBIAN_FRONTEND", "FORCE_COLOR"]);

describe(".env.example", () => {
  it("names every variable of the site's schema, and no other, before the other programs' part", () => {
    expect([...example.site.keys()].sort()).toEqual(Object.keys(schema).sort());
    expect(example.other.size).toBeGreaterThan(0);
  });

  it("gives each of the site's variables the default the schema gives it, or shows it unset when there is none", () => {
    for (const [name, entry] of example.site) {
      const field = schema[name]!;
      const byDefault = field.safeParse(undefined);
      if (entry.set) {
        expect(byDefault.success && byDefault.data !== undefined, `${name} has no default in the schema: write "# ${name}="`).toBe(true);
        expect(field.safeParse(entry.value).data, `${name}=${entry.value} is not the schema's default`).toEqual(byDefault.data);
      } else {
        expect(byDefault.success && byDefault.data === undefined, `${name} has a default in the schema: write "${name}=<default>"`).toBe(true);
        if (entry.value !== "") expect(field.safeParse(entry.value).success, `# ${name}=${entry.value} is not a valid example`).toBe(true);
      }
    }
  });

  it("lists every variable the code reads, and each of the other programs' variables is read by one of them", () => {
    const sources = sourceFiles().map((file) => readFileSync(path.join(ROOT, file), "utf8"));
    const read = new Set<string>();
    const reads = /\b(?:process\.)?env(?:\.|\?\.)([A-Z][A-Z0-9_]+)|env\["([A-Z][A-Z0-9_]+)"\]|integer\("([A-Z][A-Z0-9_]+)"/g;
    for (const source of sources) for (const match of source.matchAll(reads)) read.add(match[1] ?? match[2] ?? match[3]!);
    const listed = new Set([...example.site.keys(), ...example.other.keys()]);
    expect([...read].filter((name) => !listed.has(name) && !NOT_OURS.has(name))).toEqual([]);
    for (const name of example.other.keys()) {
      expect(schema[name], `${name} is in the site's schema: move it above "${OTHER_PROGRAMS}"`).toBeUndefined();
      expect(read.has(name) || sources.some((source) => source.includes(name)), `${name} is read by nothing`).toBe(true);
    }
  });
});
