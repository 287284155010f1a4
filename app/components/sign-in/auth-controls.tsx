import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { signInPageUrl } from "../../auth/sign-in-view";
import { href, type Language } from "../../i18n/language";
import { loadStrings } from "../../i18n/load-strings";
import { SIGN_IN_DIALOG_STRINGS } from "../../i18n/namespaces";
import * as styles from "./sign-in.css";

/**
 * Radix Dialog and the steps arrive only when a reader reaches for SIGN IN (hover, focus, touch, click), with their
 * strings in the page's language (the header's `lang`); the dialog is shown only once both are here.
 */
const loadSignInDialog = (lang: Language) => Promise.all([import("./sign-in-dialog"), loadStrings(lang, SIGN_IN_DIALOG_STRINGS)]).then(([module]) => module);
const SignInDialog = lazy(() => import("./sign-in-dialog").then((module) => ({ default: module.SignInDialog })));

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
 * The header's SIGN IN / LOG OUT (requirements §2, §4, §6). SIGN IN is a link to /signin (which works
 * without JavaScript); with JavaScript it opens the sign-in dialog instead. LOG OUT is a POST form.
 * Each word is the control's last <span>: on phones the header shows an icon instead (site-header.css.ts).
 */
export function AuthControls({ lang, signedIn, buttonClassName, formClassName }: AuthControlsProps) {
  // Signing in through the dialog removes the dialog and its trigger: focus then goes to LOG OUT.
  const dialogOpen = useRef(false);
  const onDialogOpenChange = useCallback((open: boolean) => {
    dialogOpen.current = open;
  }, []);
  const takeFocus = signedIn && dialogOpen.current;
  useEffect(() => {
    if (signedIn) dialogOpen.current = false;
  }, [signedIn]);
  if (signedIn) return <LogOutForm lang={lang} buttonClassName={buttonClassName} formClassName={formClassName} takeFocus={takeFocus} />;
  return <SignInLink lang={lang} className={buttonClassName} onDialogOpenChange={onDialogOpenChange} />;
}

function SignInLink({ lang, className, onDialogOpenChange }: { lang: Language; className: string; onDialogOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = useHere();
  const [wanted, setWanted] = useState(false);
  const [open, setOpenState] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const to = signInPageUrl(href(lang, "/signin"), here);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onDialogOpenChange(next);
    },
    [onDialogOpenChange],
  );

  const preload = () => {
    if (hydrated) loadSignInDialog(lang).catch(() => undefined);
  };
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a download, a middle click: the reader asked for the page, not the dialog.
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadSignInDialog(lang).then(
      () => {
        setWanted(true);
        setOpen(true);
      },
      // The dialog's code could not be fetched (offline): the sign-in page does the same job.
      () => navigate(to),
    );
  };
  // Usually the header has switched to LOG OUT by now (the data reloads with the answer); this covers the rest.
  const signedIn = useCallback(() => setOpenState(false), []);

  return (
    <>
      <Link ref={link} to={to} className={className} rel="nofollow" onPointerEnter={preload} onFocus={preload} onTouchStart={preload} onClick={click}>
        <span>{t("nav.signIn")}</span>
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <SignInDialog lang={lang} open={open} onOpenChange={setOpen} redirectTo={here} onSignedIn={signedIn} returnFocusTo={link} />
        </Suspense>
      ) : null}
    </>
  );
}

/** requirements §4: "logging out shows a loader until done" — only while JavaScript is waiting for the answer. */
function LogOutForm({
  lang,
  buttonClassName,
  formClassName,
  takeFocus,
}: {
  lang: Language;
  buttonClassName: string;
  formClassName: string;
  takeFocus: boolean;
}) {
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
            <span>{t("signIn.signingOut")}</span>
          </>
        ) : (
          <span>{t("nav.logOut")}</span>
        )}
      </button>
    </Form>
  );
}
