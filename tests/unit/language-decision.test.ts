/**
 * One decision per request (issue 28, decision 0042): the language is read from a URL in at most three modules,
 * the server's decision as a request enters, the browser's as it navigates, and the language switch's
 * destination. Everything else is handed the decision: loaders and actions by the load context
 * (`context.language`), components by `useLanguage()`. A fourth module reading a URL for its language fails here;
 * pass it the language instead.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const DECIDE = "languageFromPath";
const DEFINED_IN = "app/i18n/language.ts";
const MOST = 3;

/** The site's modules: app/ (tests and their support aside) and server.ts, as paths from the root. */
function siteModules(): string[] {
  const found: string[] = ["server.ts"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== "app/test-support") walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        found.push(rel);
      }
    }
  };
  walk("app");
  return found;
}

/**
 * Whether a module's code (not its comments or strings) names the deciding function, however it is reached:
 * called, passed on, renamed on import, or through a namespace import of the defining module.
 */
function namesTheDecision(file: string, source: string): boolean {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let named = false;
  const visit = (node: ts.Node): void => {
    if (named) return;
    if (ts.isIdentifier(node) && node.text === DECIDE) named = true;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return named;
}

describe("the language is decided once per request", () => {
  it("the scanner sees a call, an aliased import and a namespace's member, and not a comment or a string", () => {
    expect(namesTheDecision("a.ts", `import { ${DECIDE} } from "../i18n/language";\nconst l = ${DECIDE}(url.pathname);`)).toBe(true);
    expect(namesTheDecision("b.ts", `import { ${DECIDE} as lang } from "../i18n/language";`)).toBe(true);
    expect(namesTheDecision("c.tsx", `import * as i18n from "../i18n/language";\nconst l = <p>{i18n.${DECIDE}("/tamil")}</p>;`)).toBe(true);
    expect(namesTheDecision("d.ts", `// ${DECIDE}(path) is not called here\nconst s = "${DECIDE}(x)";`)).toBe(false);
  });

  it(`\`${DECIDE}\` is used by at most ${MOST} modules besides ${DEFINED_IN}`, () => {
    const modules = siteModules();
    // The walk saw the site, and the function it looks for is still the one that decides.
    expect(modules.length).toBeGreaterThan(200);
    expect(readFileSync(path.join(ROOT, DEFINED_IN), "utf8")).toMatch(new RegExp(`export function ${DECIDE}\\(`));
    const deciding = modules.filter((file) => file !== DEFINED_IN && namesTheDecision(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(deciding.length, `modules that read a language from a URL: ${deciding.join(", ")}`).toBeLessThanOrEqual(MOST);
  });
});
