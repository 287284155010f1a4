export const COMPILE_HINT: string;
/** The browser entry and the chunks it imports, as public paths (`/build/...`), from the build's manifest. */
export function entryFiles(buildDir?: string): string[];
