import { globalStyle, style } from "@vanilla-extract/css";
import { surfacePanel } from "../../styles/panel";
import { vars } from "../../styles/theme.css";

const tapTarget = "44px";

export const count = style({ color: vars.color.muted, margin: "0 0 12px" });

export const list = style({ listStyle: "none", padding: 0, margin: "16px 0 0", display: "grid", gap: "16px" });
export const replies = style({
  listStyle: "none",
  padding: "0 0 0 16px",
  margin: "12px 0 0",
  display: "grid",
  gap: "12px",
  borderLeft: `3px solid ${vars.color.border}`,
});

export const comment = style({
  ...surfacePanel("6px"),
  padding: "12px 14px",
  selectors: {
    "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[data-pending="true"]': { opacity: 0.75 },
  },
});
export const reply = style([comment, { background: vars.color.background }]);

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px 12px",
  alignItems: "baseline",
  margin: "0 0 6px",
  fontSize: "0.9rem",
  color: vars.color.muted,
});
export const author = style({ fontWeight: 700, color: vars.color.text });
/** Plain text with the reader's line breaks kept. */
export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** Top-aligned: centred, the Like button slid down to the middle of an open reply box (issue 7). */
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: "8px 16px", marginTop: "8px" });
export const inlineForm = style({ margin: 0 });

export const likeButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  minHeight: tapTarget,
  minWidth: tapTarget,
  padding: "6px 12px",
  border: `2px solid ${vars.color.controlBorder}`,
  borderRadius: "22px",
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, color: vars.color.accentText, fontWeight: 700 },
    "&[disabled]": { cursor: "progress" },
  },
});
export const likeCount = style({ color: vars.color.muted, fontSize: "0.9rem" });

export const replyToggle = style({ margin: 0 });
globalStyle(`${replyToggle} > summary`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: tapTarget,
  cursor: "pointer",
  color: vars.color.accentText,
  fontWeight: 700,
});

export const form = style({ display: "grid", gap: "8px", margin: "12px 0 0" });
export const formRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "8px" });
export const counter = style({
  color: vars.color.muted,
  fontSize: "0.9rem",
  margin: 0,
  selectors: { '&[data-near-limit="true"]': { color: vars.color.accentText, fontWeight: 700 } },
});
export const error = style({
  color: vars.color.accentText,
  fontWeight: 700,
  margin: 0,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const signIn = style({ margin: "8px 0 0", fontWeight: 700 });
globalStyle(`${signIn} a`, { color: vars.color.accentText });
export const showAll = style({ margin: "16px 0 0", fontWeight: 700 });
globalStyle(`${showAll} a`, { color: vars.color.accentText, display: "inline-flex", alignItems: "center", minHeight: tapTarget });
