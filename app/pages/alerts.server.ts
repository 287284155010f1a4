/**
 * Alerts' three actions (issue 30 points 3 and 6), at /alerts/{subscribe,unsubscribe,settings} and under /tamil/:
 * - subscribe: the Following page's "Alert me" posts the browser's PushSubscription as JSON once the reader has
 *   allowed notifications (app/alerts/turn-on.client.ts); checked whole (parseSubscription: https on a push service's
 *   host, never an internal address), kept for the reader (their account, or this browser's stored copy of its
 *   cookie's follows), in the page's language;
 * - unsubscribe: "Stop alerts", a plain form: every subscription of the reader deleted in one step (POST → 303 → GET);
 * - settings: how many a day and the quiet hours, a plain form (POST → 303 → GET).
 * A cross-site POST never gets here (app/wire/security.server.ts); the subscription must also come as JSON, which a
 * form on another site cannot send. Every refusal is a 4xx that changes nothing; each client address has
 * ALERTS_RATE_LIMIT changes, and each reader ALERT_SUBSCRIPTION_CAP browsers.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseSubscription } from "../alerts/endpoint.server";
import { ALERT_SUBSCRIPTION_CAP, parseAlertSettings } from "../alerts/policy";
import { pushEndpointOptions } from "../alerts/service.server";
import { alertsOwner } from "../following/reader-follows.server";
import { followStore } from "../following/store.server";
import { readSmallForm } from "../http/form-body.server";
import { consumeLimit } from "../http/rate-limit.server";
import { href, type Language } from "../i18n/language";
import { BodyTooLargeError, readCappedBody } from "../upstream/capped-body.server";
import { refusal } from "./following.server";
import { translator } from "./list-page.server";

/** A subscription's JSON is well under 1 KB (an endpoint of at most 2 KB, two keys). */
const SUBSCRIBE_MAX_BYTES = 4 * 1024;
const FORM_MAX_BYTES = 2 * 1024;

/** Where the alerts' forms send the reader back to: the Following page's Alerts section. */
const alertsSection = (lang: Language) => `${href(lang, "/following")}#alerts`;

function json(status: number, body: Record<string, unknown>, setCookies: string[] = [], headers: Record<string, string> = {}): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** POST /alerts/subscribe: `{ "subscription": PushSubscription.toJSON() }`. 201 kept, 200 already kept; 4xx and nothing kept otherwise. */
async function subscribe(request: Request, lang: Language, clientIp: string | undefined): Promise<Response> {
  const t = await translator(lang);
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return json(415, { error: "json-only", message: t("following.alerts.invalidSubscription") });
  const limit = await consumeLimit("alerts", clientIp);
  if (!limit.allowed) {
    const message = t("following.alerts.tooMany", { count: limit.retryAfterSeconds });
    return json(429, { error: "too-many", message }, [], { "Retry-After": String(limit.retryAfterSeconds) });
  }
  let body: unknown;
  try {
    body = JSON.parse((await readCappedBody(request, SUBSCRIBE_MAX_BYTES)).toString("utf8"));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { error: "too-large", message: t("following.alerts.invalidSubscription") });
    return json(400, { error: "not-json", message: t("following.alerts.invalidSubscription") });
  }
  const checked = parseSubscription((body as { subscription?: unknown } | null)?.subscription, pushEndpointOptions());
  if (!checked.ok) return json(400, { error: checked.reason, message: t("following.alerts.invalidSubscription") });
  const { owner, setCookies } = await alertsOwner(request, true);
  const { endpoint, keys } = checked.subscription;
  const result = await followStore().subscribe(owner!, { endpoint, keys, lang }, ALERT_SUBSCRIPTION_CAP);
  if (result === "full") return json(409, { error: "full", message: t("following.alerts.result.full") }, setCookies);
  return json(result === "added" ? 201 : 200, { ok: true, message: t("following.alerts.result.on") }, setCookies);
}

/** POST /alerts/unsubscribe: every subscription of this reader deleted ("stop alerts in one step"), then back (303). */
async function unsubscribe(request: Request, lang: Language, clientIp: string | undefined): Promise<Response> {
  const t = await translator(lang);
  await readSmallForm(request, FORM_MAX_BYTES);
  const back = alertsSection(lang);
  const limit = await consumeLimit("alerts", clientIp);
  if (!limit.allowed) {
    const message = t("following.alerts.tooMany", { count: limit.retryAfterSeconds });
    return refusal(lang, 429, message, back, t, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const { owner } = await alertsOwner(request, false);
  if (owner) await followStore().unsubscribeAll(owner);
  return redirect(back, { status: 303, headers: { "Cache-Control": "no-store" } });
}

/** POST /alerts/settings: `perDay`, `quiet` (a checkbox), `quietFrom`, `quietTo` ("22:00", India's time); then back (303). */
async function settings(request: Request, lang: Language, clientIp: string | undefined): Promise<Response> {
  const t = await translator(lang);
  const form = await readSmallForm(request, FORM_MAX_BYTES);
  const back = alertsSection(lang);
  const chosen = parseAlertSettings({
    perDay: form.get("perDay"),
    quiet: form.get("quiet"),
    quietFrom: form.get("quietFrom"),
    quietTo: form.get("quietTo"),
  });
  if (!chosen) return refusal(lang, 400, t("following.alerts.invalidSettings"), back, t);
  const limit = await consumeLimit("alerts", clientIp);
  if (!limit.allowed) {
    const message = t("following.alerts.tooMany", { count: limit.retryAfterSeconds });
    return refusal(lang, 429, message, back, t, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const { owner, setCookies } = await alertsOwner(request, true);
  await followStore().setAlertSettings(owner!, chosen);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect(`${href(lang, "/following")}?saved=alerts#alerts`, { status: 303, headers });
}

/** The three actions by their last path segment; anything else is not found. */
export async function alertsAction({ request, params, context }: ActionFunctionArgs): Promise<Response> {
  const lang = context.language;
  switch (params.action) {
    case "subscribe":
      return subscribe(request, lang, context.clientIp);
    case "unsubscribe":
      return unsubscribe(request, lang, context.clientIp);
    case "settings":
      return settings(request, lang, context.clientIp);
    default:
      throw new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
}
