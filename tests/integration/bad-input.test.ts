/**
 * Issue 10, bad input: every route parameter and query value, with random
 * strings (fast-check) and a fixed list of hostile ones, sent raw to the
 * production server. The answer is 200, 301, 302, 303, 400 or 404, never a 500;
 * no header is injected; every URL the newsroom receives was built from encoded
 * segments (nothing a reader typed reaches it raw); and afterwards the server
 * process's Object.prototype is exactly as before.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  CALM_UPSTREAM,
  rawGet,
  startNewsroom,
  startRecordingProxy,
  startSite,
  type RawAnswer,
  type RecordingProxy,
  type Site,
  type TestNewsroom,
} from "./helpers/site";

let newsroom: TestNewsroom;
let upstream: RecordingProxy;
let site: Site;
let articleSlug: string;

beforeAll(async () => {
  newsroom = await startNewsroom();
  upstream = await startRecordingProxy(newsroom.url);
  site = await startSite(upstream.url, CALM_UPSTREAM);
  const row = newsroom.db.prepare("SELECT slug, id FROM articles ORDER BY id LIMIT 1").get() as { slug: string; id: number };
  articleSlug = `${row.slug}-${row.id}`;
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await upstream?.close();
  await newsroom?.stop();
});

/** Written raw into the request target: the server sees exactly these bytes. */
const RAW_HOSTILE = [
  "../../../../etc/passwd",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252f",
  "..\\..\\windows\\win.ini",
  "a%2Fb%2F..%2F..%2Fhealthz",
  "%",
  "%zz",
  "%E0%AE",
  "%C0%AF",
  "%FF%FE%FD",
  "%ED%A0%80",
  "%00",
  "a%0d%0aX-Injected:%20yes",
  "a%0aSet-Cookie:%20pwned=1",
  "%E2%80%AE%E2%80%8B",
  ".",
  "..",
  "%2e%2e",
  "",
  "%20",
  "x".repeat(6000),
  "%F0%9F%94%A5".repeat(300),
];

/** Encoded before sending (what a browser does with them). */
const HOSTILE = [
  "சென்னை",
  "க்\u0BCD\u0BCD\u0BCD\u0BCDஷ",
  "\u0BC6",
  "கோ\u200Dவை",
  "👩‍👩‍👧‍👦🔥",
  "' OR 1=1 --",
  "1; DROP TABLE articles;--",
  '{"$gt":""}',
  "[$ne]=1",
  "$where: sleep(1000)",
  "__proto__",
  "constructor",
  "prototype",
  "__proto__[polluted]",
  "constructor[prototype][polluted]",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "\r\nX-Injected: yes",
  "\u0000\u0007\u001b[31m",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "0x10",
  " 2 ",
  "\uFEFF1",
  "Ｃｈｅｎｎａｉ",
];

type Template = (value: string) => string;
/** Every route parameter and query value a reader controls. */
const templates = (): Record<string, Template> => ({
  article: (v) => `/news/${v}`,
  tamilArticle: (v) => `/tamil/news/${v}`,
  cityArticle: (v) => `/city/${v}/news/${articleSlug}`,
  tagArticle: (v) => `/tags/${v}/news/${v}`,
  engagement: (v) => `/news/${articleSlug}/${v}`,
  city: (v) => `/city/${v}`,
  tamilCity: (v) => `/tamil/city/${v}`,
  category: (v) => `/category-name/${v}`,
  author: (v) => `/tamil/author/${v}`,
  state: (v) => `/state/${v}`,
  national: (v) => `/national/${v}`,
  international: (v) => `/tamil/international/${v}`,
  tag: (v) => `/tags/${v}`,
  tamilTag: (v) => `/tamil/tags/${v}`,
  page: (v) => `/city/chennai?page=${v}`,
  tagPage: (v) => `/tags/rain?page=${v}`,
  area: (v) => `/city/chennai?area=${v}`,
  search: (v) => `/search?q=${v}`,
  tamilSearch: (v) => `/tamil/search?q=${v}&page=${v}`,
  language: (v) => `/language?to=${v}`,
  signin: (v) => `/signin?redirectTo=${v}`,
  saved: (v) => `/saved?page=${v}`,
  notFound: (v) => `/tamil/${v}/${v}`,
  pollutedQuery: (v) => `/?__proto__[polluted]=${v}&constructor[prototype][polluted]=${v}&__proto__.polluted=${v}`,
});

const ALLOWED = new Set([200, 301, 302, 303, 400, 404]);

