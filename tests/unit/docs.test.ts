/**
 * The docs stand on their own (issue 28): the README fits on a screen, every relative link in the repository's
 * Markdown leads to a file or folder that exists, and every numbered reference in code and docs ("requirements
 * §2", "architecture rule 4", "stack gotcha 6", "issue 19 §1", "decision 0026") names something the repository
 * holds. A renamed record or a moved document breaks them silently otherwise; this names each broken one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

/** The text files git knows (tracked or new, never ignored), for the references they make. */
function textFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js|cjs|md|conf|ya?ml|sh)$|(^|\/)Dockerfile$/.test(file) && existsSync(path.join(ROOT, file)));
}

/** The numbers of a list such as "0018–0021" or "21 and 22": a range gives its two ends. */
function numbers(list: string): number[] {
  return [...list.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

/** The Markdown files git knows, so that installed packages and build output are never read. */
function markdownFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && existsSync(path.join(ROOT, file)));
}

/** Inline links `[text](target)` outside code, with the target's line; an external or in-page link is not ours to check. */
function relativeLinks(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
      links.push({ target, line: index + 1 });
    }
  });
  return links;
}

describe("the docs", () => {
  it("keep the README within 100 lines", () => {
    const lines = readFileSync(path.join(ROOT, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(100);
  });

  it("link only to files and folders that exist", () => {
    const files = markdownFiles();
    expect(files).toContain("README.md");
    expect(files).toContain("docs/architecture.md");
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const { target, line } of relativeLinks(readFileSync(path.join(ROOT, file), "utf8"))) {
        checked += 1;
        const resolved = path.resolve(ROOT, path.dirname(file), decodeURI(target.split("#")[0]!));
        if (!existsSync(resolved)) broken.push(`${file}:${line} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
    // Dozens of links are read; a parser that found none would pass vacuously.
    expect(checked).toBeGreaterThan(50);
  });

  it("finds links in prose and skips code, external and in-page links", () => {
    const links = relativeLinks(
      ['[a](docs/a.md) and [b](../b.md#part "title")', "`[c](not-a-link.md)` [d](https://example.com) [e](#here)", "```", "[f](in-code.md)", "```"].join("\n"),
    );
    expect(links).toEqual([
      { target: "docs/a.md", line: 1 },
      { target: "../b.md#part", line: 1 },
    ]);
  });
});

describe("references in code and docs", () => {
  const docs = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  const requirementSections = new Set([...docs("docs/requirements.md").matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!));
  const rules =
    docs("docs/architecture.md")
      .split(/^## /m)
      .find((part) => part.startsWith("Rules\n")) ?? "";
  const ruleNumbers = new Set([...rules.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
  const gotchas = new Set([...docs("docs/stack.md").matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
  const issueParts = docs("docs/issues.md").split(/^## /m);
  const issues = new Map(issueParts.flatMap((part) => (/^\d+\./.test(part) ? [[Number.parseInt(part, 10), part] as const] : [])));
  const decisions = new Set(readdirSync(path.join(ROOT, "docs/decisions")).map((file) => Number(file.slice(0, 4))));

  /** What each kind of reference must find, and how to say it is missing. */
  function unresolved(text: string): string[] {
    const missing: string[] = [];
    for (const m of text.matchAll(/\b[Rr]equirements §(\d+(?:\.\d+)?)/g))
      if (!requirementSections.has(m[1]!)) missing.push(`requirements §${m[1]} (no such section in docs/requirements.md)`);
    for (const m of text.matchAll(/\b[Aa]rchitecture(?:\s*(?:\*|\/\/)?\s*)rules? (\d+)/g))
      if (!ruleNumbers.has(Number(m[1]))) missing.push(`architecture rule ${m[1]} (not among docs/architecture.md's Rules)`);
    for (const m of text.matchAll(/\b[Ss]tack gotcha (\d+)/g)) if (!gotchas.has(Number(m[1]))) missing.push(`stack gotcha ${m[1]} (not in docs/stack.md)`);
    for (const m of text.matchAll(/\b[Ii]ssues? (\d+(?:(?:,\s*|\s+and\s+)\d+)*)/g))
      for (const n of numbers(m[1]!)) if (!issues.has(n)) missing.push(`issue ${n} (no entry in docs/issues.md)`);
    for (const m of text.matchAll(/\b[Ii]ssue (\d+) §(\d+)/g)) {
      const entry = issues.get(Number(m[1])) ?? "";
      if (!new RegExp(`^${m[2]}\\. `, "m").test(entry)) missing.push(`issue ${m[1]} §${m[2]} (no item ${m[2]} under issue ${m[1]} in docs/issues.md)`);
    }
    for (const m of text.matchAll(/\b[Dd]ecisions?\s+(?:record\s+)?(\d{4}(?:(?:,\s*|\s*[–-]\s*|\s+and\s+)\d{4})*)|docs\/decisions\/(\d{4})/g))
      for (const n of numbers(m[1] ?? m[2]!)) if (!decisions.has(n)) missing.push(`decision ${String(n).padStart(4, "0")} (no such record)`);
    // The old names of documents that were never in the repository: the rewrite commands in git log re-point them.
    for (const m of text.matchAll(/\b[Ss]pec §\d+|\bARCHITECTURE\b|\bSTACK gotcha|\bSTYLE\.md\b/g)) missing.push(`"${m[0]}" (outside the repository)`);
    return missing;
  }

  it("each names a section, rule, gotcha, issue or decision the repository holds", () => {
    const broken: string[] = [];
    let files = 0;
    for (const file of textFiles()) {
      if (file === "tests/unit/docs.test.ts") continue;
      files += 1;
      for (const reference of unresolved(docs(file))) broken.push(`${file}: ${reference}`);
    }
    expect([...new Set(broken)]).toEqual([]);
    expect(files).toBeGreaterThan(300);
    expect(requirementSections.size).toBeGreaterThan(9);
    expect(ruleNumbers.size).toBe(7);
  });

  it("finds a reference that resolves to nothing, of each kind", () => {
    const text = [
      "requirements §2.7 and requirements §12;",
      "architecture rule 4, architecture\n * rule 8; stack gotcha 6, stack gotcha 40;",
      "issues 21 and 23; issue 19 §1 and issue 19 §12;",
      "decisions 0018–0021, decision 0032, docs/decisions/0034-x.md; spec §2 and ARCHITECTURE rule 1",
    ].join("\n");
    expect(unresolved(text)).toEqual([
      "requirements §12 (no such section in docs/requirements.md)",
      "architecture rule 8 (not among docs/architecture.md's Rules)",
      "stack gotcha 40 (not in docs/stack.md)",
      "issue 23 (no entry in docs/issues.md)",
      "issue 19 §12 (no item 12 under issue 19 in docs/issues.md)",
      "decision 0032 (no such record)",
      "decision 0034 (no such record)",
      '"spec §2" (outside the repository)',
      '"ARCHITECTURE" (outside the repository)',
    ]);
  });
});
