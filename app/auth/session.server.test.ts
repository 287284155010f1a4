import { beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.server";
import {
  SESSION_MAX_AGE_SECONDS,
  destroySessionCookie,
  getSession,
  hasSignedInSession,
  pendingSignIn,
  pendingSignInCookie,
  readAccessToken,
  secureCookies,
  signedInCookie,
} from "./session.server";

const SECRET = "a-session-secret-for-unit-tests-0123456789";
const TOKEN = "token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

/** A request carrying the cookie a Set-Cookie header would have stored. */
function requestWith(setCookie: string): Request {
  return new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });
}

function attributes(setCookie: string): string[] {
  return setCookie.split(";").map((part) => part.trim().toLowerCase());
}

const signIn = { accessToken: TOKEN, user: { id: "7", name: "வள்ளி", mobileNumber: "9840012345", email: null, photoUrl: null }, message: null };

describe("the __session cookie", () => {
  beforeEach(() => {
    loadEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET }, () => undefined);
  });

  it("is HttpOnly, SameSite=Lax, Path=/, lasts as long as the token, and is not Secure over plain http", async () => {
    const cookie = await signedInCookie(signIn);
    expect(cookie.startsWith("__session=")).toBe(true);
    const parts = attributes(cookie);
    expect(parts).toContain("httponly");
    expect(parts).toContain("samesite=lax");
    expect(parts).toContain("path=/");
    expect(parts).toContain(`max-age=${SESSION_MAX_AGE_SECONDS}`);
    expect(parts).not.toContain("secure");
  });

  it("is Secure in production behind https, and only then", async () => {
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.example" })).toBe(true);
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_ORIGIN: "http://localhost:3000" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined })).toBe(false);
    expect(secureCookies({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://www.example" })).toBe(false);
    loadEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, PUBLIC_ORIGIN: "https://www.example" }, () => undefined);
    expect(attributes(await signedInCookie(signIn))).toContain("secure");
  });

  it("carries the token and the reader's name, and tells a signed-in request", async () => {
    const request = requestWith(await signedInCookie(signIn));
    expect(await readAccessToken(request)).toBe(TOKEN);
    expect((await getSession(request)).get("name")).toBe("வள்ளி");
    expect(await hasSignedInSession(request)).toBe(true);
    expect(await hasSignedInSession(new Request("http://localhost/"))).toBe(false);
  });

  it("is rotated at sign-in: nothing from the session before is carried over", async () => {
    const before = await getSession(new Request("http://localhost/"));
    const pending = await pendingSignInCookie(before, { phone: "9840012345", challenge: "c-1", sentAt: 1 });
    expect(pendingSignIn(await getSession(requestWith(pending)))).toMatchObject({ phone: "9840012345" });
    // The pre-sign-in cookie is not signed in, and the new one knows nothing of the sign-in in progress.
    expect(await hasSignedInSession(requestWith(pending))).toBe(false);
    const after = await signedInCookie(signIn);
    expect(after.split(";")[0]).not.toBe(pending.split(";")[0]);
    expect(pendingSignIn(await getSession(requestWith(after)))).toBeNull();
  });

  it("ignores a cookie that was tampered with or signed with another secret", async () => {
    const cookie = (await signedInCookie(signIn)).split(";")[0]!;
    const [name, value] = cookie.split("=");
    const [payload, signature] = decodeURIComponent(value!).split(".");
    const forged = Buffer.from(JSON.stringify({ token: "someone-elses-token-0000000000" })).toString("base64");
    expect(
      await readAccessToken(new Request("http://localhost/", { headers: { cookie: `${name}=${encodeURIComponent(`${forged}.${signature}`)}` } })),
    ).toBeNull();
    expect(payload).toBeTruthy();
    loadEnv({ NODE_ENV: "test", SESSION_SECRET: "another-secret-entirely-0123456789abcdef" }, () => undefined);
    expect(await readAccessToken(new Request("http://localhost/", { headers: { cookie } }))).toBeNull();
  });

  it("is expired in the browser at logout", async () => {
    const cookie = await destroySessionCookie(await getSession(requestWith(await signedInCookie(signIn))));
    expect(cookie).toMatch(/^__session=;/);
    expect(attributes(cookie)).toContain("expires=thu, 01 jan 1970 00:00:00 gmt");
  });
});
