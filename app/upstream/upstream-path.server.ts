/**
 * Upstream URLs. Paths are built only with the `path` tagged template, which encodes every
 * interpolated value, so nothing a reader typed reaches an upstream URL raw.
 */
import { checkReaderText } from "../news/reader-input";
import { InvalidUpstreamRequestError } from "./upstream-error.server";

declare const upstreamPathBrand: unique symbol;
/** A relative upstream path whose variable parts are encoded. Only `path\`…\`` makes one. */
export type UpstreamPath = string & { readonly [upstreamPathBrand]: true };

const MAX_SEGMENT_LENGTH = 200;

/** Validates and percent-encodes one path segment. */
export function encodeSegment(value: string | number): string {
  const text = String(value);
  if (text.length === 0) throw new InvalidUpstreamRequestError("empty path segment");
  if (text.length > MAX_SEGMENT_LENGTH) throw new InvalidUpstreamRequestError(`path segment over ${MAX_SEGMENT_LENGTH} characters`);
  // "." and ".." survive encodeURIComponent and a URL parser would resolve them (so would %2E%2E).
  if (text === "." || text === "..") throw new InvalidUpstreamRequestError("dot path segment");
  // Control characters and broken UTF-16 never reach an upstream URL (decision 0025).
  return encodeURIComponent(checkReaderText(text));
}

/**
 * `path\`core-svc/api/v1/news/${id}\`` — literal parts are code and stay as
 * written; every interpolated value is one segment, validated and encoded
 * (`/`, `?`, `#`, `%`, Tamil… all escaped).
 */
export function path(literals: TemplateStringsArray, ...values: ReadonlyArray<string | number>): UpstreamPath {
  let out = literals[0] ?? "";
  values.forEach((value, index) => {
    out += encodeSegment(value) + (literals[index + 1] ?? "");
  });
  return out.replace(/^\/+/, "") as UpstreamPath;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `base/relative?query`; an empty path is the base itself (a geocoder or collector URL names its endpoint). */
export function upstreamUrl(base: string, relative: UpstreamPath, query?: Query): string {
  const params = new URLSearchParams();
  // Sorted, so the same query always makes the same URL (and cache key).
  for (const key of Object.keys(query ?? {}).sort()) {
    const value = query?.[key];
    // Control characters and broken UTF-16 never reach an upstream URL (decision 0025).
    if (value !== undefined && value !== null) params.append(key, checkReaderText(String(value)));
  }
  const search = params.toString();
  return `${relative ? `${base}/${relative}` : base}${search ? `?${search}` : ""}`;
}
