import { Form, Link, type FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { CODE_DIGITS, PHONE_DIGITS, digitsOnly } from "../../auth/sign-in-rules";
import { DIALOG_FIELD, signInPageUrl, type SignInIntent, type SignInMessage, type SignInView } from "../../auth/sign-in-view";
import { href, type Language } from "../../i18n/language";
import * as formStyles from "../common/form.css";
import { GoogleSignInButton } from "./google-sign-in-button";
import * as styles from "./sign-in.css";
import { useTypedValue } from "../common/use-typed-value";

export type SignInStepsProps = {
  lang: Language;
  view: SignInView;
  /** Where to go back to once signed in (already checked by the server). */
  redirectTo: string;
  /** The dialog's fetcher form. Without it the steps are plain forms: POST → 303 → GET, no JavaScript needed. */
  fetcherForm?: FetcherWithComponents<unknown>["Form"];
  /** The intent being submitted right now, if any: its button says so and waits. */
  pending: SignInIntent | null;
  /** Keeps ids unique when the page and the dialog are both on screen. */
  idPrefix: string;
  googleClientId: string | null;
  onGoogleCredential: (credential: string) => void;
};

/** The two digit steps: the number (intent "send"), then the code (intent "verify"). */
const DIGIT_STEPS = {
  send: {
    name: "phone",
    type: "tel",
    digits: PHONE_DIGITS,
    // "tel", not "tel-national": the HTML checker refuses the latter (issue 19 §5); autofill fits the number
    // to the field's 10 digits either way.
    autoComplete: "tel",
    /** Messages that are about this field (aria-invalid on it). */
    messages: new Set<SignInMessage["key"]>(["phoneInvalid"]),
    strings: { label: "signIn.phoneLabel", hint: "signIn.phoneHint", submit: "signIn.continue", busy: "signIn.sending" },
  },
  verify: {
    name: "code",
    type: "text",
    digits: CODE_DIGITS,
    autoComplete: "one-time-code",
    messages: new Set<SignInMessage["key"]>(["codeInvalid", "wrongCode"]),
    strings: { label: "signIn.codeLabel", hint: "signIn.codeHint", submit: "signIn.submit", busy: "signIn.checking" },
  },
} as const;

/**
 * The two steps of requirements §4 (number, then code), shared by the /signin page and the header's dialog.
 * Step 1: a 10-digit number, the Terms notice (requirements §5), and Google's button when configured and
 * JavaScript runs. Step 2: the 6-digit code. With JavaScript, Continue and Submit are enabled only at
 * exactly 10 and 6 digits and the fields take digits only (requirements §5); the server checks the same rules.
 */
export function SignInSteps(props: SignInStepsProps) {
  const { t } = useTranslation();
  const { lang, view, fetcherForm, idPrefix } = props;
  const FormElement = fetcherForm ?? Form;
  const action = signInPageUrl(href(lang, "/signin"), props.redirectTo);
  const messageId = `${idPrefix}-message`;
  const message = view.message ? (
    <p id={messageId} className={styles.message} role="alert">
      {"count" in view.message ? t(`signIn.errors.${view.message.key}`, { count: view.message.count }) : t(`signIn.errors.${view.message.key}`)}
    </p>
  ) : null;
  const hiddenFields = (intent: SignInIntent) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      {fetcherForm ? <input type="hidden" name={DIALOG_FIELD} value="1" /> : null}
    </>
  );
  const terms = (
    <p className={styles.terms}>
      <Trans i18nKey="signIn.terms" components={{ terms: <Link to={href(lang, "/terms")} />, privacy: <Link to={href(lang, "/privacy-policy")} /> }} />
    </p>
  );

  /** A digit step's form: its intent, the message, the field and its button. */
  const digitStep = (intent: keyof typeof DIGIT_STEPS, initial: string) => {
    const step = DIGIT_STEPS[intent];
    return (
      <FormElement method="post" action={action} className={styles.steps} noValidate>
        {hiddenFields(intent)}
        {message}
        <DigitsField
          id={`${idPrefix}-${step.name}`}
          name={step.name}
          type={step.type}
          label={t(step.strings.label)}
          hint={t(step.strings.hint)}
          digits={step.digits}
          autoComplete={step.autoComplete}
          initial={initial}
          invalid={Boolean(view.message && step.messages.has(view.message.key))}
          messageId={view.message ? messageId : undefined}
          submit={(ready) => <SubmitButton ready={ready} busy={props.pending === intent} busyLabel={t(step.strings.busy)} label={t(step.strings.submit)} />}
        />
      </FormElement>
    );
  };

  if (view.step === "code") {
    return (
      <div className={styles.steps}>
        <p className={styles.sentTo}>{t("signIn.codeSentTo", { phone: view.phone })}</p>
        {view.notice ? (
          <p className={styles.notice} role="status">
            {t("signIn.codeResent")}
          </p>
        ) : null}
        {digitStep("verify", "")}
        <FormElement method="post" action={action}>
          {hiddenFields("resend")}
          <button type="submit" className={styles.linkButton} disabled={props.pending !== null}>
            {props.pending === "resend" ? t("signIn.resending") : t("signIn.resend")}
          </button>
        </FormElement>
        <FormElement method="post" action={action}>
          {hiddenFields("restart")}
          <button type="submit" className={styles.linkButton} disabled={props.pending !== null}>
            {t("signIn.changeNumber")}
          </button>
        </FormElement>
        {terms}
      </div>
    );
  }

  return (
    <div className={styles.steps}>
      {digitStep("send", view.phone)}
      {terms}
      {props.googleClientId ? <GoogleOnceHydrated clientId={props.googleClientId} lang={lang} onCredential={props.onGoogleCredential} /> : null}
    </div>
  );
}

