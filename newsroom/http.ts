/**
 * HTTP plumbing shared by the newsroom's routers: an error type that becomes a
 * `{ message }` answer, a handler wrapper that turns any throw into one, parsing of
 * the query-string values the services accept, and the final error handlers.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { ZodError } from "zod";
import type { Language } from "../app/i18n/language";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = "not found") => new HttpError(404, message);

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Wraps a handler so a throw or a rejected promise reaches the error handler, never the process. */
export function route(handler: Handler): RequestHandler {
  return (req, res, next) => {
    try {
      const result = handler(req, res, next);
      if (result instanceof Promise) result.catch(next);
    } catch (error) {
      next(error);
    }
  };
}

/** `accept-language: ta` (or `ta-IN, …`) is Tamil; anything else, missing too, is English. */
export function headerLanguage(req: Request): Language {
  const first = (req.get("accept-language") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "ta" || first.startsWith("ta-") ? "ta" : "en";
}

/** A single query-string value; repeated parameters (arrays, objects) are a 400. */
export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once`);
  return value;
}

/** true/false/1/0 (any case); an empty value counts as absent. */
export function queryBoolean(req: Request, name: string): boolean | undefined {
  const value = queryString(req, name)?.trim().toLowerCase();
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badRequest(`${name} must be true, false, 1 or 0`);
}

export function queryInteger(req: Request, name: string): number | undefined {
  const value = queryString(req, name)?.trim();
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`${name} must be a non-negative integer`);
  return Number(value);
}

/** A numeric path id (1..2^31), or a 400. */
export function pathId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw badRequest(`${what} must be a positive integer`);
  }
  return Number(value);
}

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

export const unknownRoute: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "not found" });
};

/**
 * The last handler: HttpErrors and body-parser errors keep their status and message;
 * anything else is a 500 `{ message: "internal error" }` (logged, never sent with a stack).
 */
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    let status = 500;
    let message = "internal error";
    if (error instanceof HttpError) {
      status = error.status;
      message = error.message;
    } else if (isClientError(error)) {
      // body-parser (malformed or oversized JSON) and express (undecodable path) errors.
      status = error.status;
      message = error.type === "entity.parse.failed" ? "malformed JSON body" : error.type === "entity.too.large" ? "request body too large" : "bad request";
    } else {
      log(`error on ${req.method} ${req.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).json({ message });
  };
}

function isClientError(error: unknown): error is { status: number; type?: string } {
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { status?: unknown };
  return typeof candidate.status === "number" && candidate.status >= 400 && candidate.status < 500;
}
