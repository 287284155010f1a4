import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILED_FILE, compiledModule, compileStarter } from "../build/compile-starter.mjs";
import { START_SCRIPTS } from "./start-scripts.compiled";

// In the node environment: esbuild refuses jsdom's TextEncoder.
describe("the compiled hydration starter", () => {
  it("is what start-scripts.ts compiles to (after changing it: node app/wire/build/compile-starter.mjs)", async () => {
    const text = await compileStarter();
    expect(START_SCRIPTS).toBe(text);
    expect(readFileSync(COMPILED_FILE, "utf8")).toBe(compiledModule(text));
  });

  it("is ES5 and small: one line, no arrow functions, let or const, under 1 KB", () => {
    expect(START_SCRIPTS).not.toMatch(/=>|\b(let|const|class)\b|\n/);
    expect(Buffer.byteLength(START_SCRIPTS)).toBeLessThan(1024);
  });
});
