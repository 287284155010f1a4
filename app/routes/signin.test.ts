/**
 * The sign-in and logout actions as Remix calls them, against a real embedded newsroom (its own
 * OTP challenges, attempt limit, Google key set and token revocation), with the in-memory limits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mintDevGoogleIdToken } from "../../newsroom/google-dev-keys";
import { startTestNewsroom, type TestNewsroom } from "../../newsroom/test-helpers";
import { resetSignInLimits } from "../auth/rate-limits.server";
import { currentReader, forgetAllTokens } from "../auth/reader.server";
import { readAccessToken } from "../auth/session.server";
import { signInReturnPath } from "../auth/sign-in.server";
import type { SignInAnswer } from "../auth/sign-in-view";
import { loadNewsroomEnv } from "../test-support/newsroom-env";
import { formPost, readAction, routeArgs, type ActionAnswer } from "../test-support/route-calls";
import { getMe } from "../upstream/media.server";
import { action as logoutAction } from "./logout";
import { action, loader } from "./signin";

const OTP = "135790";
const GOOGLE_CLIENT_ID = "unit-tests.apps.googleusercontent.com";
let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom({ fixedOtp: OTP, googleClientId: GOOGLE_CLIENT_ID });
});
afterAll(async () => {
  await newsroom.stop();
});

beforeEach(() => {
  loadNewsroomEnv(newsroom, { GOOGLE_CLIENT_ID, SIGNIN_PHONE_RATE_LIMIT: "3/10m", SIGNIN_IP_RATE_LIMIT: "6/10m" });
  resetSignInLimits();
  forgetAllTokens();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** A browser of one: keeps the cookie between posts, as a reader's would. */
class Reader {
  cookie = "";
  constructor(readonly ip = "203.0.113.9") {}

  private keep(headers: Headers) {
    const setCookie = headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.startsWith("__session=;") ? "" : setCookie.split(";")[0]!;
  }

  private get headers(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  request(pathname: string): Request {
    return new Request(`http://localhost${pathname}`, { headers: this.headers });
  }

  async post(pathname: string, fields: Record<string, string>): Promise<ActionAnswer<SignInAnswer>> {
    const args = routeArgs(formPost(pathname, fields, this.headers), {}, this.ip);
    const answer = readAction<SignInAnswer>(pathname.endsWith("/logout") ? await logoutAction(args) : await action(args));
    this.keep(answer.headers);
    return answer;
  }
}

let phoneCounter = 0;
/** A fresh number per test: the per-number limit must not carry over. */
const newPhone = () => `98${String(Date.now() % 1e5).padStart(5, "0")}${String((phoneCounter += 1)).padStart(3, "0")}`;

describe("the return path after sign-in", () => {
  it("stays on this site, in the page's language", () => {
    expect(signInReturnPath("/news/some-story-12?x=1", "en")).toBe("/news/some-story-12?x=1");
    expect(signInReturnPath("/tamil/about", "ta")).toBe("/tamil/about");
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "http:evil.example",
      "%2F%2Fevil.example",
      " //evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
    ]) {
      expect(signInReturnPath(evil, "en"), evil).toBe("/");
      expect(signInReturnPath(evil, "ta"), evil).toBe("/tamil");
    }
    expect(signInReturnPath(decodeURIComponent("%2F%2Fevil.example"), "en")).toBe("/");
  });

  it("never leads back to the sign-in or logout page", () => {
    expect(signInReturnPath("/signin?redirectTo=/about", "en")).toBe("/");
    expect(signInReturnPath("/tamil/logout", "ta")).toBe("/tamil");
    expect(signInReturnPath(null, "ta")).toBe("/tamil");
  });
});

