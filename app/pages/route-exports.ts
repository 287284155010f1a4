/**
 * What the page routes export alike: their response headers (an error's, when the loader threw one)
 * and their head, made by the loader as `head` (app/seo/meta.ts; a thrown error's title otherwise).
 */
import type { HeadersFunction } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { headMeta, type PageHead } from "../seo/meta";

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction = ({ data, matches, error }) => headMeta((data as { head?: PageHead } | undefined)?.head, matches, error);
