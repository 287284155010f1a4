/**
 * Accounts of the media service (requirements §4, §5, §6): mobile sign-in with a one-time code,
 * Google sign-in, bearer access tokens, logout.
 *
 *   POST /core-svc/api/v1/users/signup-mobile { mobile_number }
 *        200 { message }           a new 6-digit code for that number (replaces any earlier one)
 *        400                       mobile_number is not exactly 10 digits
 *   POST /core-svc/api/v1/users/verify-mobile { mobile_number, otp }
 *        200 { message, access_token, user }   the user is created on first sign-in
 *        400                       malformed number or code (not 10 / 6 digits)
 *        401                       wrong code (the 1st to 4th wrong attempt)
 *        404                       no code outstanding for that number (never requested, or already used)
 *        410                       the code expired (10 minutes); request a new one
 *        429                       5 wrong attempts: the code is burnt; request a new one
 *   POST /core-svc/api/v1/users/login-google { id_token, name?, email?, photo_url? }
 *        200 { message, access_token, user }; 400 malformed body; 401 token not valid
 *   POST /core-svc/api/v1/users/logout   (Bearer) 200 { message }; 401 without a valid token
 *   GET  /core-svc/api/v1/users/me       (Bearer) 200 { data: { data: user } }; 401 without a valid token
 *
 * Codes and tokens are stored hashed only. Access tokens are 32 random bytes (base64url),
 * valid 30 days, revoked by logout.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Router, type Request } from "express";
import { createLocalJWKSet, jwtVerify } from "jose";
import { googleLoginRequestSchema, signupMobileRequestSchema, verifyMobileRequestSchema } from "../app/upstream/schemas-accounts";
import type { NewsroomContext } from "./context";
import { DAY_MS, getMeta, setMeta } from "./db";
import { HttpError, badRequest, route } from "./http";

const OTP_TTL_MS = 10 * 60_000;
const OTP_MAX_WRONG_ATTEMPTS = 5;
const TOKEN_TTL_MS = 30 * DAY_MS;
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export type UserRow = {
  id: number;
  mobile_number: string | null;
  google_sub: string | null;
  name: string | null;
  email: string | null;
  photo_url: string | null;
};

function userPayload(user: UserRow) {
  return { id: user.id, name: user.name, mobile_number: user.mobile_number, email: user.email, photo_url: user.photo_url };
}

/**
 * The name sent with a comment: never the phone number, and null when the reader gave none. The site words that
 * case itself, in the page's language ("Reader 12", "வாசகர் 12"); an English fallback made here showed on Tamil
 * pages (issue 29).
 */
export function displayName(user: Pick<UserRow, "id" | "name">): string | null {
  return user.name?.trim() || null;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** "9876543210" → "98xxxxxx10": enough to tell numbers apart in a log, not to read one. */
function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}${"x".repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-2)}`;
}

/** The user of a valid `Authorization: Bearer …` header, or null (missing, malformed, unknown, expired, revoked). */
export function authenticate(ctx: NewsroomContext, req: Request): UserRow | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.get("authorization")?.trim() ?? "");
  if (!match) return null;
  const row = ctx.db
    .prepare(
      `SELECT u.id, u.mobile_number, u.google_sub, u.name, u.email, u.photo_url, t.expires_ms
       FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(sha256(match[1]!)) as (UserRow & { expires_ms: number }) | undefined;
  if (!row || row.expires_ms <= ctx.now().getTime()) return null;
  const { expires_ms: _expires, ...user } = row;
  return user;
}

export function requireUser(ctx: NewsroomContext, req: Request): UserRow {
  const user = authenticate(ctx, req);
  if (!user) throw new HttpError(401, "sign in required");
  return user;
}

