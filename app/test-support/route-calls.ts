import type { AppLoadContext } from "../http/load-context";
import { requestLanguage } from "../http/request-language";

/**
 * A route's action or loader as Remix calls it, in unit tests: a form post as a browser sends it,
 * the arguments Remix passes (with our load context), and an action's answer read back the same way
 * whether it redirected (a Response) or answered with data (`data(answer, init)`).
 */
export type ActionAnswer<T> = { status: number; location: string | null; answer: T | null; headers: Headers };

/** A form post to this site's `path`, as a browser sends it (plus `headers`, e.g. the reader's cookie). */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Our load context as server.ts builds it for `request` (app/http/load-context.ts), its language decided the
 * server's one way (app/http/request-language.ts), from the request's path.
 */
export function testLoadContext(request: Request, clientIp = "127.0.0.1"): AppLoadContext {
  return { language: requestLanguage({ path: new URL(request.url).pathname }, { locals: {} }), cspNonce: "", clientIp };
}

/** What Remix passes a route: the request, the route's params and our load context (server.ts). */
export function routeArgs(request: Request, params: Record<string, string> = {}, clientIp = "127.0.0.1") {
  return { request, params, context: testLoadContext(request, clientIp) };
}

/** An action's answer: its status, where it redirects (if it does), its data (if any) and its headers. */
export function readAction<T>(result: unknown): ActionAnswer<T> {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), answer: null, headers: result.headers };
  const { data, init } = result as { data: T; init: { status: number; headers?: HeadersInit } };
  return { status: init.status, location: null, answer: data, headers: new Headers(init.headers) };
}