describe("signing in with a one-time code", () => {
  it("sends a code, then signs in with it and goes back where the reader was, in a new session", async () => {
    const reader = new Reader();
    const phone = newPhone();
    const sent = await reader.post("/tamil/signin", { intent: "send", phone: `${phone.slice(0, 5)} ${phone.slice(5)}`, redirectTo: "/tamil/about" });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/tamil/signin?redirectTo=%2Ftamil%2Fabout");
    const preSignIn = reader.cookie;
    expect(preSignIn).toMatch(/^__session=/);

    // The page now shows step 2 for that number.
    const page = (await loader(routeArgs(reader.request("/tamil/signin?redirectTo=%2Ftamil%2Fabout")))) as unknown as {
      data: { view: unknown; back: string };
    };
    expect(page.data.view).toEqual({ step: "code", phone, message: null });
    expect(page.data.back).toBe("/tamil/about");

    const signedIn = await reader.post("/tamil/signin", { intent: "verify", code: OTP, redirectTo: "/tamil/about" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/tamil/about");
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const token = await readAccessToken(reader.request("/"));
    expect(token).toBeTruthy();
    expect((await getMe(token!)).mobileNumber).toBe(phone);
    expect(reader.cookie).not.toBe(preSignIn);
    // The cookie from before sign-in is still a signed-out one.
    expect(await readAccessToken(new Request("http://localhost/", { headers: { cookie: preSignIn } }))).toBeNull();
  });

  it("answers a wrong number with the form, the input and a message (400), sending nothing", async () => {
    const reader = new Reader();
    const result = await reader.post("/signin", { intent: "send", phone: "98400 1234x", redirectTo: "/about" });
    expect(result.status).toBe(400);
    expect(result.answer).toEqual({ step: "phone", phone: "98400 1234x", message: { key: "phoneInvalid" } });
    expect(reader.cookie).toBe("");
  });

  it("counts wrong codes down; the fifth burns the code (429) and the reader starts again with their number", async () => {
    const reader = new Reader("203.0.113.20");
    const phone = newPhone();
    await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await reader.post("/signin", { intent: "verify", code: "000000", redirectTo: "/" });
      expect(wrong.status).toBe(401);
      expect(wrong.answer).toEqual({ step: "code", phone, message: { key: "wrongCode", count: left } });
    }
    const fifth = await reader.post("/signin", { intent: "verify", code: "000000", redirectTo: "/" });
    expect(fifth.status).toBe(429);
    expect(fifth.answer).toEqual({ step: "phone", phone, message: { key: "tooManyAttempts" } });
    // Even the right code does not work now: the sign-in in progress is gone.
    const after = await reader.post("/signin", { intent: "verify", code: OTP, redirectTo: "/" });
    expect(after.answer).toMatchObject({ step: "phone", message: { key: "noChallenge" } });
    // A new code works.
    await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    expect((await reader.post("/signin", { intent: "verify", code: OTP, redirectTo: "/" })).status).toBe(303);
  });

  it("says when a new code can be asked for when the number's sends are used up too", async () => {
    const reader = new Reader("203.0.113.21");
    const phone = newPhone();
    for (let sends = 0; sends < 3; sends += 1) await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    for (let tries = 0; tries < 4; tries += 1) await reader.post("/signin", { intent: "verify", code: "000000", redirectTo: "/" });
    const burnt = await reader.post("/signin", { intent: "verify", code: "000000", redirectTo: "/" });
    expect(burnt.status).toBe(429);
    expect(burnt.answer).toEqual({ step: "phone", phone, message: { key: "tooManyAttemptsWait", count: 10 } });
    expect(Number(burnt.headers.get("retry-after"))).toBeGreaterThan(590);
    const reply = await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    expect(reply.status).toBe(429);
    expect(reply.answer).toEqual({ step: "phone", phone, message: { key: "sendLimited", count: 10 } });
    expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(590);
  });

  it("checks the code's format before asking the media service", async () => {
    const reader = new Reader();
    const phone = newPhone();
    await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    const reply = await reader.post("/signin", { intent: "verify", code: "12 34", redirectTo: "/" });
    expect(reply.status).toBe(400);
    expect(reply.answer).toEqual({ step: "code", phone, message: { key: "codeInvalid" } });
  });

  it("sends an expired code back to step 1 with a message", async () => {
    const reader = new Reader();
    const phone = newPhone();
    await reader.post("/signin", { intent: "send", phone, redirectTo: "/" });
    newsroom.db.prepare("UPDATE otp_challenges SET expires_ms = 0 WHERE mobile_number = ?").run(phone);
    const reply = await reader.post("/signin", { intent: "verify", code: OTP, redirectTo: "/" });
    expect(reply.status).toBe(410);
    expect(reply.answer).toEqual({ step: "phone", phone, message: { key: "expired" } });
  });

  it("answers the dialog with data instead of redirects", async () => {
    const reader = new Reader();
    const phone = newPhone();
    const sent = await reader.post("/signin", { intent: "send", phone, redirectTo: "/about", dialog: "1" });
    expect(sent.status).toBe(200);
    expect(sent.answer).toEqual({ step: "code", phone, message: null });
    const restarted = await reader.post("/signin", { intent: "restart", redirectTo: "/about", dialog: "1" });
    expect(restarted.answer).toEqual({ step: "phone", phone, message: null });
    await reader.post("/signin", { intent: "send", phone, redirectTo: "/about", dialog: "1" });
    const done = await reader.post("/signin", { intent: "verify", code: OTP, redirectTo: "/about", dialog: "1" });
    expect(done.answer).toEqual({ step: "done" });
    expect(await readAccessToken(reader.request("/"))).toBeTruthy();
  });
});

describe("the send limits (in memory)", () => {
  it("allows 3 codes per number, then says when to try again (429, Retry-After)", async () => {
    const phone = newPhone();
    for (let sends = 0; sends < 3; sends += 1) {
      expect((await new Reader(`198.51.100.${sends + 1}`).post("/signin", { intent: "send", phone, redirectTo: "/" })).status).toBe(303);
    }
    const limited = await new Reader("198.51.100.99").post("/signin", { intent: "send", phone, redirectTo: "/" });
    expect(limited.status).toBe(429);
    expect(limited.answer).toEqual({ step: "phone", phone, message: { key: "sendLimited", count: 10 } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
  });

  it("allows a number of codes per client IP, whatever the numbers", async () => {
    const reader = new Reader("192.0.2.50");
    for (let sends = 0; sends < 6; sends += 1) expect((await reader.post("/signin", { intent: "send", phone: newPhone(), redirectTo: "/" })).status).toBe(303);
    const limited = await reader.post("/signin", { intent: "send", phone: newPhone(), redirectTo: "/" });
    expect(limited.status).toBe(429);
    // Another client is not held back.
    expect((await new Reader("192.0.2.51").post("/signin", { intent: "send", phone: newPhone(), redirectTo: "/" })).status).toBe(303);
  });
});

describe("signing in with Google", () => {
  it("signs in with an id_token the media service accepts", async () => {
    const reader = new Reader();
    const credential = await mintDevGoogleIdToken({ sub: `unit-${Date.now()}`, name: "Kavya", email: "kavya@example.com", audience: GOOGLE_CLIENT_ID });
    const reply = await reader.post("/signin", { intent: "google", credential, redirectTo: "/tamil/about" });
    expect(reply.status).toBe(303);
    expect(reply.location).toBe("/tamil/about");
    const { reader: who } = await currentReader(reader.request("/"));
    expect(who).toMatchObject({ signedIn: true, name: "Kavya" });
  });

  it("refuses a token minted for another site, and keeps the reader signed out", async () => {
    const reader = new Reader();
    const credential = await mintDevGoogleIdToken({ sub: "unit-other", audience: "someone-else.apps.googleusercontent.com" });
    const reply = await reader.post("/signin", { intent: "google", credential, redirectTo: "/" });
    expect(reply.status).toBe(401);
    expect(reply.answer).toEqual({ step: "phone", phone: "", message: { key: "googleFailed" } });
    expect(reader.cookie).toBe("");
  });
});

describe("logging out", () => {
  async function signedInReader() {
    const reader = new Reader();
    await reader.post("/signin", { intent: "send", phone: newPhone(), redirectTo: "/" });
    await reader.post("/signin", { intent: "verify", code: OTP, redirectTo: "/" });
    return reader;
  }

  it("revokes the token, so a replayed copy of the cookie is signed out (and cleared)", async () => {
    const reader = await signedInReader();
    const copy = reader.cookie;
    const token = (await readAccessToken(reader.request("/")))!;
    expect((await currentReader(reader.request("/"))).reader.signedIn).toBe(true);

    const out = await reader.post("/logout", { redirectTo: "//evil.example" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/");
    expect(out.headers.get("set-cookie")).toMatch(/^__session=;/);
    await expect(getMe(token)).rejects.toMatchObject({ status: 401 });

    const replayed = await currentReader(new Request("http://localhost/", { headers: { cookie: copy } }));
    expect(replayed.reader.signedIn).toBe(false);
    expect(replayed.setCookie).toMatch(/^__session=;/);
  });

  it("signs the reader out here even when the media service cannot be reached", async () => {
    const reader = await signedInReader();
    newsroom.setFault({ kind: "status", status: 503, paths: /\/users\/logout$/ });
    try {
      const out = await reader.post("/tamil/logout", { redirectTo: "/tamil/about" });
      expect(out.location).toBe("/tamil/about");
      expect(out.headers.get("set-cookie")).toMatch(/^__session=;/);
    } finally {
      newsroom.setFault(null);
    }
  });
});
