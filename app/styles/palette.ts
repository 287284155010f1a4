/**
 * The colour tokens of both themes (requirements §3: light is white with red, dark is black
 * with orange), as plain values so that contrast.test.ts can check every pairing
 * the site draws against WCAG 2.x AA. theme.css.ts turns them into CSS variables.
 *
 * How each token may be used (and what the test holds it to):
 * - text, muted, accentText, breaking: text on `background` or `surface` (≥ 4.5:1).
 * - onAccent: text on an `accent` fill, e.g. a button (≥ 4.5:1).
 * - accent: fills and rules; as a button's shape it must stand out from the page (≥ 3:1).
 * - focus: the focus ring, drawn on `background` or `surface` (≥ 3:1).
 * - controlBorder: the edge of a form control or anything whose border is the only
 *   thing that shows it is there (≥ 3:1).
 * - border: decorative separators only; never the only sign of a control or a state.
 */
export type Palette = {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  accentText: string;
  onAccent: string;
  border: string;
  controlBorder: string;
  focus: string;
  breaking: string;
};

export const light = {
  background: "#ffffff",
  surface: "#f6f6f6",
  text: "#1a1a1a",
  muted: "#555555",
  accent: "#c8102e",
  accentText: "#b00e28",
  onAccent: "#ffffff",
  border: "#dddddd",
  controlBorder: "#767676",
  focus: "#0b57d0",
  breaking: "#c8102e",
} as const satisfies Palette;

export const dark = {
  background: "#000000",
  surface: "#161616",
  text: "#f2f2f2",
  muted: "#b8b8b8",
  accent: "#ff8c1a",
  accentText: "#ffa347",
  onAccent: "#000000",
  border: "#333333",
  controlBorder: "#8c8c8c",
  focus: "#8ab4f8",
  breaking: "#ff8c1a",
} as const satisfies Palette;

export const palettes = { light, dark } as const;
