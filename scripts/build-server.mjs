// Compiles server.ts (and the embedded newsroom it starts) into build/server.js,
// so production runs plain `node` with no TypeScript loader. The app/ modules it
// imports are bundled again here, a second copy beside the Remix build's: what both
// must share (the Env, the Redis connection) lives on globalThis (app/config/process-global.ts).
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
