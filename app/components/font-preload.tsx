import { firstFontFile } from "../styles/font-files";
import type { Language } from "../upstream/schemas";

/**
 * Asks for the page's body font while the HTML is still arriving, so text switches
 * from the system font to Roboto (English) or Noto Sans Tamil (Tamil) sooner. Only
 * the regular weight of the page's own script: bold and the other script wait for
 * the CSS. `crossOrigin` is required: fonts are always fetched in CORS mode, and a
 * preload without it would be fetched twice. Render it inside <head>.
 */
export function FontPreload({ lang }: { lang: Language }) {
  return <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={firstFontFile(lang)} />;
}