/** Without JavaScript there is no Google button at all (issue 6): it needs Google's script. */
function GoogleOnceHydrated(props: { clientId: string; lang: Language; onCredential: (credential: string) => void }) {
  return useHydrated() ? <GoogleSignInButton {...props} /> : null;
}

/**
 * A numeric field of a fixed length (requirements §5). Without JavaScript it is a plain text field the
 * server checks; with JavaScript it keeps digits only, at most `digits`, and tells its button
 * whether it is complete.
 */
function DigitsField(props: {
  id: string;
  name: string;
  type?: "tel" | "text";
  label: string;
  hint: string;
  digits: number;
  autoComplete: string;
  initial: string;
  invalid: boolean;
  messageId: string | undefined;
  submit: (ready: boolean) => ReactNode;
}) {
  const hydrated = useHydrated();
  // Digits typed before the page's JavaScript ran stay (a reader on a slow phone, or one who types at once).
  const [value, setValue, keepTyped] = useTypedValue(props.initial, (typed) => digitsOnly(typed, props.digits));
  const hintId = `${props.id}-hint`;
  const ready = !hydrated || new RegExp(`^\\d{${props.digits}}$`).test(value);
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor={props.id} className={formStyles.label}>
          {props.label}
        </label>
        <p id={hintId} className={formStyles.hint}>
          {props.hint}
        </p>
        <input
          ref={keepTyped}
          id={props.id}
          name={props.name}
          type={props.type ?? "text"}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          maxLength={props.digits}
          value={value}
          onChange={(event) => setValue(digitsOnly(event.currentTarget.value, props.digits))}
          // The field is the only thing to do at this step (and after an error, the thing to fix).
          // eslint-disable-next-line jsx-a11y/no-autofocus -- as said above
          autoFocus
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={props.messageId ? `${hintId} ${props.messageId}` : hintId}
          className={`${formStyles.input} ${props.name === "code" ? styles.codeInput : ""}`}
        />
      </div>
      {props.submit(ready)}
    </>
  );
}

function SubmitButton({ ready, busy, label, busyLabel }: { ready: boolean; busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`${formStyles.button} ${styles.fullWidthButton}`} disabled={!ready || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
