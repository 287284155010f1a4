// Test harness: runs the production server (build/server.js, its own main(), so
// SIGTERM takes the real shutdown path) and, when a line "prototype" arrives on
// stdin, prints what the built-in prototypes own, so a test can prove that no
// request polluted them in THIS process (issue 10, bad input). A line "clock +MS"
// moves Date.now forward, so cache ages and the circuit breaker's cool-down pass
// without the test sleeping (deadlines keep using real timers).
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const realNow = Date.now.bind(Date);
let offsetMs = 0;
// Replaced before the build is loaded: the upstream client captures Date.now when it is created.
Date.now = () => realNow() + offsetMs;

const server = await import(pathToFileURL(path.resolve("build/server.js")).href);

function ownKeys(value) {
  return Reflect.ownKeys(value).map(String).sort();
}

createInterface({ input: process.stdin }).on("line", (line) => {
  const clock = /^clock \+(\d+)$/.exec(line.trim());
  if (clock) {
    offsetMs += Number(clock[1]);
    process.stdout.write(`CLOCK ${offsetMs}\n`);
    return;
  }
  if (line.trim() !== "prototype") return;
  const probe = {};
  const report = {
    object: ownKeys(Object.prototype),
    array: ownKeys(Array.prototype).length,
    fn: ownKeys(Function.prototype),
    // Anything a polluted prototype would lend to every plain object.
    inherited: Object.keys(Object.getPrototypeOf(probe)).concat(Object.keys({ ...probe })),
    forIn: (() => {
      const seen = [];
      for (const key in probe) seen.push(key);
      return seen;
    })(),
  };
  process.stdout.write(`PROTOTYPE ${JSON.stringify(report)}\n`);
});

await server.main();
