/** Where the compiled starter's module is written (app/wire/starter/start-scripts.compiled.ts). */
export const COMPILED_FILE: string;
/** The starter (app/wire/starter/start-scripts.ts) as the minified ES5 IIFE a page carries. */
export function compileStarter(): Promise<string>;
/** The generated module's text for a compiled starter. */
export function compiledModule(text: string): string;
