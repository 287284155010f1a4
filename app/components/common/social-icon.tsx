import type { ShareNetwork } from "../../news/share";
import type { SocialNetwork } from "../../shell/footer";
import * as styles from "./social-icon.css";

export type BrandNetwork = SocialNetwork | ShareNetwork;

/**
 * A brand mark of the footer's social links and the article's share links: the
 * network's shape (public/icons/, 24×24 paths from the Simple Icons project, npm
 * simple-icons 16.37.0, CC0-1.0) drawn in the text's colour through a CSS mask.
 * As files rather than inline SVG, the marks leave every page's HTML (about
 * 2.7 KB gzip in the footer alone), are cached once for every page, and are
 * fetched only when drawn: the footer's are skipped until it nears the screen
 * (content-visibility). Decorative: the link around each icon carries its
 * accessible name.
 */
export function SocialIcon({ network, className }: { network: BrandNetwork; className?: string }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles.network[network]}${className ? ` ${className}` : ""}`} />;
}
