/**
 * The server's one decision of a request's language (issue 28; decision 0042). The URL is the language
 * (decision 0002): `/tamil…` is Tamil, everything else English. It is read here, once per request, where the
 * request enters (server.ts mounts `decideLanguage` before anything else), and kept on the response; what
 * comes after reads it: the cross-site refusal (app/wire/security.server.ts), the page-view count of a
 * document (server.ts), and every loader and action through the load context (`context.language`,
 * app/http/load-context.ts). The root's loader hands it to the browser as `lang`, where components read it
 * with `useLanguage()` (app/i18n/react.tsx).
 */
import type { NextFunction, Request, Response } from "express";
import { languageFromPath, type Language } from "../i18n/language";

type Locals = { locals: Record<string, unknown> };

/**
 * The request's language: decided the first time it is asked (by `decideLanguage`, first in server.ts) and the
 * same answer after. `req.path` is the whole path at the app's level, `.data` suffix included (languageFromPath
 * knows `/tamil.data`).
 */
export function requestLanguage(req: Pick<Request, "path">, res: Locals): Language {
  const decided = res.locals.language;
  if (decided === "en" || decided === "ta") return decided;
  const language = languageFromPath(req.path);
  res.locals.language = language;
  return language;
}

/** Express middleware: decides the language as the request enters, before any other middleware reads it. */
export function decideLanguage(req: Request, res: Response, next: NextFunction): void {
  requestLanguage(req, res);
  next();
}
