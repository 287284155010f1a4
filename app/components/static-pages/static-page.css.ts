import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** About 70 characters a line: long enough for Tamil's longer words, short enough to follow. */
const measure = "70ch";

export const page = style({ maxWidth: measure, margin: "0 auto", fontSize: "1.0625rem" });
export const title = style({ fontSize: "clamp(1.7rem, 4vw, 2.3rem)", margin: "8px 0 4px" });
export const updated = style({ color: vars.color.muted, fontSize: "0.95rem", margin: "0 0 24px" });
export const body = style({ lineHeight: vars.lineHeight.body });

globalStyle(`${body} h2`, { fontSize: "1.3rem", margin: "32px 0 8px", lineHeight: vars.lineHeight.heading });
globalStyle(`${body} p`, { margin: "0 0 1em" });
globalStyle(`${body} ul`, { margin: "0 0 1em", paddingLeft: "1.4em" });
globalStyle(`${body} li`, { marginBottom: "0.5em" });
globalStyle(`${body} a`, { color: vars.color.accentText, textUnderlineOffset: "2px" });
