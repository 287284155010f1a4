// Compiles server.ts (and the embedded newsroom it starts) into build/server.js, so production runs plain `node`
// with no TypeScript loader. server.ts takes every part of app/ from the Remix build (app/server-kit.server.ts,
// decision 0043), so none is bundled here: the newsroom's copy of the contract's schemas is the only app/ source in
// this file (tests/unit/server-bundle.test.ts holds it so).
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built build/server.js");
