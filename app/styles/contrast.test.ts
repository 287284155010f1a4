import { describe, expect, it } from "vitest";
import { palettes, type Palette } from "./palette";

/** sRGB channel (0–255) to linear light, as WCAG 2.x defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2.x relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hue(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

type Token = keyof Palette;
type Pairing = [foreground: Token, background: Token];

/** WCAG 1.4.3: text (and images of text) needs 4.5:1. Every text colour the site draws, on what it is drawn on. */
const TEXT: Pairing[] = [
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  // Links: body links and hovered links use accentText; footer and nav links use text.
  ["accentText", "background"],
  ["accentText", "surface"],
  ["breaking", "background"],
  ["breaking", "surface"],
  // Buttons, the skip link and the LIVE labels (article and cards): text on an accent fill; the breaking label can be a filled badge.
  ["onAccent", "accent"],
  ["onAccent", "breaking"],
];

/** WCAG 1.4.11: a focus ring, a control's edge or a button's fill against what surrounds it needs 3:1. */
const NON_TEXT: Pairing[] = [
  ["focus", "background"],
  ["focus", "surface"],
  ["controlBorder", "background"],
  ["controlBorder", "surface"],
  ["accent", "background"],
  ["accent", "surface"],
];

describe("the contrast formula", () => {
  it("gives the ratios WCAG gives for known pairs", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // The usual "lightest grey that passes on white".
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrast("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrast("#ffffff", "#767676")).toBe(contrast("#767676", "#ffffff"));
  });
});

for (const [name, palette] of Object.entries(palettes)) {
  describe(`the ${name} theme`, () => {
    it.each(TEXT)(`%s text on %s meets AA for normal text (4.5:1)`, (foreground, background) => {
      expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
    });

    it.each(NON_TEXT)(`%s against %s meets AA for user-interface parts (3:1)`, (foreground, background) => {
      expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(3);
    });
  });
}

describe("the brand colours of requirements §3 hold", () => {
  it("light is white with red", () => {
    expect(palettes.light.background).toBe("#ffffff");
    const accent = hue(palettes.light.accent);
    expect(accent < 15 || accent > 340).toBe(true);
  });
  it("dark is black with orange", () => {
    expect(palettes.dark.background).toBe("#000000");
    const accent = hue(palettes.dark.accent);
    expect(accent).toBeGreaterThanOrEqual(20);
    expect(accent).toBeLessThanOrEqual(40);
  });
});
