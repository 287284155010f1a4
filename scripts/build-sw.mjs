// Bundles the service worker (app/offline/sw.ts, decision 0039) with Workbox into public/sw.js, after the
// Remix build: it needs the build's manifest for the version. Nothing is precached (issue 28): a stored copy
// keeps the files it loads itself, from the browser's HTTP cache on a first visit. SW_BUILD_ID overrides the
// version (a test uses it to play a deploy).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUILD_DIR = "public/build";
const OUT = "public/sw.js";

const manifestFile = readdirSync(BUILD_DIR).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no Remix manifest in ${BUILD_DIR}: run remix build first`);
const manifest = JSON.parse(
  readFileSync(path.join(BUILD_DIR, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
);

// The offline strings of both languages only, not the whole tables: evaluated from the locale files.
const strings = await build({
  stdin: {
    contents: `import { en } from "./app/i18n/locales/en"; import { ta } from "./app/i18n/locales/ta";
      export default { en: { ...en.offline, siteName: en.site.name }, ta: { ...ta.offline, siteName: ta.site.name } };`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  write: false,
  logLevel: "warning",
});
const { default: offlineStrings } = await import(`data:text/javascript;base64,${Buffer.from(strings.outputFiles[0].contents).toString("base64")}`);

await build({
  entryPoints: ["app/offline/sw.ts"],
  outfile: OUT,
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  define: {
    "process.env.NODE_ENV": '"production"',
    __BUILD_ID__: JSON.stringify(process.env.SW_BUILD_ID ?? manifest.version),
    __OFFLINE_STRINGS__: JSON.stringify(offlineStrings),
  },
});
const bytes = readFileSync(OUT);
console.log(`built ${OUT}: ${statSync(OUT).size} bytes, ${gzipSync(bytes, { level: 9 }).length} gzip`);
