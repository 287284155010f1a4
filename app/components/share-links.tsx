import { useState, type MouseEvent } from "react";
import { useTranslation } from "../i18n/react";
import { useHydrated } from "../hydrated";
import { shareLinks, type ShareNetwork } from "../news/share";
import { ActionIcon } from "./action-icon";
import * as styles from "./share-links.css";
import { SocialIcon } from "./social-icon";

/** Telegram's mark (Simple Icons 16.37.0, CC0-1.0); the footer's icon set has no Telegram. */
const TELEGRAM =
  "M11.944 0A12 12 0 0 0 0 12a12 12 0 0 0 12 12 12 12 0 0 0 12-12A12 12 0 0 0 12 0a12 12 0 0 0-.056 0zm4.962 7.224c.1-.002.321.023.465.14a.506.506 0 0 1 .171.325c.016.093.036.306.02.472-.18 1.898-.962 6.502-1.36 8.627-.168.9-.499 1.201-.82 1.23-.696.065-1.225-.46-1.9-.902-1.056-.693-1.653-1.124-2.678-1.8-1.185-.78-.417-1.21.258-1.91.177-.184 3.247-2.977 3.307-3.23.007-.032.014-.15-.056-.212s-.174-.041-.249-.024c-.106.024-1.793 1.14-5.061 3.345-.48.33-.913.49-1.302.48-.428-.008-1.252-.241-1.865-.44-.752-.245-1.349-.374-1.297-.789.027-.216.325-.437.893-.663 3.498-1.524 5.83-2.529 6.998-3.014 3.332-1.386 4.025-1.627 4.476-1.635z";

function NetworkIcon({ network }: { network: ShareNetwork }) {
  if (network === "telegram") {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={`${styles.icon} ${styles.brand}`}>
        <path d={TELEGRAM} />
      </svg>
    );
  }
  return <SocialIcon network={network} className={`${styles.icon} ${styles.brand}`} />;
}

/** Opens the phone's own share sheet (call only when canShareNatively()). The reader closing it is not a failure. */
export function nativeShare(title: string, url: string): void {
  navigator.share({ title, url }).catch(() => undefined);
}

export function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/**
 * Share links (spec §2): WhatsApp, Telegram, Facebook, X, each the network's own
 * share page in a new tab (no script of theirs), and the article's own link.
 * Without JavaScript the last is a plain permalink (long-press copies it); with
 * JavaScript it copies the link, and where the browser has a share sheet, a
 * "More" button opens it. No library: a few lines of browser API.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const canCopy = hydrated && typeof navigator !== "undefined" && Boolean(navigator.clipboard);
  const canShare = hydrated && canShareNatively();

  async function copy(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section id="share" className={styles.share} aria-labelledby="share-heading" tabIndex={-1}>
      <h2 id="share-heading" className={styles.heading}>
        {t("articlePage.shareHeading")}
      </h2>
      <ul className={styles.list}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link} data-network={link.network}>
              <NetworkIcon network={link.network} />
              <span className={styles.name}>{t(`articlePage.shareOn.${link.network}`)}</span>
              <span className={styles.hidden}> {t("shell.opensInNewTab")}</span>
            </a>
          </li>
        ))}
        <li>
          {canCopy ? (
            <button type="button" className={styles.link} onClick={copy}>
              <ActionIcon name="link" className={styles.icon} />
              <span className={styles.name}>{t("articlePage.copyLink")}</span>
            </button>
          ) : (
            <a href={url} className={styles.link}>
              <ActionIcon name="link" className={styles.icon} />
              <span className={styles.name}>{t("articlePage.permalink")}</span>
            </a>
          )}
        </li>
        {canShare ? (
          <li>
            <button type="button" className={styles.link} onClick={() => nativeShare(title, url)}>
              <ActionIcon name="share" className={styles.icon} />
              <span className={styles.name}>{t("articlePage.shareMore")}</span>
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" className={styles.status}>
        {copied === "yes" ? t("articlePage.linkCopied") : copied === "failed" ? t("articlePage.copyFailed") : ""}
      </p>
    </section>
  );
}
