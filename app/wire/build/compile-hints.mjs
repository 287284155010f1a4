// Issue 9: the framework's code (React, React DOM, the Remix router: the browser entry's shared chunks) is almost
// all run while a page hydrates. Chromium compiles a function the first time it is called, on the main thread:
// React DOM's module body alone was ~12 ms of the module-evaluation task on this machine, four times that on
// Lighthouse's simulated phone. V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` at the
// top of a file (Chrome 136+; ignored elsewhere), has the whole file compiled eagerly while it is streamed in, off
// the main thread. Only the entry's chunks get it: the app's own route code is smaller, and much of it (dialogs,
// forms) never runs on a page load. Runs after `remix build`, before app/wire/build/precompress.mjs; idempotent.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PUBLIC = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "..", "..", "public");
const BUILD = path.join(PUBLIC, "build");

/** The browser entry and the chunks it imports, as public paths, from the build's manifest. */
export function entryFiles(buildDir = BUILD) {
  const name = readdirSync(buildDir).find((file) => /^manifest-[A-Z0-9]+\.js$/.test(file));
  if (!name) throw new Error(`no manifest in ${buildDir}: run remix build first`);
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, name), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  return [manifest.entry.module, ...manifest.entry.imports];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let hinted = 0;
  for (const file of entryFiles()) {
    const full = path.join(PUBLIC, file);
    const body = readFileSync(full, "utf8");
    if (body.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + body);
    hinted += 1;
  }
  console.log(`compile hint added to ${hinted} entry chunk(s) in public/build`);
}