function encodeLoosely(value: string): string {
  // A lone surrogate cannot be encoded as UTF-8: send the bytes a careless client would.
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, (unit) => (/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(unit) ? unit : "\uFFFD"))).replace(
    /%EF%BF%BD/g,
    "%ED%A0%80",
  );
}

const failures: string[] = [];
let requests = 0;
const statuses: Record<number, number> = {};

function check(target: string, answer: RawAnswer) {
  requests += 1;
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const problems: string[] = [];
  if (!ALLOWED.has(answer.status)) problems.push(`status ${answer.status}`);
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    const name = answer.rawHeaders[index]!.toLowerCase();
    if (name.startsWith("x-injected") || (name === "set-cookie" && /pwned/.test(answer.rawHeaders[index + 1]!))) problems.push(`injected header ${name}`);
  }
  const location = answer.headers.location;
  if (typeof location === "string") {
    // Redirects stay on this site: a path, or the configured public origin.
    const onSite = (location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")) || location.startsWith(`${site.origin}/`);
    if (!onSite) problems.push(`redirect off the site: ${location}`);
    if (/[\r\n]/.test(location)) problems.push("CR/LF in Location");
  }
  if (/\bat \S+ \(?\/[^\s)]*:\d+:\d+\)?/.test(answer.body)) problems.push("stack trace in body");
  if (problems.length) failures.push(`${target.slice(0, 160)} → ${problems.join(", ")}`);
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

let prototypesBefore: Awaited<ReturnType<Site["prototypes"]>>;

test("hostile values in every route parameter and query string: never a 500, no injected header, no redirect off the site", async () => {
  prototypesBefore = await site.prototypes();
  const routes = Object.entries(templates());
  // Each fixed hostile value through a rotating third of the routes, raw and encoded.
  const targets: string[] = [];
  RAW_HOSTILE.forEach((value, index) => {
    for (let k = 0; k < routes.length; k += 4) targets.push(routes[(k + index) % routes.length]![1](value));
  });
  HOSTILE.forEach((value, index) => {
    for (let k = 0; k < routes.length; k += 6) targets.push(routes[(k + index) % routes.length]![1](encodeLoosely(value)));
  });
  await inBatches(targets, 6, async (target) => check(target, await rawGet(site.origin, target)));
  expect(failures).toEqual([]);
}, 120_000);

test("random strings (fast-check) in every route parameter and query string: never a 500", async () => {
  const routes = templates();
  const value = fc.oneof(
    fc.string({ unit: "binary", maxLength: 120 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    // eslint-disable-next-line no-misleading-character-class -- the joiners are drawn alone too, as a reader can type them
    fc.stringMatching(/^[\u0B80-\u0BFF\u200C\u200D ]{0,30}$/),
    fc.constantFrom(...HOSTILE),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...Object.keys(routes)), value, fc.boolean(), async (route, input, encode) => {
      // Raw: as typed into a URL bar (the helper escapes only what HTTP cannot carry); or fully encoded.
      const target = routes[route]!(encode ? encodeLoosely(input) : input.replace(/[?#]/g, encodeURIComponent));
      const before = failures.length;
      check(target, await rawGet(site.origin, target));
      return failures.length === before;
    }),
    { numRuns: 120 },
  );
  expect(failures).toEqual([]);
}, 120_000);

test("every URL the newsroom received was built from encoded segments and a canonical query", async () => {
  const seen = upstream.requests.map((request) => request.url);
  expect(seen.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const url of seen) {
    const [pathname = "", search] = url.split("?", 2) as [string, string | undefined];
    if (!/^\/(api\/user\/(en|ta)\/|news-svc\/api\/v1\/|core-svc\/api\/v1\/)/.test(pathname)) problems.push(`unexpected path ${url}`);
    for (const segment of pathname.split("/").slice(1)) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        problems.push(`undecodable segment ${segment} in ${url}`);
        continue;
      }
      // Exactly what encodeURIComponent makes of the value: no raw "/", "..", "%", CR/LF or spaces got through.
      if (encodeURIComponent(decoded) !== segment || decoded === "." || decoded === "..") problems.push(`segment not encoded: ${segment} in ${url}`);
    }
    if (search !== undefined && new URLSearchParams(search).toString() !== search) problems.push(`query not canonical: ${url}`);
  }
  expect(problems.slice(0, 10)).toEqual([]);
  console.info(`[bad-input] ${requests} hostile requests (statuses ${JSON.stringify(statuses)}), ${seen.length} upstream URLs checked`);
});

test("Object.prototype (and Function.prototype) in the server process are untouched after the barrage", async () => {
  const after = await site.prototypes();
  expect(after).toEqual(prototypesBefore);
  expect(after.inherited).toEqual([]);
  expect(after.forIn).toEqual([]);
});