export function accountsApi(ctx: NewsroomContext): Router {
  const router = Router();
  const { db } = ctx;
  const googleKeys = createLocalJWKSet(ctx.googleJwks);

  // The key that hashes one-time codes: random per database, so a copied table of hashes is useless elsewhere.
  let otpSecret = getMeta(db, "otp_secret");
  if (!otpSecret) {
    otpSecret = randomBytes(32).toString("hex");
    setMeta(db, "otp_secret", otpSecret);
  }
  const secret = otpSecret;
  const otpHash = (mobile: string, code: string) => createHmac("sha256", secret).update(`${mobile}:${code}`).digest();

  const issueToken = (userId: number): string => {
    const token = randomBytes(32).toString("base64url");
    const now = ctx.now().getTime();
    db.prepare("DELETE FROM access_tokens WHERE user_id = ? AND expires_ms <= ?").run(userId, now);
    db.prepare("INSERT INTO access_tokens (token_hash, user_id, created_ms, expires_ms) VALUES (?, ?, ?, ?)").run(
      sha256(token),
      userId,
      now,
      now + TOKEN_TTL_MS,
    );
    return token;
  };

  const userById = (id: number) => db.prepare("SELECT id, mobile_number, google_sub, name, email, photo_url FROM users WHERE id = ?").get(id) as UserRow;

  router.post(
    "/core-svc/api/v1/users/signup-mobile",
    route((req, res) => {
      const parsed = signupMobileRequestSchema.safeParse(req.body);
      if (!parsed.success) throw badRequest("mobile_number must be exactly 10 digits");
      const mobile = parsed.data.mobile_number;
      const code = ctx.fixedOtp ?? String(randomInt(0, 1_000_000)).padStart(6, "0");
      db.prepare(
        `INSERT INTO otp_challenges (mobile_number, code_hash, expires_ms, failed_attempts) VALUES (?, ?, ?, 0)
         ON CONFLICT (mobile_number) DO UPDATE SET code_hash = excluded.code_hash, expires_ms = excluded.expires_ms, failed_attempts = 0`,
      ).run(mobile, otpHash(mobile, code).toString("hex"), ctx.now().getTime() + OTP_TTL_MS);
      if (ctx.logOtp) ctx.log(`OTP for ${maskMobile(mobile)}: ${code}`);
      res.json({ message: "OTP sent" });
    }),
  );

  router.post(
    "/core-svc/api/v1/users/verify-mobile",
    route((req, res) => {
      const parsed = verifyMobileRequestSchema.safeParse(req.body);
      if (!parsed.success) throw badRequest("mobile_number must be 10 digits and otp 6 digits");
      const { mobile_number: mobile, otp } = parsed.data;
      const result = db.transaction((): { status: number; message: string; userId?: number } => {
        const challenge = db.prepare("SELECT code_hash, expires_ms, failed_attempts FROM otp_challenges WHERE mobile_number = ?").get(mobile) as
          { code_hash: string; expires_ms: number; failed_attempts: number } | undefined;
        if (!challenge) return { status: 404, message: "no code was requested for this number; request a new one" };
        if (challenge.failed_attempts >= OTP_MAX_WRONG_ATTEMPTS) return { status: 429, message: "too many wrong codes; request a new one" };
        if (challenge.expires_ms <= ctx.now().getTime()) {
          db.prepare("DELETE FROM otp_challenges WHERE mobile_number = ?").run(mobile);
          return { status: 410, message: "the code has expired; request a new one" };
        }
        if (!timingSafeEqual(Buffer.from(challenge.code_hash, "hex"), otpHash(mobile, otp))) {
          const failed = challenge.failed_attempts + 1;
          db.prepare("UPDATE otp_challenges SET failed_attempts = ? WHERE mobile_number = ?").run(failed, mobile);
          return failed >= OTP_MAX_WRONG_ATTEMPTS
            ? { status: 429, message: "too many wrong codes; request a new one" }
            : { status: 401, message: "wrong code" };
        }
        db.prepare("DELETE FROM otp_challenges WHERE mobile_number = ?").run(mobile);
        db.prepare("INSERT INTO users (mobile_number, created_ms) VALUES (?, ?) ON CONFLICT (mobile_number) DO NOTHING").run(mobile, ctx.now().getTime());
        const user = db.prepare("SELECT id FROM users WHERE mobile_number = ?").get(mobile) as { id: number };
        return { status: 200, message: "signed in", userId: user.id };
      })();
      if (result.userId === undefined) throw new HttpError(result.status, result.message);
      res.set("Cache-Control", "no-store");
      res.json({ message: result.message, access_token: issueToken(result.userId), user: userPayload(userById(result.userId)) });
    }),
  );

  router.post(
    "/core-svc/api/v1/users/login-google",
    route(async (req, res) => {
      const parsed = googleLoginRequestSchema.safeParse(req.body);
      if (!parsed.success) throw badRequest("id_token is required");
      let claims: { sub?: string; name?: unknown; email?: unknown; picture?: unknown };
      try {
        const verified = await jwtVerify(parsed.data.id_token, googleKeys, {
          issuer: GOOGLE_ISSUERS,
          algorithms: ["RS256"],
          currentDate: ctx.now(),
          ...(ctx.googleClientId ? { audience: ctx.googleClientId } : {}),
        });
        claims = verified.payload;
      } catch {
        throw new HttpError(401, "invalid Google ID token");
      }
      if (!claims.sub) throw new HttpError(401, "invalid Google ID token");
      const text = (value: unknown, fallback: string | undefined) => (typeof value === "string" && value ? value : (fallback ?? null));
      const profile = {
        sub: claims.sub,
        name: text(claims.name, parsed.data.name),
        email: text(claims.email, parsed.data.email),
        photo: text(claims.picture, parsed.data.photo_url),
      };
      db.prepare(
        `INSERT INTO users (google_sub, name, email, photo_url, created_ms) VALUES (:sub, :name, :email, :photo, :now)
         ON CONFLICT (google_sub) DO UPDATE SET name = excluded.name, email = excluded.email, photo_url = excluded.photo_url`,
      ).run({ ...profile, now: ctx.now().getTime() });
      const { id } = db.prepare("SELECT id FROM users WHERE google_sub = ?").get(profile.sub) as { id: number };
      res.set("Cache-Control", "no-store");
      res.json({ message: "signed in", access_token: issueToken(id), user: userPayload(userById(id)) });
    }),
  );

  router.post(
    "/core-svc/api/v1/users/logout",
    route((req, res) => {
      requireUser(ctx, req);
      const token = /^Bearer (\S+)$/.exec(req.get("authorization")?.trim() ?? "")?.[1] ?? "";
      db.prepare("DELETE FROM access_tokens WHERE token_hash = ?").run(sha256(token));
      res.json({ message: "signed out" });
    }),
  );

  router.get(
    "/core-svc/api/v1/users/me",
    route((req, res) => {
      const user = requireUser(ctx, req);
      res.set("Cache-Control", "no-store");
      res.json({ data: { data: userPayload(user) } });
    }),
  );

  return router;
}
