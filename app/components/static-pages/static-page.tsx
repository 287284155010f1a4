import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { href, type Language } from "../../i18n/language";
import type { LinkedBlock, Part } from "../../static-pages/mentions";
import * as styles from "./static-page.css";

export type StaticPageView = {
  title: string;
  updated?: string;
  updatedIso?: string;
  blocks: LinkedBlock[];
};

function Parts({ parts, lang }: { parts: Part[]; lang: Language }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={index} to={href(lang, `/${part.page}`)}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/**
 * About, Contact and the policies (requirements §2 "Static pages"): a title, the "last updated" date where there is one,
 * the text. `lead` goes under the title, before the text: an answer the reader is waiting for (the contact form's
 * confirmation) must be on the first screen, not below a page of text (issue 29).
 */
export function StaticPage({ page, lang, lead, children }: { page: StaticPageView; lang: Language; lead?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {page.title}
      </h1>
      {page.updated ? (
        <p className={styles.updated}>
          {t("staticPage.lastUpdated")} <time dateTime={page.updatedIso}>{page.updated}</time>
        </p>
      ) : null}
      {lead}
      <div className={styles.body}>
        {page.blocks.map((block, index) => {
          if (block.kind === "h2") return <h2 key={index}>{block.text}</h2>;
          if (block.kind === "p")
            return (
              <p key={index}>
                <Parts parts={block.parts} lang={lang} />
              </p>
            );
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Parts parts={item} lang={lang} />
                </li>
              ))}
            </ul>
          );
        })}
      </div>
      {children}
    </article>
  );
}
