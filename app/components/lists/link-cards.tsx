import { Link } from "@remix-run/react";
import * as styles from "./link-cards.css";

export type LinkCard = { key: string; href: string; label: string; detail?: string; lang?: string };

/** A grid of named links: cities, categories, authors, trending tags (requirements §2 list pages). */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.href} className={styles.card} lang={card.lang}>
            <span>{card.label}</span>
            {card.detail ? <span className={styles.detail}>{card.detail}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
