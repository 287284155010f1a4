import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleImage } from "../components/article-image";
import * as styles from "../components/article.css";
import * as layout from "../components/layout.css";
import { getEnv } from "../env.server";
import { PAGE_CACHE } from "../http-cache";
import { href, languageFromPath } from "../i18n/language";
import { messagesFor } from "../i18n/resources";
import { formatDate, readingMinutes } from "../news/format";
import { DEFAULT_ARTICLE_TITLE } from "../news/normalise";
import { sanitizeArticleHtml } from "../news/sanitize.server";
import { parseArticleSlug } from "../news/slug";
import { staleHeaders } from "../upstream/http.server";
import { getNewsById } from "../upstream/media.server";
import { notFound, upstreamFailureResponse } from "../upstream/respond.server";

/**
 * An article, at /news/{slug} and under every section path (spec §2). The slug's
 * last hyphen-separated segment is the id; a slug without one is a 404 with no
 * upstream call, an outdated slug text answers 301 to the current one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const slug = params.slug ?? "";
  const id = parseArticleSlug(slug);
  if (!id) throw notFound();

  let fetched;
  try {
    fetched = await getNewsById(lang, id);
  } catch (error) {
    throw upstreamFailureResponse(error);
  }
  const article = fetched.data;
  if (article.slug !== slug) {
    const segments = url.pathname.split("/");
    segments[segments.length - 1] = encodeURIComponent(article.slug);
    throw redirect(segments.join("/") + url.search, 301);
  }

  const messages = messagesFor(lang);
  const { bodyHtml, ...rest } = article;
  return data(
    {
      lang,
      article: {
        ...rest,
        // The upstream's default title is English; a Tamil page says it in Tamil.
        title: article.title === DEFAULT_ARTICLE_TITLE ? messages.article.defaultTitle : article.title,
        bodyHtml: sanitizeArticleHtml(bodyHtml, { siteOrigin: getEnv().PUBLIC_ORIGIN }),
      },
      stale: Boolean(fetched.error),
    },
    { headers: { "Cache-Control": PAGE_CACHE.article, Vary: "Cookie", ...staleHeaders(fetched) } },
  );
}

export { skipRevalidationForPreferences as shouldRevalidate } from "../revalidation";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData
    ? [
        { title: loaderData.article.title },
        { name: "description", content: loaderData.article.metaDescription || loaderData.article.summary },
      ]
    : [];

export default function ArticlePage() {
  const { article, lang, stale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className={styles.article}>
      {stale ? (
        <p className={layout.notice} role="status">
          {t("errors.staleNotice")}
        </p>
      ) : null}
      <nav aria-label={t("article.breadcrumb")} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={href(lang, "/")}>{t("site.home")}</Link>
          </li>
          {article.category ? <li>{article.category.name}</li> : null}
        </ol>
      </nav>
      <header className={styles.header}>
        {article.category ? <p className={styles.category}>{article.category.name}</p> : null}
        <h1 className={styles.title}>{article.title}</h1>
        {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        <p className={styles.byline}>
          <span>
            {t("article.by")} {article.author ?? t("article.unknownAuthor")}
          </span>
          <span>
            {t("article.published")} <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
          </span>
          <span>{t("article.readTime", { count: readingMinutes(article.wordCount) })}</span>
        </p>
      </header>
      {article.image ? (
        <ArticleImage image={article.image} sizes="(min-width: 800px) 760px, 100vw" priority className={styles.hero} />
      ) : null}
      {/* Sanitized on the server (app/news/sanitize.server.ts) before it gets here. */}
      <div className={`article-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {article.tags.length > 0 ? (
        <section aria-labelledby="article-tags" className={styles.tags}>
          <h2 id="article-tags">{t("article.tags")}</h2>
          <ul>
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
