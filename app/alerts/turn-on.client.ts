/**
 * "Alert me" (issue 30 point 3), in the browser: loaded only when the reader taps the button (a chunk of its own, so no
 * page's first visit carries it), and the only place the site asks for notifications: the permission prompt comes from
 * this tap, never from a page load. The browser's push subscription is made with the server's public VAPID key, through
 * the service worker that shows the alerts (app/alerts/worker-alerts.ts, in public/sw.js), and sent to the server.
 */

export type TurnOnResult = "on" | "denied" | "unsupported" | "full" | "failed";

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The worker that receives pushes: the page's own (app/offline/register.ts registers it after load), or registered now. */
async function pushWorker(): Promise<ServiceWorkerRegistration> {
  const registration = (await navigator.serviceWorker.getRegistration("/")) ?? (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
  await navigator.serviceWorker.ready;
  return registration;
}

async function subscription(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // Subscribed before with other keys (the server's were replaced): that subscription can no longer be used.
    if (!(error instanceof DOMException) || error.name !== "InvalidStateError") throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** Asks the browser (the prompt, the first time) and subscribes; `action` is /alerts/subscribe in the page's language. */
export async function turnOnAlerts({ publicKey, action }: { publicKey: string; action: string }): Promise<TurnOnResult> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return "unsupported";
  if ("Notification" in window && Notification.permission === "denied") return "denied";
  let made: PushSubscription;
  try {
    // Subscribing asks for the permission itself (Chromium, Firefox, Safari), within this tap.
    made = await subscription(await pushWorker(), publicKey);
  } catch (error) {
    return error instanceof DOMException && error.name === "NotAllowedError" ? "denied" : "failed";
  }
  try {
    const answer = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ subscription: made.toJSON() }),
    });
    if (answer.status === 409) return "full";
    return answer.ok ? "on" : "failed";
  } catch {
    return "failed";
  }
}
