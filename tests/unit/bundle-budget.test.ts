/**
 * Issue 9: the JavaScript a first visit loads, per page, stays within bench/bundle-budget.json,
 * and Radix's dialog and dropdown code is never part of it (it loads when a menu or dialog is
 * first opened). Reads the production build (`npm test` builds first); sizes are gzip bytes
 * of the built files, deterministic for a given build. Figures: `node bench/bundle-size.mjs`.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { measureBundles, radixFiles, readBudget, type BundleRow } from "../../bench/bundle-size.mjs";
import { COMPILE_HINT, entryFiles } from "../../app/wire/build/compile-hints.mjs";

const rows: BundleRow[] = await measureBundles();
const budget = readBudget();

describe("first-visit JavaScript", () => {
  it("covers every page route of the build", () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const id of ["en:home", "ta:home", "en:article", "ta:article", "en:city", "ta:search"]) {
      expect(rows.map((row) => row.routeId)).toContain(id);
    }
  });

  it("stays within each route's budget (gzip)", () => {
    const over = rows
      .filter((row) => budget.routes[row.name] === undefined || row.gzip > budget.routes[row.name]!)
      .map((row) => `${row.routeId} (${row.name}): ${row.gzip} B gzip, budget ${budget.routes[row.name] ?? "none"}`);
    expect(over, "node bench/bundle-size.mjs prints the table").toEqual([]);
  });

  it("fits issue 9's 110 KB on every page, the budgets included", () => {
    expect(budget.target).toBe(110 * 1024);
    for (const [name, limit] of Object.entries(budget.routes)) expect(limit, name).toBeLessThanOrEqual(budget.target);
    for (const row of rows) expect(row.gzip, row.routeId).toBeLessThanOrEqual(budget.target);
  });

  it("carries no i18next: the browser translates with app/i18n/translate.ts (decision 0017)", () => {
    for (const row of rows) expect(row.i18next, row.routeId).toEqual([]);
  });

  it("has the framework's chunks (the browser entry's) compiled while they stream in, not on the main thread", () => {
    const files = entryFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(readFileSync(path.join("public", file), "utf8").startsWith(COMPILE_HINT), file).toBe(true);
  });

  it("fetches no empty stand-in for a server module (decision 0019)", () => {
    for (const row of rows) expect(row.emptyModules, row.routeId).toEqual([]);
  });

  it("never includes Radix dialog or dropdown code, which loads on demand", () => {
    for (const row of rows) expect(row.radix, row.routeId).toEqual([]);
    // The check finds Radix where it is: in the chunks loaded on demand (so the markers are right).
    expect(radixFiles().length).toBeGreaterThan(0);
  });
});
