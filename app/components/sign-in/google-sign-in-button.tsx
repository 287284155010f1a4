import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react";
import type { Language } from "../../i18n/language";
import * as styles from "./sign-in.css";

/**
 * Google's sign-in button (requirements §4, §7: "a Google sign-in script is loaded from the identity
 * provider"). Rendered only in the browser, only on the sign-in step: the script loads then and
 * never on other pages (server.ts allows its origin in the CSP when GOOGLE_CLIENT_ID is set).
 * Google hands back an id_token, which the caller posts to our sign-in action (intent=google).
 * When the script cannot load (offline, blocked), the button and its "or" simply do not appear.
 */
const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: "popup"; context?: "signin" }): void;
      renderButton(
        parent: HTMLElement,
        options: { type: "standard"; theme: "outline"; size: "large"; text: "signin_with"; shape: "rectangular"; locale: string; width: number },
      ): void;
    };
  };
};

let loading: Promise<GoogleIdentity> | null = null;

function googleIdentity(): GoogleIdentity | undefined {
  const google = (window as unknown as { google?: GoogleIdentity }).google;
  return google?.accounts?.id ? google : undefined;
}

/** One script tag per page, however often the button mounts; a failed load may be tried again later. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = googleIdentity();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = googleIdentity();
      if (google) resolve(google);
      else reject(new Error("Google Identity Services did not start"));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Google Identity Services could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function GoogleSignInButton({ clientId, lang, onCredential }: { clientId: string; lang: Language; onCredential: (credential: string) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!live || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
          ux_mode: "popup",
          context: "signin",
        });
        google.accounts.id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "signin_with",
          shape: "rectangular",
          locale: lang === "ta" ? "ta" : "en",
          width: 280,
        });
        setState("ready");
      },
      () => {
        if (live) setState("failed");
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, lang]);

  if (state === "failed") return null;
  return (
    <div className={styles.google} hidden={state !== "ready"}>
      <p className={styles.or}>{t("signIn.or")}</p>
      <div ref={container} className={styles.googleButton} aria-label={t("signIn.google")} role="group" />
    </div>
  );
}
