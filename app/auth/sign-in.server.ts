/**
 * The sign-in flow (requirements §4 sign-in dialog, §5 phone and code rules, §7 signup-mobile,
 * verify-mobile, login-google), one decision per form post. The route (routes/signin.tsx) turns
 * the outcome into a response: an answer (the same form, its message and status) or a 303.
 *
 *   send    step 1: a 10-digit number → limits → signup-mobile → step 2 (the number kept in the session)
 *   verify  step 2: a 6-digit code → verify-mobile → a new session → back where the reader came from
 *   google  the identity provider's id_token → login-google → a new session → back
 *   restart "use a different number": forget the code sent, step 1
 *   resend  step 2's "Resend code": a new code for the same number, under the same limits as the first (issue 29)
 *
 * The dialog posts `dialog=1` and gets data instead of redirects, so the page under it stays put.
 */
import { randomUUID } from "node:crypto";
import { readSmallForm } from "../http/form-body.server";
import { href, type Language, pathWithoutLanguage } from "../i18n/language";
import type { SignIn } from "../news/types";
import { returnPath } from "../http/return-path";
import { InvalidUpstreamRequestError, UpstreamError } from "../upstream/http.server";
import { mergeOnSignIn } from "../following/reader-follows.server";
import { loginGoogle, signupMobile, verifyMobile } from "../upstream/media.server";
import { allowCodeSend, codeSendWait, recordWrongCode, wrongCodes } from "./rate-limits.server";
import { getSession, pendingSignIn, pendingSignInCookie, signedInCookie, withoutPendingCookie, type PendingSignIn, type ReaderSession } from "./session.server";
import { CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS, parseCode, parsePhone } from "./sign-in-rules";
import { DIALOG_FIELD, signInPageUrl, type SignInAnswer, type SignInMessage, type SignInView } from "./sign-in-view";

export type SignInOutcome =
  | { kind: "answer"; answer: SignInAnswer; status: number; headers: Record<string, string>; moreCookies?: string[] }
  | { kind: "redirect"; location: string; headers: Record<string, string>; moreCookies?: string[] };

/** Personal answers (a phone number, a cookie being set) are never stored by any cache. */
const NO_STORE = { "Cache-Control": "no-store" } as const;
/** An id_token is 1–2 KB; nothing honest posted here comes near this. */
const FORM_MAX_BYTES = 16 * 1024;
const MAX_TYPED_PHONE = 40;

/**
 * Where to send the reader after signing in (or out): a path on this site only (`returnPath`
 * refuses `//host`, `/\host`, absolute URLs…), never the sign-in or logout page itself; else home.
 */
