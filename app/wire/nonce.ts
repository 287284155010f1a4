import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce made by app/wire/security.server.ts. On the server it is provided by
 * entry.server; in the browser it is empty (scripts are already running by then).
 */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
