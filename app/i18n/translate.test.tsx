import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StringsSourceProvider, TranslationProvider, Trans, useTranslation } from "./react";
import { resources } from "./resources";
import { translate, type Strings } from "./translate";

/** Every key of a string tree, plural forms as i18next asks for them (`a.b` for `a.b_one` + `a.b_other`). */
function keys(tree: Strings, prefix = ""): string[] {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === "object") for (const inner of keys(value as Strings, `${path}.`)) out.add(inner);
    else out.add(path.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
  return [...out];
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!);

describe("translate (decision 0017) answers as i18next does", () => {
  for (const lang of ["en", "ta"] as const) {
    it(`for every string in ${lang}, with counts 0, 1, 2, 5, 21 and every variable`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: lang, resources, fallbackLng: false, interpolation: { escapeValue: false } });
      const strings = resources[lang].translation as Strings;
      const all = keys(strings);
      expect(all.length).toBeGreaterThan(250);
      let compared = 0;
      for (const key of all) {
        const names = new Set(variables(String(i18n.t(`${key}_other`, { defaultValue: i18n.t(key) }))));
        for (const count of [undefined, 0, 1, 2, 5, 21]) {
          const options: Record<string, unknown> = {};
          for (const name of names) options[name] = name === "count" ? count : `‹${name}›`;
          if (count !== undefined) options.count = count;
          expect(translate(strings, lang, key, options), `${lang} ${key} count=${count}`).toBe(i18n.t(key, options));
          compared++;
        }
      }
      // A key that does not exist is itself, in both.
      expect(translate(strings, lang, "no.such.key")).toBe(i18n.t("no.such.key"));
      // A variable with no value is left as it is, in both.
      expect(translate(strings, lang, "lists.documentTitle")).toBe(i18n.t("lists.documentTitle"));
      expect(compared).toBe(all.length * 6);
    });
  }

  it("Tamil plurals follow Tamil's rules (one, other), English's English", () => {
    const tree = { n_one: "ஒன்று {{count}}", n_other: "பல {{count}}" };
    expect(translate(tree, "ta", "n", { count: 1 })).toBe("ஒன்று 1");
    expect(translate(tree, "ta", "n", { count: 0 })).toBe("பல 0");
    expect(translate(tree, "en", "n", { count: 3 })).toBe("பல 3");
  });
});

describe("useTranslation and Trans", () => {
  const source = (lang: "en" | "ta") => resources[lang].translation as Strings;
  function Probe() {
    const { t, i18n } = useTranslation();
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the words in the links
    const links = { terms: <a href="/terms" />, privacy: <a href="/privacy-policy" /> };
    return (
      <p data-lang={i18n.language}>
        {t("article.readTime", { count: 3 })} <Trans i18nKey="signIn.terms" components={links} />
      </p>
    );
  }

  it("render the provider's language, tags of a string as the given elements", () => {
    const html = renderToStaticMarkup(
      <StringsSourceProvider value={source}>
        <TranslationProvider lang="ta">
          <Probe />
        </TranslationProvider>
      </StringsSourceProvider>,
    );
    expect(html).toContain('data-lang="ta"');
    expect(html).toContain(translate(source("ta"), "ta", "article.readTime", { count: 3 }));
    expect(html).toContain('<a href="/terms">விதிமுறைகள் மற்றும் நிபந்தனைகளையும்</a>');
    expect(html).toContain('<a href="/privacy-policy">தனியுரிமைக் கொள்கையையும்</a>');
    expect(html).not.toContain("&lt;terms&gt;");
  });

  it("a string's text around and between the tags is kept, and React escapes what the text holds", () => {
    const html = renderToStaticMarkup(
      <StringsSourceProvider value={() => ({ x: "a <b>bold</b> & <i>it</i> <u>not given</u> z" })}>
        <TranslationProvider lang="en">
          <Trans i18nKey="x" components={{ b: <strong />, i: <em /> }} />
        </TranslationProvider>
      </StringsSourceProvider>,
    );
    expect(html).toBe("a <strong>bold</strong> &amp; <em>it</em> &lt;u&gt;not given&lt;/u&gt; z");
  });
});
