// Types of bench/site.mjs for the TypeScript tests that use it.
import type { ChildProcess, StdioOptions } from "node:child_process";
export const ROOT: string;
export function spawnSite(options: {
  port: number;
  legacyUrl: string;
  mediaUrl: string;
  productKey: string;
  sessionSecret: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
}): ChildProcess;
export function waitForHealth(origin: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
export function spawnEmbeddedSite(options: { name: string; port: number; origin?: string; cwd?: string; stdio?: StdioOptions }): {
  child: ChildProcess;
  stop(): void;
};
export function warmPage(origin: string, pagePath: string): Promise<void>;
