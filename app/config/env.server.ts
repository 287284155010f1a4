/**
 * The environment, validated once with zod. server.ts calls `loadEnv()` at
 * start-up so a missing or malformed value stops the process with one clear line;
 * everything else, server.ts's own settings included, reads the parsed Env
 * (`getEnv()`), never `process.env`.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { parseRateLimit } from "./rate-limit-spec";

const optionalUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
  .transform((value) => value.replace(/\/+$/, ""))
  .optional();

/** An http(s) URL with a default: links the footer shows whatever the operator sets. */
function urlWithDefault(fallback: string) {
  return z
    .string()
    .trim()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
    .default(fallback);
}

/** "5/10m": at most 5 per 10 minutes per client (units s, m, h). */
const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const setting = parseRateLimit(value);
      if (!setting) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must look like "5/10m" (a number per seconds s, minutes m or hours h)' });
        return z.NEVER;
      }
      return setting;
    });

/** What express's "trust proxy" takes in a list (proxy-addr): a named range, an address, or a subnet. */
function proxyAddress(item: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
  const [address = "", range, ...rest] = item.split("/");
  return isIP(address) !== 0 && rest.length === 0 && (range === undefined || /^\d{1,3}$/.test(range) || isIP(range) !== 0);
}

/**
 * Express's "trust proxy": a number of proxies (hops), true or false, or the proxies' addresses and subnets
 * ("loopback", "10.0.0.0/8, 127.0.0.1"). Unset: no proxy is believed.
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx): boolean | number | string => {
    if (value === "true" || value === "false") return value === "true";
    if (/^\d+$/.test(value)) return Number(value);
    if (value.split(",").every((item) => proxyAddress(item.trim()))) return value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a number of proxies, true, false, or addresses and subnets (comma-separated)" });
    return z.NEVER;
  })
  .optional();

/** Every variable the site reads; exported so env-example.test.ts can hold .env.example to it. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Which proxies in front of the site are believed about the client's address and scheme (X-Forwarded-*). */
  TRUST_PROXY: trustProxy,
  /** How long a page rendered for anonymous readers is reused (decision 0016); 0 turns the HTML cache off. */
  HTML_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How long SIGTERM/SIGINT waits for in-flight requests before the process exits anyway (server.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** V8's heap growth between full collections, in percent (server.ts, issue 9: RSS under 300 MB); 0 is V8's default. */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(50),
  /** The origin readers use (scheme://host[:port]); links, canonicals and redirects are built from it, never from Host. */
  PUBLIC_ORIGIN: optionalUrl,
  /** Base of the older news service, e.g. https://news.example/api (requirements §7). Unset: the embedded newsroom. */
  LEGACY_API_URL: optionalUrl,
  /** Base of the media service (core-svc, news-svc live under it). Unset: the embedded newsroom. */
  MEDIA_API_URL: optionalUrl,
  /** Signs the session cookie; at least 32 characters. */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The fixed product key header sent with authenticated media-service calls (requirements §6). */
  PRODUCT_KEY: z.string().min(8, "must be at least 8 characters").optional(),
  /** Upstream deadline in milliseconds (architecture rule 3: 2 s). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  /**
   * How long an article page waits for its comments before streaming them (decision 0012): a reader without
   * JavaScript sees only comments in place. The end-to-end tests raise it, so a busy test machine does not
   * decide what a reader without JavaScript is shown.
   */
  COMMENTS_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(150),
  /**
   * How long an article page waits for "You May Also Like" before streaming it: usually a cache answers at
   * once, but a copy on disk or in Redis takes a few milliseconds, and a reader without JavaScript never sees a
   * streamed part. Waited for side by side with the comments, so the headline waits for the longer of the two.
   */
  RELATED_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(150),
  /**
   * The most a page takes to answer whatever the upstream does (issue 19 §11, app/upstream/page-budget.server.ts): every
   * wait for upstream data on that page ends in time for it. Default 2500, or UPSTREAM_TIMEOUT_MS + 500 when
   * that is longer, so one read always gets its whole deadline.
   */
  PAGE_BUDGET_MS: z.coerce.number().int().min(500).max(60_000).optional(),
  /**
   * Where the last good copy of every upstream answer is kept for 7 days, to serve during an outage and
   * across a restart (decision 0026); default data/upstream-store. With REDIS_URL, Redis keeps them instead.
   */
  UPSTREAM_STORE_DIR: z.string().trim().min(1).optional(),
  /** The most that store may hold, in megabytes and in answers; the oldest copies go first. */
  UPSTREAM_STORE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(256),
  UPSTREAM_STORE_MAX_ENTRIES: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  /**
   * How long an article's first render waits to learn the size of body pictures that came without one
   * (docs/decisions/0022); past it they get a fitted 16:9 box, and the size is known for the next render.
   */
  BODY_PICTURE_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(400),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /**
   * The apps in the stores: the footer's badges (requirements §2), and where "Continue On App" leads, through /app, by
   * the reader's platform (issue 29 point 8, app/routes/app.ts). Defaults: the app id in.kuralnews.app.
   */
  APP_STORE_URL: urlWithDefault("https://apps.apple.com/in/app/kural-news/id6471872345"),
  PLAY_STORE_URL: urlWithDefault("https://play.google.com/store/apps/details?id=in.kuralnews.app"),
  /** The newsroom's social accounts (requirements §2 footer social links). */
  FACEBOOK_URL: urlWithDefault("https://www.facebook.com/kuralnews"),
  X_URL: urlWithDefault("https://x.com/kuralnews"),
  INSTAGRAM_URL: urlWithDefault("https://www.instagram.com/kuralnews/"),
  YOUTUBE_URL: urlWithDefault("https://www.youtube.com/@kuralnews"),
  WHATSAPP_CHANNEL_URL: urlWithDefault("https://whatsapp.com/channel/0029VaKuralNewsTamilNadu0"),
  /** Fixed one-time code for the embedded newsroom (tests only). */
  NEWSROOM_FIXED_OTP: z
    .string()
    .regex(/^\d{6}$/, "must be 6 digits")
    .optional(),
  NEWSROOM_DB: z.string().min(1).optional(),
  NEWSROOM_ARTICLES: z.coerce.number().int().min(50).max(100_000).optional(),
  /**
   * "off": the embedded newsroom keeps its dates when India's day changes (tests: their newsroom is seeded per run, and
   * what they compare pages with must not move under the site's cache at midnight). Default "on": a reused seed is
   * moved forward each new day so today has news (newsroom/db.ts shiftSeedToToday).
   */
  NEWSROOM_KEEP_TODAY: z.enum(["on", "off"]).default("on"),
  /** The embedded newsroom's editor key (live updates, `npm run newsroom -- live …`); default: a random one per start. */
  NEWSROOM_EDITOR_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Where contact messages and broken-link reports are appended as JSON lines; default data/feedback. */
  FEEDBACK_DIR: z.string().min(1).optional(),
  /**
   * The SQLite file that keeps signed-in readers' follows and the private Following feeds (issue 30 point 5),
   * created on first use; default data/follows.sqlite. With REDIS_URL, Redis keeps them instead.
   */
  FOLLOWS_DB: z.string().trim().min(1).optional(),
  /** Follow and unfollow presses (and private feed changes) accepted per client IP. */
  FOLLOW_RATE_LIMIT: rateLimit("60/10m"),
  /**
   * Web push alerts (issue 30, app/alerts/vapid.server.ts): the VAPID key pair, both or neither (unset: generated at
   * the first start and kept in VAPID_KEYS_FILE, default data/vapid-keys.json), and who push services may contact.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
    .optional(),
  VAPID_KEYS_FILE: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: URL")
    .default("mailto:alerts@kuralnews.in"),
  /**
   * The push services' hosts a reader's subscription may name (app/alerts/endpoint.server.ts): comma-separated exact
   * names or "*.name" for a name's subdomains. Unset: FCM (Chrome, Edge), Mozilla's, Apple's and Windows'.
   */
  PUSH_HOSTS: z
    .string()
    .trim()
    .regex(/^(\*\.)?[a-z0-9.-]+(\s*,\s*(\*\.)?[a-z0-9.-]+)*$/i, "must be host names, comma-separated")
    .optional(),
  /** Tests only: "on" admits a push service on this machine's loopback over http (web-push-testing). Never in production. */
  PUSH_ALLOW_LOCAL: z.enum(["on", "off"]).default("off"),
  /** Alert subscriptions and settings changes accepted per client IP (issue 30 point 6). */
  ALERTS_RATE_LIMIT: rateLimit("30/10m"),
  /** How often the Breaking feed is read for new breaking stories to alert readers of, in ms; 0 never (issue 30 point 7). */
  BREAKING_WATCH_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Contact-form messages accepted per client IP. */
  CONTACT_RATE_LIMIT: rateLimit("5/10m"),
  /** Broken-link reports accepted per client IP. */
  REPORT_RATE_LIMIT: rateLimit("20/1h"),
  /** One-time codes sent to one mobile number (issue 6: 3 per 10 minutes). */
  SIGNIN_PHONE_RATE_LIMIT: rateLimit("3/10m"),
  /** One-time codes requested from one client IP, whatever the numbers. */
  SIGNIN_IP_RATE_LIMIT: rateLimit("10/10m"),
  /**
   * How often each live story with open streams is checked upstream, per instance (or, with REDIS_URL, by one
   * instance for all), and how long a live story's copy counts as fresh (app/live/, decision 0037). An update
   * waits up to this long for the check that finds it: under 1 s to every reader needs less than 1 s here.
   */
  LIVE_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(500),
  /**
   * Live streams one client IP may hold open at once on an instance. A mobile carrier puts hundreds of readers
   * behind one address (issue 29: at 50 such an address got 429 on every live page), so the default is a tenth of an
   * instance's streams; one abusive client is held by the connection rate below (it needs minutes to fill this), by
   * LIVE_STREAMS_MAX, and by the drop of a stream that reads too slowly.
   */
  LIVE_STREAMS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Live streams an instance holds open at once, all addresses together: past it a new one gets 503 with Retry-After
   * (and the page falls back to "Show new updates"), so no number of clients can take the instance's memory
   * (`npm run bench:live` holds 10,000 within its budget).
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Live stream connections one client IP may open, reconnections included, per instance. */
  LIVE_CONNECT_RATE_LIMIT: rateLimit("120/1m"),
  /**
   * Redis (redis:// or rediss://), one connection (app/config/redis.server.ts): the upstream cache and the sign-in
   * limits, shared by every instance. Unset: each instance keeps them in memory (the cache also on disk).
   */
  REDIS_URL: z
    .string()
    .trim()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), "must be a redis:// or rediss:// URL")
    .optional(),
  /**
   * A reverse geocoder (requirements §7: GET with lat, lon, format=json; reads address city/county/state_district)
   * for "use my location". Unset: the built-in nearest-city lookup, so no reader's location leaves our servers.
   */
  GEOCODER_URL: optionalUrl,
  /** Where page views are sent in batches (issue 7). Unset: the embedded newsroom stores them, or none are sent. */
  ANALYTICS_URL: optionalUrl,
  /** The longest a recorded page view waits before its batch is sent. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * Where "Most read" is read (issue 29): GET ?language=en|ta&hours=24&limit= answering the most viewed article
   * paths (newsroom/analytics.ts's contract). Unset: the embedded newsroom's, when it is the one counting the views
   * (no ANALYTICS_URL); otherwise there is no list.
   */
  MOST_READ_URL: optionalUrl,
  /** How long a language's "Most read" list is kept before it is read again (served meanwhile; issue 29). */
  MOST_READ_TTL_MS: z.coerce.number().int().min(500).max(3_600_000).default(300_000),
  /**
   * Image route (issue 9): origins besides the media service whose pictures may be resized, comma-separated
   * (e.g. "https://cdn.example.in,https://img.example.in"). Nothing else is ever fetched: no open proxy.
   */
  IMAGE_HOSTS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins = value
        .split(",")
        .map((item) => item.trim().replace(/\/+$/, ""))
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${origin}" is not an http(s) origin (scheme://host[:port], nothing else)` });
          return z.NEVER;
        }
      }
      return origins;
    }),
  /** Where resized pictures are kept; default: kural-images under the OS temporary directory. */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  /** The most the picture cache may hold on disk, in megabytes; the least recently used go first. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(512),
  /** The largest upstream picture fetched, in bytes. */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(8_000_000),
  /** The most pixels an upstream picture may have (width × height), so one picture cannot exhaust memory. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(25_000_000),
});

export type Env = Omit<z.infer<typeof envSchema>, "PAGE_BUDGET_MS"> & {
  PAGE_BUDGET_MS: number;
  SESSION_SECRET: string;
  PRODUCT_KEY: string;
  /** True when the embedded newsroom serves both upstream contracts. */
  embeddedNewsroom: boolean;
};

