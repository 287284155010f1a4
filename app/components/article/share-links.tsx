import { useState, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { shareLinks } from "../../news/share";
import { ActionIcon } from "../engagement/action-icon";
import * as styles from "./share-links.css";
import { SocialIcon } from "../common/social-icon";

/** Opens the phone's own share sheet (call only when canShareNatively()). The reader closing it is not a failure. */
export function nativeShare(title: string, url: string): void {
  navigator.share({ title, url }).catch(() => undefined);
}

export function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/**
 * Share links (requirements §2): WhatsApp, Telegram, Facebook, X, each the network's own
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
              <SocialIcon network={link.network} className={styles.icon} />
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
