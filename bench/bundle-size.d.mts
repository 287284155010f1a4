export type BundleRow = {
  routeId: string;
  name: string;
  files: number;
  bytes: number;
  gzip: number;
  brotli: number;
  radix: string[];
  i18next: string[];
  emptyModules: string[];
};
export type BundleBudget = { target: number; routes: Record<string, number> };
export const ROOT: string;
export const RADIX_MARKERS: RegExp;
export class MissingBuildError extends Error {}
export function readManifest(): { entry: { module: string; imports: string[] }; routes: Record<string, { id: string; module: string; imports?: string[] }> };
export function measureBundles(): Promise<BundleRow[]>;
export function radixFiles(): string[];
export function readBudget(): BundleBudget;
