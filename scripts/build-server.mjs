// Compiles server.ts (and the embedded newsroom it starts) into build/server.js,
// so production runs plain `node` with no TypeScript loader.
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
