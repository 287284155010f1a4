import { useCallback, useRef, useState } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A controlled field's value that keeps what the reader typed before React hydrated the page.
 * On a slow phone the server's form is usable well before its JavaScript runs (spec: every page
 * complete from the server). React leaves a field's value alone while hydrating, but the first
 * re-render after it (useHydrated flips, for one) writes the state back into the field: the
 * server's empty value would wipe the reader's input. The returned ref, put on the field, takes
 * the field's own value into the state as React hydrates it (a ref is set in the same commit,
 * before any re-render), cleaned the way `clean` cleans typing.
 */
export function useTypedValue(initial: string, clean: (typed: string) => string = (typed) => typed) {
  const [value, setValue] = useState(initial);
  const cleanRef = useRef(clean);
  cleanRef.current = clean;
  const keepTyped = useCallback((field: Field | null) => {
    if (field) setValue((shown) => (field.value === shown ? shown : cleanRef.current(field.value)));
  }, []);
  return [value, setValue, keepTyped] as const;
}
