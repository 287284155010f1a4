// `npm run lint`, and `npm test` right after the type check: ESLint (eslint.config.js), Prettier's check
// (prettier.config.js, .prettierignore) and knip (knip.ts), each as its own npm script (`npm run lint:eslint`…).
// The three run side by side, as together they are about the time ESLint takes alone on a 2-core machine; each one's
// output is printed whole once it ends, and the command fails when any of them found something.
import { spawn } from "node:child_process";
import { ROOT } from "./setup.mjs";

const TOOLS = ["eslint", "prettier", "knip"];

function run(tool) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", `lint:${tool}`], { cwd: ROOT, env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ tool, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(TOOLS.map(run));
for (const { tool, code, output, seconds } of results) {
  console.log(`${code === 0 ? "✓" : "✗"} ${tool} (${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
