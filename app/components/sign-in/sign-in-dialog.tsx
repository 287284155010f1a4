/**
 * The sign-in dialog (requirements §4): the same two steps as /signin, in a Radix Dialog, loaded on the
 * reader's first reach for SIGN IN (auth-controls.tsx). Its forms are fetcher forms posting to the
 * same action with `dialog=1`, so the page under it stays where it is. Closing it and opening it
 * again starts at step 1 (the steps and their fetcher live only while it is open); on success it
 * closes, and Remix reloads the page's data, so the header shows LOG OUT.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type RefObject } from "react";
import { useTranslation } from "../../i18n/react";
import { signInPageUrl, type SignInAnswer, type SignInIntent, type SignInView } from "../../auth/sign-in-view";
import { href, type Language } from "../../i18n/language";
import type { loader as rootLoader } from "../../pages/root.server";
import { SignInSteps } from "./sign-in-steps";
import * as styles from "./sign-in.css";

export type SignInDialogProps = {
  lang: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectTo: string;
  onSignedIn: () => void;
  /** SIGN IN, which opened the dialog (a plain link, not a Radix trigger): focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement>;
};

const FIRST_STEP: SignInView = { step: "phone", phone: "", message: null };

export function SignInDialog({ lang, open, onOpenChange, redirectTo, onSignedIn, returnFocusTo }: SignInDialogProps) {
  const { t } = useTranslation();
  // The dialog only opens with JavaScript, so Google's button is there exactly when the site has a client id.
  const googleOffered = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.googleClientId);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          lang={lang}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{t("signIn.title")}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t("signIn.close")} title={t("signIn.close")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.dialogDescription}>
            {t(googleOffered ? "signIn.dialogDescription" : "signIn.dialogDescriptionPhoneOnly")}
          </Dialog.Description>
          <DialogSteps lang={lang} redirectTo={redirectTo} onSignedIn={onSignedIn} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogSteps({ lang, redirectTo, onSignedIn }: { lang: Language; redirectTo: string; onSignedIn: () => void }) {
  const fetcher = useFetcher<SignInAnswer>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const answer = fetcher.data;
  const done = answer?.step === "done";

  useEffect(() => {
    if (done) onSignedIn();
  }, [done, onSignedIn]);

  const view = answer && answer.step !== "done" ? answer : FIRST_STEP;
  const intent = fetcher.state === "idle" ? null : (fetcher.formData?.get("intent") as SignInIntent | null);
  const google = (credential: string) =>
    fetcher.submit({ intent: "google", credential, redirectTo, dialog: "1" }, { method: "post", action: signInPageUrl(href(lang, "/signin"), redirectTo) });
  return (
    <SignInSteps
      // Each answer starts its step afresh (an emptied code field after a wrong code, focus on the field).
      key={JSON.stringify(view)}
      lang={lang}
      view={view}
      redirectTo={redirectTo}
      fetcherForm={fetcher.Form}
      pending={intent}
      idPrefix="signin-dialog"
      googleClientId={root?.googleClientId ?? null}
      onGoogleCredential={google}
    />
  );
}
