/** What every page's shell (header, nav, menus, marquee) receives from the root loader. */
import type { Headline } from "../news/headlines";

export type { Headline };

/** An entry of the city or category menu (requirements §2 side menus). Paths are unlocalised (`/city/chennai`). */
export type MenuEntry = {
  id: string;
  slug: string;
  name: string;
  path: string;
  /** Sub-entries (requirements §3 subNav: menuName + route). */
  children: { name: string; path: string }[];
};

export type PreviewKey = "home" | "state" | "national" | "international";

export type ShellData = {
  cities: MenuEntry[];
  categories: MenuEntry[];
  /** Today's important web news (requirements §5), at most 10. */
  marquee: Headline[];
  /** The nav's hover previews (requirements §2), at most 5 each. */
  previews: Record<PreviewKey, Headline[]>;
  /** True when a menu shows the spec's fixed fallback list (upstream unreachable, nothing cached). */
  fallback: boolean;
};

/**
 * The shell as the page receives it: the marquee and previews are server islands
 * (app/wire/islands.tsx), `null` in the data of a first visit.
 */
export type HeaderShell = Omit<ShellData, "marquee" | "previews"> & {
  marquee: Headline[] | null;
  previews: Record<PreviewKey, Headline[] | null>;
};