/** One Env per process: server.ts reaches this module through the build (app/server-kit.server.ts), so there is one copy. */
const holder: { current?: Env } = {};

export class EnvError extends Error {}

/** Parses process.env; throws EnvError with one line naming the bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.warn): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EnvError(`Invalid environment: ${issue.path.join(".")} ${issue.message}`);
  }
  const env = parsed.data;
  // server.ts then starts the newsroom and fills in its URLs (setEnv).
  const embeddedNewsroom = !env.LEGACY_API_URL && !env.MEDIA_API_URL;
  if (Boolean(env.LEGACY_API_URL) !== Boolean(env.MEDIA_API_URL)) {
    throw new EnvError(`Invalid environment: ${env.LEGACY_API_URL ? "MEDIA_API_URL" : "LEGACY_API_URL"} is required when the other upstream URL is set`);
  }
  const production = env.NODE_ENV === "production" && !embeddedNewsroom;
  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret) {
    if (production) throw new EnvError("Invalid environment: SESSION_SECRET is required in production");
    sessionSecret = randomBytes(32).toString("hex");
    log("SESSION_SECRET not set: generated a random one for this run (sessions end at restart)");
  }
  let productKey = env.PRODUCT_KEY;
  if (!productKey) {
    if (production) throw new EnvError("Invalid environment: PRODUCT_KEY is required in production");
    productKey = "newsroom-development-key";
    log("PRODUCT_KEY not set: using the embedded newsroom's development key");
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new EnvError(`Invalid environment: ${env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"} is required when the other VAPID key is set`);
  }
  const pageBudgetMs = env.PAGE_BUDGET_MS ?? Math.max(2500, env.UPSTREAM_TIMEOUT_MS + 500);
  holder.current = { ...env, PAGE_BUDGET_MS: pageBudgetMs, SESSION_SECRET: sessionSecret, PRODUCT_KEY: productKey, embeddedNewsroom };
  return holder.current;
}

/** The validated environment; loads it on first use (tests, scripts). */
export function getEnv(): Env {
  return holder.current ?? loadEnv(process.env, () => undefined);
}

/** Lets server.ts (and tests) fill in values known only after start-up, such as the embedded newsroom's URLs. */
export function setEnv(patch: Partial<Env>): Env {
  holder.current = { ...getEnv(), ...patch };
  return holder.current;
}
