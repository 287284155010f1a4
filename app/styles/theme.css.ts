import { assignVars, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css";

/**
 * One theme contract, two themes (spec §3: light is white with red, dark is
 * black with orange). Colours are chosen for WCAG AA contrast on their background.
 * `<html data-theme>` is set by the server from the `mode` cookie; without it the
 * reader's `prefers-color-scheme` decides, so there is no flash of the wrong theme.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: "bg",
      surface: "surface",
      text: "text",
      muted: "muted",
      accent: "accent",
      accentText: "accent-text",
      onAccent: "on-accent",
      border: "border",
      focus: "focus",
      breaking: "breaking",
    },
    font: { body: "font-body" },
    lineHeight: { body: "lh-body", heading: "lh-heading" },
    space: { page: "space-page" },
  },
  (name) => `kn-${name}`,
);

const light = {
  background: "#ffffff",
  surface: "#f6f6f6",
  text: "#1a1a1a",
  muted: "#555555",
  accent: "#c8102e",
  accentText: "#b00e28",
  onAccent: "#ffffff",
  border: "#dddddd",
  focus: "#0b57d0",
  breaking: "#c8102e",
};

const dark = {
  background: "#000000",
  surface: "#161616",
  text: "#f2f2f2",
  muted: "#b8b8b8",
  accent: "#ff8c1a",
  accentText: "#ffa347",
  onAccent: "#000000",
  border: "#333333",
  focus: "#8ab4f8",
  breaking: "#ff8c1a",
};

const common = {
  font: {
    body: 'Roboto, "Noto Sans Tamil", "Noto Sans", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  },
  lineHeight: { body: "1.55", heading: "1.25" },
  space: { page: "clamp(12px, 4vw, 32px)" },
};

globalStyle(":root", {
  vars: assignVars(vars, { color: light, ...common }),
  colorScheme: "light",
  "@media": {
    "(prefers-color-scheme: dark)": { vars: assignVars(vars.color, dark), colorScheme: "dark" },
  },
});
globalStyle(':root[data-theme="light"]', { vars: assignVars(vars.color, light), colorScheme: "light" });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars.color, dark), colorScheme: "dark" });
// Tamil script needs taller lines than Latin (STYLE: Tamil type scale).
globalStyle(':root[lang="ta"]', { vars: assignVars(vars.lineHeight, { body: "1.8", heading: "1.5" }) });
