// knip: no unused file, export or dependency (`npm run lint`, and `npm test` through it). Its plugins find most entry
// points themselves: Remix's (app/root.tsx, app/entry.*, app/routes/), vitest's and Playwright's test files, and
// the files package.json's scripts run. Listed here are the ones started some other way.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Bundled on its own into public/sw.js by scripts/build-sw.mjs, outside Remix.
    "app/offline/sw.ts",
    // Type declarations of .mjs modules that TypeScript files import; tsc reads them, no module imports them.
    "**/*.d.mts",
    // Started as child processes (bench/live.mjs, bench/run.mjs, tests/integration/helpers/site.ts) or by hand
    // (`node bench/offline-storage.mjs`, `npx tsx scripts/…`, `npx tsx newsroom/main.ts`: README and their headers).
    "bench/*.mjs",
    "scripts/*.{mjs,ts}",
    "newsroom/main.ts",
    "tests/integration/helpers/serve.mjs",
  ],
  project: ["app/**/*.{ts,tsx}", "newsroom/**/*.ts", "scripts/**/*.{mjs,ts}", "bench/**/*.{mjs,mts}", "tests/**/*.{ts,mjs}"],
  // tests/e2e/valid-html.e2e.ts finds the checker's jar with require.resolve-style createRequire(…)("vnu-jar"),
  // which knip does not follow.
  ignoreDependencies: ["vnu-jar"],
  // Debian's programs, which scripts/test-clock.mjs and bench/cluster.mjs install or ask for, not npm packages.
  ignoreBinaries: ["apt-get", "fc-list", "java", "redis-server", "wrk"],
};

export default config;
