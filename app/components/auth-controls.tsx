import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { href } from "../i18n/language";
import type { Language } from "../news/types";
import * as styles from "./sign-in.css";

/** Radix Dialog and the steps arrive only when a reader reaches for SIGN IN (hover, focus, touch, click). */
const loadSignInDialog = () => import("./sign-in-dialog");
const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));

export type AuthControlsProps = {
  lang: Language;
  signedIn: boolean;
  /** The header's button look. */
  buttonClassName: string;
  formClassName: string;
};

/** Where a form should send the reader back to: this very page. */
function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The header's SIGN IN / LOG OUT (spec §2, §4, §6). SIGN IN is a link to /signin (which works
 * without JavaScript); with JavaScript it opens the sign-in dialog instead. LOG OUT is a POST form.
 */
export function AuthControls({ lang, signedIn, buttonClassName, formClassName }: AuthControlsProps) {
  // After signing in through the dialog, focus goes to LOG OUT: the dialog and its trigger are gone.
  const signedInHere = useRef(false);
  const onSignedIn = useCallback(() => {
    signedInHere.current = true;
  }, []);
  useEffect(() => {
    if (!signedIn) signedInHere.current = false;
  }, [signedIn]);
  if (signedIn) return <LogOutForm lang={lang} buttonClassName={buttonClassName} formClassName={formClassName} takeFocus={signedInHere.current} />;
  return <SignInLink lang={lang} className={buttonClassName} onSignedIn={onSignedIn} />;
}

function SignInLink({ lang, className, onSignedIn }: { lang: Language; className: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = useHere();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const to = `${href(lang, "/signin")}?redirectTo=${encodeURIComponent(here)}`;

  const preload = () => {
    if (hydrated) loadSignInDialog().catch(() => undefined);
  };
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a download, a middle click: the reader asked for the page, not the dialog.
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadSignInDialog().then(
      () => {
        setWanted(true);
        setOpen(true);
      },
      // The dialog's code could not be fetched (offline): the sign-in page does the same job.
      () => navigate(to),
    );
  };
  const signedIn = useCallback(() => {
    onSignedIn();
    setOpen(false);
  }, [onSignedIn]);

  return (
    <>
      <Link to={to} className={className} rel="nofollow" onPointerEnter={preload} onFocus={preload} onTouchStart={preload} onClick={click}>
        {t("nav.signIn")}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <SignInDialog lang={lang} open={open} onOpenChange={setOpen} redirectTo={here} onSignedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}

/** spec §4: "logging out shows a loader until done" — only while JavaScript is waiting for the answer. */
function LogOutForm({ lang, buttonClassName, formClassName, takeFocus }: { lang: Language; buttonClassName: string; formClassName: string; takeFocus: boolean }) {
  const { t } = useTranslation();
  const here = useHere();
  const navigation = useNavigation();
  const action = href(lang, "/logout");
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  return (
    <Form method="post" action={action} className={formClassName}>
      <input type="hidden" name="redirectTo" value={here} />
      <button ref={button} type="submit" className={buttonClassName} disabled={busy} aria-live="polite">
        {busy ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t("signIn.signingOut")}
          </>
        ) : (
          t("nav.logOut")
        )}
      </button>
    </Form>
  );
}
