/**
 * "Breaking" has one Tamil name on the site (issue 29): முக்கியச் செய்தி, the Tamil newspapers' term. The English
 * word in Tamil letters (alone, and with "news") once stood beside it, in the newsroom's category and tag names.
 * This fails if it comes back, in the locale files or in any text the server or the newsroom writes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ta } from "./ta";

// Spelt from its letters so that this file does not hold the word it looks for.
const TRANSLITERATED = ["ப", "ி", "ர", "ே", "க", "்", "க", "ி", "ங", "்"].join("");
const ESTABLISHED = "முக்கியச் செய்தி";

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key));
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|json|md)$/.test(entry.name) ? [file] : [];
  });
}

describe("Breaking in Tamil", () => {
  it("is முக்கியச் செய்தி in the Tamil strings, never the transliteration", () => {
    expect(ta.home.breaking).toBe(ESTABLISHED);
    expect(strings(ta, "").filter(([, text]) => text.includes(TRANSLITERATED))).toEqual([]);
  });

  it("is not transliterated in any file the site or the newsroom writes text from", () => {
    const root = path.resolve(__dirname, "../../..");
    const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "newsroom"))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => readFileSync(file, "utf8").includes(TRANSLITERATED)).map((file) => path.relative(root, file))).toEqual([]);
  });
});
