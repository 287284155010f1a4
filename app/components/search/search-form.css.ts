import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** Where the form stands: the results page, or the header's dialog (a little tighter, with the dialog's control border). */
export type SearchFormLook = "page" | "dialog";

const tapTarget = "44px";

const formBase = style({ display: "flex", flexWrap: "wrap", gap: "8px", alignItems: "flex-end" });
export const form = styleVariants({ page: [formBase, { margin: "0 0 20px" }], dialog: [formBase, { margin: 0 }] });

const fieldBase = style({ display: "flex", flexDirection: "column", gap: "4px" });
export const field = styleVariants({ page: [fieldBase, { flex: "1 1 16rem" }], dialog: [fieldBase, { flex: "1 1 14rem" }] });

export const label = style({ fontWeight: 700 });

const inputBase = style({
  font: "inherit",
  padding: "10px 12px",
  minHeight: tapTarget,
  color: vars.color.text,
  background: vars.color.background,
  borderRadius: "4px",
});
export const input = styleVariants({
  page: [inputBase, { border: `1px solid ${vars.color.muted}` }],
  dialog: [inputBase, { border: `2px solid ${vars.color.controlBorder}` }],
});

export const submit = style({
  font: "inherit",
  fontWeight: 700,
  minHeight: tapTarget,
  padding: "10px 20px",
  color: vars.color.onAccent,
  background: vars.color.accent,
  border: "none",
  borderRadius: "4px",
  cursor: "pointer",
});
