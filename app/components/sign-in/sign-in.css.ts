import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The sign-in page and dialog (requirements §4): one column, thumb-sized controls, the reader's own theme. */
export const page = style({ maxWidth: "28rem", margin: "0 auto", padding: "8px 0 32px" });
export const heading = style({ fontSize: vars.headingSize.l, lineHeight: vars.lineHeight.heading, margin: "8px 0 16px" });

export const steps = style({ display: "grid", gap: "16px" });
export const sentTo = style({ margin: 0 });
export const message = style({
  margin: 0,
  padding: "10px 12px",
  border: `2px solid ${vars.color.accentText}`,
  borderRadius: "6px",
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
});
/** Good news (a new code went out): quieter than a message, which asks the reader to act. */
export const notice = style({
  margin: 0,
  padding: "10px 12px",
  borderLeft: `4px solid ${vars.color.accentText}`,
  background: vars.color.surface,
  color: vars.color.text,
});
/** One-time codes read best spaced out, in figures of equal width. */
export const codeInput = style({ letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" });
export const fullWidthButton = style({ justifySelf: "stretch" });
export const linkButton = style({
  font: "inherit",
  background: "none",
  border: "none",
  padding: "10px 0",
  minHeight: "44px",
  color: vars.color.accentText,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
});
export const terms = style({ margin: 0, color: vars.color.muted, fontSize: "0.92rem" });
globalStyle(`${terms} a`, { color: vars.color.accentText, textUnderlineOffset: "2px" });

export const google = style({ display: "grid", gap: "12px", justifyItems: "center" });
/** Google's button draws itself into this box (an iframe of its own); the height avoids a jump when it arrives. */
export const googleButton = style({ minHeight: "44px" });
export const or = style({
  display: "flex",
  alignItems: "center",
  gap: "12px",
  width: "100%",
  margin: 0,
  color: vars.color.muted,
  selectors: { "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

// ---------------------------------------------------------------- dialog

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The scrim and the dialog's shadow are a fixed translucent black, not a theme colour: they dim whatever is
 * under them, and black dims a white page and a black one alike (a light scrim would glare in dark mode).
 */
export const overlay = style({
  position: "fixed",
  inset: 0,
  background: "rgba(0, 0, 0, 0.55)",
  zIndex: 200,
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${fadeIn} 150ms ease-out` } },
});

export const dialog = style({
  position: "fixed",
  zIndex: 201,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(26rem, calc(100vw - 24px))",
  maxHeight: "calc(100vh - 24px)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "8px",
  padding: "16px 20px 20px",
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.35)",
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${fadeIn} 150ms ease-out` } },
});
export const dialogHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px" });
export const dialogTitle = style({ fontSize: vars.headingSize.m, lineHeight: vars.lineHeight.heading, margin: 0 });
export const dialogDescription = style({ margin: "4px 0 12px", color: vars.color.muted, fontSize: "0.95rem" });
export const closeButton = style({
  font: "inherit",
  fontSize: "1.5rem",
  lineHeight: 1,
  minWidth: "44px",
  minHeight: "44px",
  background: "none",
  border: `1px solid transparent`,
  borderRadius: "4px",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.controlBorder } },
});

// ---------------------------------------------------------------- LOG OUT while it is waiting

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  display: "inline-block",
  width: "0.9em",
  height: "0.9em",
  marginRight: "6px",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  verticalAlign: "-0.1em",
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${spin} 0.8s linear infinite` } },
});
