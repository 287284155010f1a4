/**
 * The house's layers (docs/architecture.md, decision 0029): imports run downwards only, and nothing imports
 * itself round in a circle. `npm run check:layers` prints every breach; tests/unit/layers.test.ts fails on one.
 *
 *   routes/, root.tsx, entry.*,       the table of contents (server-kit.server.ts: server.ts's parts,
 *   server-kit.server.ts              re-exported by entry.server.tsx)
 *   components/<feature>/             what the reader sees (may take types from pages/)
 *   pages/                            loaders and actions
 *   wire/                             how a page goes onto the wire
 *   http/ images/ auth/ comments/ engagement/ feedback/ analytics/ city-preference/ following/ alerts/ shell/ seo/ static-pages/ styles/ live/ offline/
 *   upstream/                         the two services: clients, contract, payloads into our types
 *   config/                           settings (one schema), the Redis connection
 *   news/                             the domain: types and pure rules
 *   i18n/                             languages, URLs per language, the translator
 */
const FEATURES = "(http|images|auth|comments|engagement|feedback|analytics|city-preference|following|alerts|shell|seo|static-pages|styles|live|offline)";
const above = (...folders) => `^app/(${folders.join("|")})/|^app/root\\.tsx$|^app/entry\\.|^app/server-kit\\.`;
const forbidUp = (name, from, allowed) => ({
  name,
  severity: "error",
  comment: `${from} may import only ${allowed.join(", ")} of ours`,
  from: { path: `^app/${from}/` },
  to: { path: "^app/", pathNot: `^app/(${[from, ...allowed].join("|")})/` },
});

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "no import cycles, of files or through types", from: {}, to: { circular: true } },
    forbidUp("i18n-is-the-ground", "i18n", []),
    forbidUp("news-is-the-domain", "news", ["i18n"]),
    forbidUp("config-sits-on-the-domain", "config", ["news", "i18n"]),
    forbidUp("upstream-sits-on-config", "upstream", ["config", "news", "i18n"]),
    {
      name: "features-sit-on-upstream",
      severity: "error",
      comment: "server features never import the wire, pages, components or routes",
      from: { path: `^app/${FEATURES}/` },
      to: { path: above("wire", "pages", "components", "routes") },
    },
    { name: "wire-below-pages", severity: "error", from: { path: "^app/wire/" }, to: { path: above("pages", "components", "routes") } },
    { name: "pages-below-components", severity: "error", from: { path: "^app/pages/" }, to: { path: above("components", "routes") } },
    { name: "components-below-routes", severity: "error", from: { path: "^app/components/" }, to: { path: above("routes") } },
    {
      name: "the-newsroom-stands-apart",
      severity: "error",
      comment: "the embedded services know nothing of the site but the contract they answer to",
      from: { path: "^newsroom/" },
      to: { path: "^app/", pathNot: "^app/upstream/schemas|^app/i18n/language\\.ts$" },
    },
    { name: "the-site-reaches-the-newsroom-only-by-http", severity: "error", from: { path: "^app/" }, to: { path: "^newsroom/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(\\.test\\.tsx?$|^tests/|^app/test-support/|^newsroom/test-helpers\\.ts$)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
