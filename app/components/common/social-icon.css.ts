import { style, styleVariants } from "@vanilla-extract/css";
import type { ShareNetwork } from "../../news/share";
import type { SocialNetwork } from "../../shell/footer";

/**
 * The shape is the mask; the colour is the text's, so hover, themes and high contrast follow the link.
 * The size is the caller's class (footer 22px, share links 20px): none here, whose rule could come later in the CSS.
 */
export const icon = style({
  display: "inline-block",
  flexShrink: 0,
  backgroundColor: "currentColor",
  WebkitMaskRepeat: "no-repeat",
  maskRepeat: "no-repeat",
  WebkitMaskPosition: "center",
  maskPosition: "center",
  WebkitMaskSize: "contain",
  maskSize: "contain",
  // Forced colours would paint the background as the canvas and hide the shape, and an element left out of them
  // inherits the unforced colour: the marks are always inside links, so they take the links' system colour.
  "@media": { "(forced-colors: active)": { forcedColorAdjust: "none", backgroundColor: "LinkText" } },
});

/** File names carry a version (served for a month, public/icons/): a changed mark gets a new number. */
const files: Record<SocialNetwork | ShareNetwork, string> = {
  facebook: "/icons/facebook-1.svg",
  x: "/icons/x-1.svg",
  instagram: "/icons/instagram-1.svg",
  youtube: "/icons/youtube-1.svg",
  whatsapp: "/icons/whatsapp-1.svg",
  telegram: "/icons/telegram-1.svg",
};

export const network = styleVariants(files, (file) => ({ WebkitMaskImage: `url(${file})`, maskImage: `url(${file})` }));