export function signInReturnPath(value: FormDataEntryValue | string | null | undefined, lang: Language): string {
  const home = href(lang, "/");
  const path = returnPath(value, home);
  const bare = pathWithoutLanguage(path.split(/[?#]/)[0] ?? "/");
  return bare === "/signin" || bare === "/logout" ? home : path;
}

/** What the sign-in page shows on a GET: the code step while a sent code is still good, else the number step. */
export function viewForSession(session: ReaderSession, now = Date.now()): SignInView {
  const pending = pendingSignIn(session);
  if (!pending) return { step: "phone", phone: "", message: null };
  if (now - pending.sentAt > CODE_LIFETIME_MS) return { step: "phone", phone: pending.phone, message: { key: "expired" } };
  return { step: "code", phone: pending.phone, message: null, ...(pending.resent ? { notice: "codeResent" as const } : {}) };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function answer(view: SignInView, status: number, headers: Record<string, string> = {}): SignInOutcome {
  return { kind: "answer", answer: view, status, headers: { ...NO_STORE, ...headers } };
}

/**
 * The status an upstream refusal carried (4xx), or null when the service could not be reached or
 * failed (timeouts, 5xx, an open circuit). Anything else is our own bug and is rethrown.
 */
function refusalStatus(error: unknown): number | null {
  if (error instanceof InvalidUpstreamRequestError) return 400;
  if (error instanceof UpstreamError) return error.kind === "status" && (error.status ?? 500) < 500 ? (error.status ?? null) : null;
  throw error;
}

type Step = { request: Request; lang: Language; back: string; dialog: boolean; session: ReaderSession; clientIp: string; form: FormData };

/** `lang` and `clientIp` are the load context's (app/http/load-context.ts): the request's, decided as it entered. */
export async function signInAction(request: Request, { language: lang, clientIp }: { language: Language; clientIp: string }): Promise<SignInOutcome> {
  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const step: Step = {
    request,
    lang,
    back: signInReturnPath(form.get("redirectTo"), lang),
    dialog: form.get(DIALOG_FIELD) === "1",
    session: await getSession(request),
    clientIp,
    form,
  };
  switch (form.get("intent")) {
    case "send":
      return sendCode(step);
    case "verify":
      return checkCode(step);
    case "google":
      return googleSignIn(step);
    case "restart":
      return restart(step);
    case "resend":
      return resendCode(step);
    default:
      return answer({ step: "phone", phone: "", message: null }, 400);
  }
}

/** After a change of step: the dialog gets the new step, a plain form reloads the sign-in page (POST → 303 → GET). */
function nextStep(step: Step, view: SignInView, cookie: string): SignInOutcome {
  if (step.dialog) return answer(view, 200, { "Set-Cookie": cookie });
  return { kind: "redirect", location: signInPageUrl(href(step.lang, "/signin"), step.back), headers: { ...NO_STORE, "Set-Cookie": cookie } };
}

async function signedIn(step: Step, signIn: SignIn): Promise<SignInOutcome> {
  const headers = { ...NO_STORE, "Set-Cookie": await signedInCookie(signIn) };
  // issue 30: what this browser followed while signed out joins the account's, and its cookie goes.
  const moreCookies = await mergeOnSignIn(step.request, signIn.user?.id ?? null);
  if (step.dialog) return { kind: "answer", answer: { step: "done" }, status: 200, headers, moreCookies };
  return { kind: "redirect", location: step.back, headers, moreCookies };
}

/**
 * Step 2's "Resend code" (issue 29): a new code for the number the first went to, counted by the same limits per
 * number and per client as the first. A refusal keeps the reader at the code step (the code they have may still
 * come, and still works) and says plainly why and for how long.
 */
async function resendCode(step: Step): Promise<SignInOutcome> {
  const pending = pendingSignIn(step.session);
  if (!pending) return answer({ step: "phone", phone: "", message: { key: "noChallenge" } }, 400);
  const { phone } = pending;
  const limit = await allowCodeSend(step.clientIp, phone);
  if (!limit.allowed) {
    const message: SignInMessage = { key: "sendLimited", count: minutes(limit.retryAfterSeconds) };
    return answer({ step: "code", phone, message }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  try {
    await signupMobile(phone);
  } catch (error) {
    refusalStatus(error);
    console.warn(`[auth] signup-mobile (resend) failed: ${error instanceof Error ? error.message : String(error)}`);
    return answer({ step: "code", phone, message: { key: "sendFailed" } }, 503, { "Retry-After": "60" });
  }
  // A new challenge: the new code gets its own five tries and its own ten minutes.
  const resent: PendingSignIn = { phone, challenge: randomUUID(), sentAt: Date.now(), resent: true };
  return nextStep(step, { step: "code", phone, message: null, notice: "codeResent" }, await pendingSignInCookie(step.session, resent));
}

async function sendCode(step: Step): Promise<SignInOutcome> {
  const typed = String(step.form.get("phone") ?? "").slice(0, MAX_TYPED_PHONE);
  const phone = parsePhone(typed);
  if (!phone) return answer({ step: "phone", phone: typed, message: { key: "phoneInvalid" } }, 400);
  const limit = await allowCodeSend(step.clientIp, phone);
  if (!limit.allowed) {
    const message: SignInMessage = { key: "sendLimited", count: minutes(limit.retryAfterSeconds) };
    return answer({ step: "phone", phone, message }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  try {
    await signupMobile(phone);
  } catch (error) {
    const status = refusalStatus(error);
    if (status === 400) return answer({ step: "phone", phone, message: { key: "phoneInvalid" } }, 400);
    console.warn(`[auth] signup-mobile failed: ${error instanceof Error ? error.message : String(error)}`);
    return answer({ step: "phone", phone, message: { key: "sendFailed" } }, 503, { "Retry-After": "60" });
  }
  const pending: PendingSignIn = { phone, challenge: randomUUID(), sentAt: Date.now() };
  return nextStep(step, { step: "code", phone, message: null }, await pendingSignInCookie(step.session, pending));
}

/** Back to step 1 with the number filled in, the code forgotten. */
async function backToPhone(step: Step, pending: PendingSignIn, message: SignInMessage, status: number, headers: Record<string, string> = {}) {
  return answer({ step: "phone", phone: pending.phone, message }, status, { ...headers, "Set-Cookie": await withoutPendingCookie(step.session) });
}

/** 5 wrong codes: this code is burnt (here and upstream). The reader is told when a new one can be sent. */
async function tooManyWrongCodes(step: Step, pending: PendingSignIn): Promise<SignInOutcome> {
  const wait = await codeSendWait(step.clientIp, pending.phone);
  const message: SignInMessage = wait > 0 ? { key: "tooManyAttemptsWait", count: minutes(wait) } : { key: "tooManyAttempts" };
  return backToPhone(step, pending, message, 429, wait > 0 ? { "Retry-After": String(wait) } : {});
}

async function checkCode(step: Step): Promise<SignInOutcome> {
  const pending = pendingSignIn(step.session);
  if (!pending) return answer({ step: "phone", phone: "", message: { key: "noChallenge" } }, 400);
  if (Date.now() - pending.sentAt > CODE_LIFETIME_MS) return backToPhone(step, pending, { key: "expired" }, 410);
  const code = parseCode(step.form.get("code"));
  if (!code) return answer({ step: "code", phone: pending.phone, message: { key: "codeInvalid" } }, 400);
  if ((await wrongCodes(pending.challenge)) >= CODE_MAX_ATTEMPTS) return tooManyWrongCodes(step, pending);
  let signIn: SignIn;
  try {
    signIn = await verifyMobile(pending.phone, code);
  } catch (error) {
    switch (refusalStatus(error)) {
      case 401: {
        const left = await recordWrongCode(pending.challenge);
        if (left === 0) return tooManyWrongCodes(step, pending);
        return answer({ step: "code", phone: pending.phone, message: { key: "wrongCode", count: left } }, 401);
      }
      case 429:
        return tooManyWrongCodes(step, pending);
      case 410:
        return backToPhone(step, pending, { key: "expired" }, 410);
      case 404:
        return backToPhone(step, pending, { key: "noChallenge" }, 400);
      case 400:
        return answer({ step: "code", phone: pending.phone, message: { key: "codeInvalid" } }, 400);
      default:
        console.warn(`[auth] verify-mobile failed: ${error instanceof Error ? error.message : String(error)}`);
        return answer({ step: "code", phone: pending.phone, message: { key: "verifyFailed" } }, 503, { "Retry-After": "60" });
    }
  }
  return signedIn(step, signIn);
}

async function googleSignIn(step: Step): Promise<SignInOutcome> {
  const credential = step.form.get("credential");
  const failed = (status: number) => answer({ step: "phone", phone: "", message: { key: "googleFailed" } }, status);
  if (typeof credential !== "string" || credential.length === 0 || credential.length > 8192) return failed(400);
  let signIn: SignIn;
  try {
    signIn = await loginGoogle({ idToken: credential });
  } catch (error) {
    const status = refusalStatus(error);
    if (status === null) console.warn(`[auth] login-google failed: ${error instanceof Error ? error.message : String(error)}`);
    return failed(status === null ? 503 : 401);
  }
  return signedIn(step, signIn);
}

async function restart(step: Step): Promise<SignInOutcome> {
  const phone = pendingSignIn(step.session)?.phone ?? "";
  return nextStep(step, { step: "phone", phone, message: null }, await withoutPendingCookie(step.session));
}
