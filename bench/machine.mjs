// `npm run bench:machine`: what this machine charges for the kinds of work `npm test` does most (issue 27), so the
// suite's minutes can be read against the machine they were taken on. A browser test is mostly new processes (a
// Chromium renderer per context, vitest's forks, the sites tests start) touching fresh memory and talking through
// the kernel: on one VM here a page fault cost ~12 µs and a system call ~1 µs, and the same commit's `npm test`
// took 34 minutes where it had taken 13 (docs/testing.md). Prints one table; no budget, nothing fails.
import { spawnSync } from "node:child_process";
import { fstatSync } from "node:fs";
import os from "node:os";
import { chromium } from "playwright-core";

const HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
const rows = [];
const row = (what, value, unit, note = "") => rows.push({ what, value, unit, note });

function timed(work) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  work();
  const { user, system } = process.cpuUsage(cpu);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, userMs: user / 1000, systemMs: system / 1000 };
}

// Fresh memory: 256 MB written once (every page faulted in), then again (no faults: what the memory itself costs).
{
  const size = 256 * 1024 * 1024;
  const pages = size / 4096;
  const buffer = Buffer.allocUnsafeSlow(size);
  const first = timed(() => buffer.fill(1));
  const again = timed(() => buffer.fill(2));
  row(
    "page fault (fresh memory written)",
    ((first.ms - again.ms) * 1000) / pages,
    "µs/page",
    `${first.ms.toFixed(0)} ms for 256 MB, ${again.ms.toFixed(0)} ms again`,
  );
}

// System calls: fstat on stdin, through Node (its own cost included, ~0.2 µs).
{
  const calls = 200_000;
  const { ms } = timed(() => {
    for (let index = 0; index < calls; index += 1) fstatSync(0);
  });
  row("system call (fstat, from Node)", (ms * 1000) / calls, "µs/call");
}

// Pure computation: the same loop on any machine.
{
  const { ms } = timed(() => {
    let sum = 0;
    for (let index = 0; index < 3e8; index += 1) sum += index % 7;
    if (sum < 0) console.log(sum);
  });
  row("computation (3e8 loop turns)", ms, "ms");
}

// A process started and ended, as vitest's forks and the tests' sites are.
{
  const runs = 5;
  const { ms } = timed(() => {
    for (let index = 0; index < runs; index += 1) spawnSync(process.execPath, ["-e", "0"]);
  });
  row("node process started and ended", ms / runs, "ms");
}

// A browser context and a page, as every browser test opens: the renderer is a new process each time.
{
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL });
  const html = `<!doctype html><html lang="en"><title>x</title><style>p{font:16px sans-serif}</style>${"<p>Kural News</p>".repeat(200)}<script>document.body.dataset.ok=1</script>`;
  const pages = 20;
  const started = performance.now();
  for (let index = 0; index < pages; index += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(html);
    await page.waitForFunction(() => document.body.dataset.ok === "1");
    await context.close();
  }
  row("browser context + page + close", (performance.now() - started) / pages, "ms", `Chromium ${browser.version()}`);
  await browser.close();
}

console.log(`\nThis machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${os.release()}, load ${os.loadavg()[0].toFixed(1)}\n`);
console.log("| What | Cost | Unit | Note |\n| --- | --- | --- | --- |");
for (const { what, value, unit, note } of rows) console.log(`| ${what} | ${value.toFixed(2)} | ${unit} | ${note} |`);
