// Types of bench/cluster.mjs for the TypeScript tests that use it.
export const ROOT: string;
export function ensureTools(options?: { wrk?: boolean }): void;
export function nginxConfig(options: { dir: string; listenPort: number; instancePorts: number[] }): string;
export type Cluster = {
  dir: string;
  origin: string;
  instances: Array<{ port: number; origin: string; pid: number | undefined }>;
  accessLog: string;
  redisUrl: string;
  stop(): Promise<void>;
};
export function startCluster(options: {
  newsroom: { legacyUrl: string; mediaUrl: string; productKey: string };
  redisPort: number;
  instancePorts: number[];
  nginxPort: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
export type AccessLogLine = { method: string; path: string; status: number; cache: string; upstream: string };
export function readAccessLog(file: string): AccessLogLine[];
