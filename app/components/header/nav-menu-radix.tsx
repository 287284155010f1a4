/**
 * The enhanced nav dropdown: Radix DropdownMenu, loaded on first use (nav-menu.tsx).
 * Entries stay real links (Item asChild), so what they do is what the plain menu does.
 * Each entry names its typeahead text (`textValue`): otherwise Radix reads it from the DOM in an effect and
 * knows it only one render after the menu has taken the focus, so on a busy phone the first letters a reader
 * types as the menu opens find nothing (issue 10: "Vel" left Vellore unfocused under load).
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { useTranslation } from "../../i18n/react";
import { href } from "../../i18n/language";
import type { MenuHandoff, NavMenuProps } from "./nav-menu-types";
import * as styles from "./nav-menu.css";

export function RadixNavMenu(props: NavMenuProps & { handoff: MutableRefObject<MenuHandoff> }) {
  const { t } = useTranslation();
  const { lang, entries, selectedId, handoff } = props;
  const [open, setOpen] = useState(() => handoff.current.open);
  const trigger = useRef<HTMLButtonElement>(null);

  // The plain menu had the focus when it was swapped for this one: keep it where the reader was.
  useEffect(() => {
    if (handoff.current.focused) trigger.current?.focus();
  }, [handoff]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={styles.triggerButton}>
        {props.label}
        <span className={styles.caret} aria-hidden="true">
          ▼
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.radixContent} align="start" sideOffset={0} collisionPadding={8} aria-label={props.listLabel}>
          {props.note ? <p className={styles.menuNote}>{props.note}</p> : null}
          <div className={styles.menuList}>
            {entries.map((entry) => {
              const selected = entry.id === selectedId;
              if (entry.children.length === 0) {
                return (
                  <DropdownMenu.Item key={entry.id} textValue={entry.name} asChild>
                    <Link to={href(lang, entry.path)} className={styles.menuLink} aria-current={selected ? "page" : undefined}>
                      {entry.name}
                    </Link>
                  </DropdownMenu.Item>
                );
              }
              return (
                <DropdownMenu.Sub key={entry.id}>
                  <DropdownMenu.SubTrigger textValue={entry.name} className={styles.menuLink} data-selected={selected ? "true" : undefined}>
                    {entry.name}
                    <span className={styles.caret} aria-hidden="true">
                      ▶
                    </span>
                  </DropdownMenu.SubTrigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.SubContent className={styles.radixSubContent} sideOffset={4} collisionPadding={8}>
                      <DropdownMenu.Item textValue={t("shell.allOf", { name: entry.name })} asChild>
                        <Link to={href(lang, entry.path)} className={styles.menuLink} aria-current={selected ? "page" : undefined}>
                          {t("shell.allOf", { name: entry.name })}
                        </Link>
                      </DropdownMenu.Item>
                      {entry.children.map((child) => (
                        <DropdownMenu.Item key={child.path} textValue={child.name} asChild>
                          <Link to={href(lang, child.path)} className={styles.menuLink}>
                            {child.name}
                          </Link>
                        </DropdownMenu.Item>
                      ))}
                    </DropdownMenu.SubContent>
                  </DropdownMenu.Portal>
                </DropdownMenu.Sub>
              );
            })}
          </div>
          <DropdownMenu.Separator />
          <DropdownMenu.Item textValue={props.allLabel} asChild>
            <Link to={href(lang, props.allPath)} className={styles.menuLink}>
              {props.allLabel}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
