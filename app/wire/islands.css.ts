import { style } from "@vanilla-extract/css";

/** An island's wrapper takes no box of its own: its content lays out as the parent's children. */
export const island = style({ display: "contents" });
