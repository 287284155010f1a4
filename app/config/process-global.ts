/**
 * One value per process, whichever copy of a module asks. server.ts (esbuild, build/server.js) and the
 * Remix build (build/server/index.js) are bundled separately, so each has its own copy of every module
 * both import, and a module-level variable would exist twice: the environment server.ts parsed and
 * completed (the embedded newsroom's URLs) would be unknown to the build's copy, and the build's Redis
 * connection out of reach of server.ts's shutdown. Such a value lives on globalThis under a registered
 * symbol (`Symbol.for`), which both copies resolve to the same key.
 */
export function processGlobal<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`kural.${name}`);
  const holder = globalThis as typeof globalThis & { [key: symbol]: T | undefined };
  return (holder[key] ??= create());
}
