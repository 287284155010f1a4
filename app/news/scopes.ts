/**
 * The state, national and world list pages (requirements §2). Their one valid name each
 * is canonical: `/state/tamil-nadu`, `/national/india`, `/international/world`
 * (URL conventions). The bare section path, the spec's own links
 * (`state/Tamil Nadu`, `national/India`, `international/World`) and the names in
 * Tamil answer 301 there; any other name is a 404.
 */
import { comparisonKey } from "./resolve";

export const SCOPES = ["state", "national", "international"] as const;
export type Scope = (typeof SCOPES)[number];

type ScopePage = {
  slug: string;
  /** Names that mean this page (English, Tamil), compared like slugs. */
  names: readonly string[];
  /** requirements §2: the national and world lists carry a "Web News" sub-heading, the state list does not. */
  webNewsSubheading: boolean;
};

export const SCOPE_PAGES: Record<Scope, ScopePage> = {
  state: { slug: "tamil-nadu", names: ["Tamil Nadu", "தமிழ்நாடு"], webNewsSubheading: false },
  national: { slug: "india", names: ["India", "இந்தியா"], webNewsSubheading: true },
  international: { slug: "world", names: ["World", "உலகம்"], webNewsSubheading: true },
};

/** The scope of a path without its language prefix (`/national/india` → "national"). */
export function scopeOfPath(path: string): Scope | null {
  const first = path.split("/")[1] ?? "";
  return (SCOPES as readonly string[]).includes(first) ? (first as Scope) : null;
}

export type ScopeNameOutcome = "show" | "redirect" | "not-found";

/** What `/{scope}/{name}` (or the bare `/{scope}`, name undefined) answers. */
export function scopeNameOutcome(scope: Scope, name: string | undefined): ScopeNameOutcome {
  const page = SCOPE_PAGES[scope];
  if (name === undefined) return "redirect";
  if (name === page.slug) return "show";
  const wanted = comparisonKey(name).replace(/[\s_-]+/g, "-");
  const known = [page.slug, ...page.names].some((candidate) => comparisonKey(candidate).replace(/\s+/g, "-") === wanted);
  return known ? "redirect" : "not-found";
}
