import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "newsroom/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // A site started in a hook (tests/integration/helpers) may take a minute and more beside the browser tests at a
    // load of 20-27 (a fresh clone, 7 December): the hook waits for its own deadlines below.
    hookTimeout: 180_000,
    pool: "forks",
    // Three files at a time on a 2-core machine (vitest's default is one fewer than the cores): the integration files
    // spend most of their time waiting on the site and the newsroom they start. Measured on a quiet 2-core machine
    // (issue 27): 2 files 110 s, 3 files 92 s, 4 files 82 s, the same CPU each; 3, because the fault and streaming
    // tests keep production deadlines and a loaded machine gives each file less of a core.
    maxWorkers: 3,
  },
});
