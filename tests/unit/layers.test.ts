/**
 * The house's layers hold (issue 20, decision 0029, docs/architecture.md): no import runs from a lower layer
 * to a higher one and no modules import each other round in a circle, as `.dependency-cruiser.cjs` states
 * them. `npm run check:layers` prints the same list for a person.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type IViolation } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const ruleSet = createRequire(import.meta.url)(path.join(ROOT, ".dependency-cruiser.cjs"));

function describeViolation(violation: IViolation): string {
  const cycle = violation.cycle?.length ? ` (${[violation.from, ...violation.cycle.map((step) => step.name)].join(" → ")})` : "";
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${cycle}`;
}

describe("layers", () => {
  it("no import runs up a layer and none runs round in a circle", { timeout: 120_000 }, async () => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const result = await cruise(["app", "server.ts", "newsroom"], { ...ruleSet.options, ruleSet, validate: true }, undefined, {
        tsConfig: extractTSConfig(path.join(ROOT, "tsconfig.json")),
      });
      if (typeof result.output === "string") throw new Error(result.output);
      const violations = result.output.summary.violations.map(describeViolation);
      expect(violations).toEqual([]);
      // The rules looked at the whole site: a wrong path in the config would pass vacuously.
      expect(result.output.summary.totalCruised).toBeGreaterThan(200);
    } finally {
      process.chdir(cwd);
    }
  });
});
