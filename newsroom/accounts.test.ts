import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponseSchema, mediaEnvelope } from "../app/upstream/schemas";
import { messageResponseSchema, signInResponseSchema, userSchema } from "../app/upstream/schemas-accounts";
import { mintDevGoogleIdToken } from "./google-dev-keys";
import { fetchJson, mediaHeaders, startTestNewsroom, type TestNewsroom } from "./test-helpers";

const GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
const meSchema = mediaEnvelope(userSchema);

/** The newsroom's clock: real time plus an offset the tests move forward. */
let clockOffsetMs = 0;
let newsroom: TestNewsroom;
let fixed: TestNewsroom;

beforeAll(async () => {
  [newsroom, fixed] = await Promise.all([
    startTestNewsroom({ now: () => new Date(Date.now() + clockOffsetMs), googleClientId: GOOGLE_CLIENT_ID, articles: 60 }),
    startTestNewsroom({ fixedOtp: "246810", articles: 60, logOtp: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([newsroom?.stop(), fixed?.stop()]);
});

const post = (base: TestNewsroom, path: string, json: unknown, headers: Record<string, string> = {}) =>
  fetchJson(`${base.mediaUrl}/core-svc/api/v1/users/${path}`, { method: "POST", json, headers });

/** Asks for a code and reads it from the newsroom's log, as a developer would. */
async function requestCode(mobile: string): Promise<string> {
  const answer = await post(newsroom, "signup-mobile", { mobile_number: mobile });
  expect(answer.status).toBe(200);
  messageResponseSchema.parse(answer.body);
  const masked = `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;
  const line = [...newsroom.logLines].reverse().find((entry) => entry.startsWith(`OTP for ${masked}: `));
  expect(line).toBeTruthy();
  return line!.slice(-6);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("mobile sign-in with a one-time code", () => {
  it("rejects a number that is not exactly 10 digits", async () => {
    for (const mobile_number of ["12345", "12345678901", "98765abcde", 9876543210]) {
      const answer = await post(newsroom, "signup-mobile", { mobile_number });
      expect(answer.status).toBe(400);
      errorResponseSchema.parse(answer.body);
    }
    expect((await post(newsroom, "verify-mobile", { mobile_number: "9876543210", otp: "12345" })).status).toBe(400);
  });

  it("signs in with the logged code once, creating the user, and never logs the full number", async () => {
    const code = await requestCode("9876543210");
    expect(newsroom.logLines.join("\n")).not.toContain("9876543210");
    const answer = await post(newsroom, "verify-mobile", { mobile_number: "9876543210", otp: code });
    expect(answer.status).toBe(200);
    const signedIn = signInResponseSchema.parse(answer.body);
    expect(signedIn.user?.mobile_number).toBe("9876543210");
    expect(signedIn.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await post(newsroom, "verify-mobile", { mobile_number: "9876543210", otp: code });
    expect(again.status).toBe(404);
    errorResponseSchema.parse(again.body);

    const second = await post(newsroom, "verify-mobile", { mobile_number: "9876543210", otp: await requestCode("9876543210") });
    expect(signInResponseSchema.parse(second.body).user?.id).toBe(signedIn.user?.id);
  });

  it("answers 401 to a wrong code, and 429 from the fifth wrong one on, until a new code is requested", async () => {
    const mobile = "9123456780";
    const code = await requestCode(mobile);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: wrong(code) });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
      errorResponseSchema.parse(answer.body);
    }
    expect((await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: wrong(code) })).status).toBe(429);
    const burnt = await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: code });
    expect(burnt.status).toBe(429);
    errorResponseSchema.parse(burnt.body);
    const fresh = await requestCode(mobile);
    expect((await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: fresh })).status).toBe(200);
  });

  it("answers 410 once the code is older than 10 minutes, and a new request replaces the old code", async () => {
    const mobile = "9000000001";
    const code = await requestCode(mobile);
    clockOffsetMs += 10 * 60_000 + 1000;
    try {
      const expired = await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: code });
      expect(expired.status).toBe(410);
      errorResponseSchema.parse(expired.body);
    } finally {
      clockOffsetMs = 0;
    }
    const first = await requestCode(mobile);
    const second = await requestCode(mobile);
    if (first !== second) expect((await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: first })).status).toBe(401);
    expect((await post(newsroom, "verify-mobile", { mobile_number: mobile, otp: second })).status).toBe(200);
  });

  it("answers 404 when no code was requested", async () => {
    expect((await post(newsroom, "verify-mobile", { mobile_number: "9555555555", otp: "123456" })).status).toBe(404);
  });

  it("uses the fixed code when one is configured, and logs no code when told not to", async () => {
    expect((await post(fixed, "signup-mobile", { mobile_number: "9444444444" })).status).toBe(200);
    const answer = await post(fixed, "verify-mobile", { mobile_number: "9444444444", otp: "246810" });
    expect(answer.status).toBe(200);
    signInResponseSchema.parse(answer.body);
    expect(fixed.logLines.some((line) => line.includes("OTP"))).toBe(false);
  });
});

describe("access tokens", () => {
  it("identify the user on /users/me until logout revokes them", async () => {
    const code = await requestCode("9888888888");
    const { access_token: token } = signInResponseSchema.parse((await post(newsroom, "verify-mobile", { mobile_number: "9888888888", otp: code })).body);
    const meUrl = `${newsroom.mediaUrl}/core-svc/api/v1/users/me`;
    const me = await fetchJson(meUrl, { headers: mediaHeaders("en", token) });
    expect(me.status).toBe(200);
    expect(meSchema.parse(me.body).data.mobile_number).toBe("9888888888");
    expect((await fetchJson(meUrl)).status).toBe(401);
    expect((await fetchJson(meUrl, { headers: mediaHeaders("en", `${token.slice(0, -1)}x`) })).status).toBe(401);

    const logout = await post(newsroom, "logout", {}, mediaHeaders("en", token));
    expect(logout.status).toBe(200);
    messageResponseSchema.parse(logout.body);
    const after = await fetchJson(meUrl, { headers: mediaHeaders("en", token) });
    expect(after.status).toBe(401);
    errorResponseSchema.parse(after.body);
    expect((await post(newsroom, "logout", {}, mediaHeaders("en", token))).status).toBe(401);
  });
});

describe("Google sign-in", () => {
  it("signs in with a valid ID token for our client id, the same account each time", async () => {
    const id_token = await mintDevGoogleIdToken({ sub: "google-123", email: "kavya@example.com", name: "Kavya", audience: GOOGLE_CLIENT_ID });
    const answer = await post(newsroom, "login-google", { id_token, name: "Kavya R", email: "other@example.com", photo_url: "" });
    expect(answer.status).toBe(200);
    const signedIn = signInResponseSchema.parse(answer.body);
    // The verified token wins over the unverified body.
    expect(signedIn.user).toMatchObject({ name: "Kavya", email: "kavya@example.com" });
    const me = meSchema.parse((await fetchJson(`${newsroom.mediaUrl}/core-svc/api/v1/users/me`, { headers: mediaHeaders("en", signedIn.access_token) })).body);
    expect(me.data.email).toBe("kavya@example.com");
    const again = signInResponseSchema.parse(
      (await post(newsroom, "login-google", { id_token: await mintDevGoogleIdToken({ sub: "google-123", audience: GOOGLE_CLIENT_ID }) })).body,
    );
    expect(again.user?.id).toBe(signedIn.user?.id);
  });

  it("answers 401 to a wrong audience, a wrong issuer, an expired or a garbled token", async () => {
    const tokens = [
      await mintDevGoogleIdToken({ sub: "g-1", audience: "someone-else" }),
      await mintDevGoogleIdToken({ sub: "g-1", audience: GOOGLE_CLIENT_ID, issuer: "https://evil.example" }),
      await mintDevGoogleIdToken({ sub: "g-1", audience: GOOGLE_CLIENT_ID, expiresInSeconds: -60 }),
      "not-a-jwt",
      (await mintDevGoogleIdToken({ sub: "g-1", audience: GOOGLE_CLIENT_ID })).slice(0, -4) + "AAAA",
    ];
    for (const id_token of tokens) {
      const answer = await post(newsroom, "login-google", { id_token });
      expect(answer.status).toBe(401);
      errorResponseSchema.parse(answer.body);
    }
    expect((await post(newsroom, "login-google", {})).status).toBe(400);
  });
});
