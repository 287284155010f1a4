/**
 * One HTTP exchange with an upstream, under one deadline (2 s) that covers the headers AND the
 * body, with at most one retry for reads (decision 0014), timed and retried by cockatiel
 * (decision 0031). The answer is read up to a byte cap and must be JSON.
 */
import { ConstantBackoff, handleWhen, retry, TaskCancelledError, timeout, TimeoutStrategy, wrap } from "cockatiel";
import { BodyTooLargeError, readCappedBody } from "./capped-body.server";
import type { Language } from "../i18n/language";
import { errorResponseSchema } from "./schemas";
import { describeNetworkError, isOutage, UpstreamError, type Fail } from "./upstream-error.server";

export const USER_AGENT = "tn-news-site/0.1 (+server-side renderer of the bilingual Tamil Nadu news site)";
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Error bodies are only read for their `message`. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export type OutgoingRequest = { method: string; url: string; headers: Record<string, string>; body: string | undefined };
export type RawAnswer = { value: unknown; bytes: number };

export type ExchangeOptions = {
  fail: Fail;
  /** The service's name, for the status line of an error answer without a message. */
  service: string;
  fetchImpl: typeof fetch;
  /** Read per call: the deadline of the whole exchange, retry included. */
  timeoutMs: () => number;
  /** For the retry's jitter. */
  random: () => number;
  maxBodyBytes: number;
};

export function requestHeaders(extra: Readonly<Record<string, string>> | undefined, language: Language | undefined, hasBody: boolean) {
  const headers: Record<string, string> = { accept: "application/json", "user-agent": USER_AGENT };
  if (language) headers["accept-language"] = language;
  if (hasBody) headers["content-type"] = "application/json";
  for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

export function createExchange({ fail, service, fetchImpl, timeoutMs, random, maxBodyBytes }: ExchangeOptions) {
  async function readText(response: Response, url: string, limit: number): Promise<{ text: string; bytes: number }> {
    try {
      const bytes = await readCappedBody(response, limit);
      return { text: new TextDecoder().decode(bytes), bytes: bytes.byteLength };
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw fail("too-large", url, `response body over ${limit} bytes`);
      throw error;
    }
  }

  /** One attempt; `signal` is the deadline's, so an abandoned attempt stops reading. */
  async function attempt({ method, url, headers, body }: OutgoingRequest, signal: AbortSignal): Promise<RawAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, body, signal });
    } catch (error) {
      throw fail("network", url, describeNetworkError(error), { cause: error });
    }
    try {
      if (!response.ok) {
        let message = `${service} service answered ${response.status}`;
        try {
          const { text } = await readText(response, url, MAX_ERROR_BODY_BYTES);
          const parsed = errorResponseSchema.safeParse(JSON.parse(text));
          if (parsed.success && parsed.data.message.trim()) message = parsed.data.message.slice(0, 300);
        } catch {
          // No readable message: keep the status line.
        }
        throw fail("status", url, message, { status: response.status });
      }
      const { text, bytes } = await readText(response, url, maxBodyBytes);
      if (response.status === 204 || text.trim() === "") return { value: undefined, bytes };
      const contentType = response.headers.get("content-type") ?? "";
      if (!JSON_CONTENT_TYPE.test(contentType)) {
        throw fail("invalid", url, `expected JSON, got ${contentType.split(";")[0] || "no content type"}`);
      }
      try {
        return { value: JSON.parse(text), bytes };
      } catch (error) {
        throw fail("invalid", url, "response body is not valid JSON", { cause: error });
      }
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      // A body stream that broke mid-way.
      throw fail("network", url, describeNetworkError(error), { cause: error });
    }
  }

  /**
   * A read may be retried once (a refused or dropped connection, a 5xx), but only inside the one
   * deadline: a reader's page must be complete within 2.5 s whatever the upstream does (issue 10),
   * which leaves no room for a second full attempt after a timeout. So a hanging upstream costs one
   * attempt, and a fast failure gets its retry with what is left of the deadline (decision 0014).
   * The policies are made per call: the deadline is read at call time, and the retry rule needs
   * the call's start.
   */
  function retryWithin(deadlineMs: number) {
    const startedAt = performance.now();
    const backoffMs = (0.5 + random()) * Math.min(50, deadlineMs / 40);
    const timeForRetry = () => deadlineMs - (performance.now() - startedAt) - backoffMs >= Math.min(200, deadlineMs / 10);
    const outage = handleWhen((error) => error instanceof UpstreamError && isOutage(error) && timeForRetry());
    return retry(outage, { maxAttempts: 1, backoff: new ConstantBackoff(backoffMs) });
  }

  return async function exchange(request: OutgoingRequest, retryOnce: boolean, ownDeadlineMs?: number): Promise<RawAnswer> {
    const deadlineMs = ownDeadlineMs ?? timeoutMs();
    // Aggressive: the deadline holds even for a fetchImpl that ignores the abort signal.
    const deadline = timeout(deadlineMs, TimeoutStrategy.Aggressive);
    const policy = retryOnce ? wrap(deadline, retryWithin(deadlineMs)) : deadline;
    try {
      return await policy.execute(({ signal }) => attempt(request, signal));
    } catch (error) {
      if (error instanceof TaskCancelledError) throw fail("timeout", request.url, `no complete answer within ${Math.round(deadlineMs)} ms`);
      throw error;
    }
  };
}
