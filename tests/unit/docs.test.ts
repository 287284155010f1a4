/**
 * The docs stand on their own (issue 28): the README fits on a screen, and every relative link in the
 * repository's Markdown leads to a file or folder that exists. A renamed decision or a moved document breaks
 * a link silently otherwise; this names each broken one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

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
      ["[a](docs/a.md) and [b](../b.md#part \"title\")", "`[c](not-a-link.md)` [d](https://example.com) [e](#here)", "```", "[f](in-code.md)", "```"].join(
        "\n",
      ),
    );
    expect(links).toEqual([
      { target: "docs/a.md", line: 1 },
      { target: "../b.md#part", line: 1 },
    ]);
  });
});
