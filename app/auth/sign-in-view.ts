/**
 * What the sign-in steps show (requirements §4 sign-in dialog), as the server decides it: the page renders it,
 * the dialog receives it from its fetcher. Plain data, no server imports.
 */

type SignInStep = "phone" | "code";

/** Keys of `signIn.errors` in the locale files; `count` is attempts left or minutes to wait. */
export type SignInMessage =
  | { key: "phoneInvalid" | "codeInvalid" | "expired" | "noChallenge" | "sendFailed" | "verifyFailed" | "googleFailed" | "tooManyAttempts" }
  | { key: "wrongCode" | "sendLimited" | "tooManyAttemptsWait"; count: number };

export type SignInView = {
  step: SignInStep;
  /** Step 1: what the reader typed (kept on an error); step 2: the number the code went to. */
  phone: string;
  message: SignInMessage | null;
  /** Good news beside the step (not an error): a new code went out after "Resend code" (issue 29). */
  notice?: "codeResent";
};

/** The dialog's answer when the reader is signed in: it closes, and the page's data is reloaded. */
type SignedInAnswer = { step: "done" };

export type SignInAnswer = SignInView | SignedInAnswer;

/**
 * The sign-in page (and its forms' action), remembering where to go back to: an answer to a post
 * (a wrong code…) is rendered at this URL, so the return path survives every step.
 */
export function signInPageUrl(signInPath: string, back: string): string {
  return `${signInPath}?redirectTo=${encodeURIComponent(back)}`;
}

/** Form fields of the sign-in action. */
export type SignInIntent = "send" | "verify" | "google" | "restart" | "resend";
/** Sent by the dialog: answer with data, not a redirect (a redirect would move the whole page). */
export const DIALOG_FIELD = "dialog";
