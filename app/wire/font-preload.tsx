import { firstFontFile, FONT_FILES } from "../styles/font-files";
import type { Language } from "../i18n/language";

/**
 * Asks for the page's body font while the HTML is still arriving, so text switches
 * from the system font to Roboto (English) or Noto Sans Tamil (Tamil) sooner. Only
 * the regular weight of the page's own script: bold and the other script wait for
 * the CSS. `crossOrigin` is required: fonts are always fetched in CORS mode, and a
 * preload without it would be fetched twice. Render it inside <head>.
 */
export function FontPreload({ lang }: { lang: Language }) {
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={firstFontFile(lang)} />
      {/*
        Issue 4: Roboto is `optional`, so its bold (headlines) was used only if it arrived in the first ~100 ms; on a
        first visit it did not, and headlines stayed in a wider system face. Preloaded, it is there for the first
        paint as on the second visit. Tamil's faces swap, so its bold need not be asked for early.
      */}
      {lang === "en" ? <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={FONT_FILES.latin.bold} /> : null}
    </>
  );
}
