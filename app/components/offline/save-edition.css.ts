import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/**
 * `hidden` in the HTML: a browser without scripts (or a text browser) never shows it. One that runs scripts shows it
 * from the first paint, so nothing moves when the worker's page side (app/offline/register.ts) brings it to life; a
 * lite page has no scripts at all, and register.ts takes it away where there can be no worker.
 */
export const edition = style({ flexWrap: "wrap", alignItems: "center", gap: "8px 12px", margin: "0 0 24px" });
globalStyle(`html:not([data-lite]) ${edition}[hidden]`, { "@media": { "(scripting: enabled)": { display: "flex" } } });
globalStyle(`${edition} button`, {
  font: "inherit",
  fontWeight: 700,
  minHeight: "44px",
  padding: "8px 14px",
  border: `1px solid ${vars.color.accentText}`,
  borderRadius: "4px",
  background: "transparent",
  color: vars.color.accentText,
  cursor: "pointer",
});
globalStyle(`${edition} button:disabled`, { cursor: "progress", opacity: 0.7 });
globalStyle(`${edition} p`, { flex: "1 1 16rem", margin: 0, fontSize: "0.9375rem" });
