import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { useHydrated } from "../../wire/hydrated";
import { href } from "../../i18n/language";
import { KeptHtml } from "../../wire/islands";
import * as styles from "./nav-menu.css";
import type { MenuHandoff, NavMenuProps } from "./nav-menu-types";

/** Radix arrives only when a reader shows interest in a menu (hover, focus, touch): not on page load. */
const loadRadixMenu = () => import("./nav-menu-radix");
const RadixNavMenu = lazy(() => loadRadixMenu().then((module) => ({ default: module.RadixNavMenu })));

function Caret() {
  return (
    <span className={styles.caret} aria-hidden="true">
      ▼
    </span>
  );
}

/** requirements §2 side menus, as plain HTML: `<details>` opens them without JavaScript. */
function DetailsMenu({
  menu,
  detailsRef,
  onIntent,
  onToggle,
}: {
  menu: NavMenuProps;
  detailsRef?: React.Ref<HTMLDetailsElement>;
  onIntent?: () => void;
  onToggle?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { lang, entries, selectedId } = menu;
  return (
    <details
      className={styles.details}
      ref={detailsRef}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}
    >
      <summary className={styles.triggerButton}>
        {menu.label}
        <Caret />
      </summary>
      <KeptHtml className={styles.panel} inputs={[lang, entries, selectedId, menu.note, menu.listLabel, menu.allPath, menu.allLabel]}>
        {menu.note ? <p className={styles.menuNote}>{menu.note}</p> : null}
        {/* `hidden` for browsers without CSS (lynx, w3m), which show a <details> open: 40 districts before the story
            (issue 29). They keep the summary and the "All districts" page; the stylesheet's `display` overrides it. */}
        <ul className={styles.menuList} aria-label={menu.listLabel} hidden>
          {entries.map((entry) => {
            const selected = entry.id === selectedId;
            if (entry.children.length === 0) {
              return (
                <li key={entry.id}>
                  <Link to={href(lang, entry.path)} className={styles.menuLink} aria-current={selected ? "page" : undefined} prefetch="none">
                    {entry.name}
                  </Link>
                </li>
              );
            }
            // requirements §2: an entry with sub-entries expands rather than navigates.
            return (
              <li key={entry.id}>
                <details open={selected}>
                  <summary className={styles.menuLink} data-selected={selected ? "true" : undefined}>
                    {entry.name}
                    <Caret />
                  </summary>
                  <ul className={styles.subList}>
                    <li>
                      <Link to={href(lang, entry.path)} className={styles.menuLink} aria-current={selected ? "page" : undefined}>
                        {t("shell.allOf", { name: entry.name })}
                      </Link>
                    </li>
                    {entry.children.map((child) => (
                      <li key={child.path}>
                        <Link to={href(lang, child.path)} className={styles.menuLink}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
        <p className={styles.menuFooter}>
          <Link to={href(lang, menu.allPath)}>{menu.allLabel}</Link>
        </p>
      </KeptHtml>
    </details>
  );
}

/**
 * A nav bar dropdown (district, all category). Without JavaScript, and until the
 * reader first reaches for it, it is a `<details>`; then it becomes a Radix
 * DropdownMenu (arrow keys, Escape, typeahead, focus return). Choosing an entry
 * closes it (requirements §2: select and close).
 */
export function NavMenu(menu: NavMenuProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const handoff = useRef<MenuHandoff>({ open: false, focused: false });

  // A client navigation closes the plain menu too (select and close).
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.key]);

  const loading = useRef(false);
  // The plain menu stays until the code has arrived, so a tap or a key press in the
  // meantime still works; its state (open, focused) is handed over at the swap.
  const intent = () => {
    if (loading.current) return;
    loading.current = true;
    void loadRadixMenu().then(
      () => {
        const details = detailsRef.current;
        handoff.current = { open: Boolean(details?.open), focused: Boolean(details?.contains(document.activeElement)) };
        setWanted(true);
      },
      () => {
        // Offline or the chunk failed: the plain menu keeps working; try again on the next intent.
        loading.current = false;
      },
    );
  };

  const plain: ReactNode = <DetailsMenu menu={menu} detailsRef={detailsRef} onIntent={hydrated ? intent : undefined} />;
  if (!hydrated || !wanted) return plain;
  return (
    // While Radix loads, the plain menu still works; what the reader did with it carries over.
    <Suspense fallback={<DetailsMenu menu={menu} onToggle={(open) => (handoff.current.open = open)} />}>
      <RadixNavMenu {...menu} handoff={handoff} />
    </Suspense>
  );
}
