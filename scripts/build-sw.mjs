// Bundles the service worker (app/offline/sw.ts, decision 0039) with Workbox into public/sw.js, after the
// Remix build: it needs the build's manifest for the version and the shell files to precache. Workbox's own
// injectManifest is not used; the list is the browser entry, the root route and the stylesheet, not every
// route's chunk (a stored copy brings its route's files itself). SW_BUILD_ID overrides the version (a test
// uses it to play a deploy).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUILD_DIR = "public/build";
const OUT = "public/sw.js";

const manifestFile = readdirSync(BUILD_DIR).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no Remix manifest in ${BUILD_DIR}: run remix build first`);
const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, manifestFile), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
const root = manifest.routes.root;
const cssBundle = readdirSync(BUILD_DIR).filter((name) => /^css-bundle-[A-Z0-9]+\.css$/.test(name));
const shell = new Set([
  `/build/${manifestFile}`,
  manifest.entry.module,
  ...manifest.entry.imports,
  root.module,
  ...(root.imports ?? []),
  ...(root.css ?? []),
  ...cssBundle.map((name) => `/build/${name}`),
]);
// Hashed names: the URL is the revision.
const precache = [...shell].sort().map((url) => ({ url, revision: null }));

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
    __PRECACHE__: JSON.stringify(precache),
    __OFFLINE_STRINGS__: JSON.stringify(offlineStrings),
  },
});
const bytes = readFileSync(OUT);
console.log(`built ${OUT}: ${statSync(OUT).size} bytes, ${gzipSync(bytes, { level: 9 }).length} gzip; precaches ${precache.length} shell files`);
