import type { Language } from "../../i18n/language";
import type { MenuEntry } from "../../shell/types";

/** What the plain menu hands to the enhanced one when it takes over: open or not, focused or not. */
export type MenuHandoff = { open: boolean; focused: boolean };

/** A nav bar menu, as the plain menu (nav-menu.tsx) and the Radix one it hands over to both take it. */
export type NavMenuProps = {
  lang: Language;
  /** The nav bar's label: "District", "All category". */
  label: string;
  /** Accessible name of the list of entries: "Districts", "Categories". */
  listLabel: string;
  entries: MenuEntry[];
  selectedId: string | null;
  /** The list page of every entry (`/city`, `/category-name`) and its link text. */
  allPath: string;
  allLabel: string;
  note?: string | null;
};
