/**
 * The service worker's side of alerts (issue 30 point 3), part of public/sw.js (app/offline/sw.ts). A push shows the
 * story's headline (and its city) in the story's language, one notification per story (a newer one replaces it); a
 * tap opens the story, in a tab already showing it if there is one, else a new one. Offline, the page is the worker's
 * to answer, so a saved or recently read story opens from its copy (sw.ts). Only a path on this site is ever opened:
 * whatever a payload says, a tap never leads elsewhere.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown; text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification & { data: unknown; close(): void } };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
export type AlertsScope = {
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  registration: { showNotification(title: string, options: NotificationOptions & Record<string, unknown>): Promise<void> };
  clients: { matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
  location: Location;
};

export type AlertMessage = { id: string; lang: "en" | "ta"; title: string; body: string; url: string };

/** The payload, checked: strings of sane length, a language we publish in, and a path on this site. */
export function readAlert(value: unknown): AlertMessage | null {
  if (!value || typeof value !== "object") return null;
  const { id, lang, title, body, url } = value as Record<string, unknown>;
  const text = (field: unknown, max: number) => typeof field === "string" && field.length > 0 && field.length <= max;
  if (!text(id, 40) || (lang !== "en" && lang !== "ta") || !text(title, 300) || !(body === "" || text(body, 300)) || !text(url, 1000)) return null;
  // A path of this site: "/…" but not "//host" (another site, scheme-relative).
  if (!/^\/(?!\/)/.test(url as string) || /[\\\s]/.test(url as string)) return null;
  return { id: id as string, lang, title: title as string, body: (body as string) ?? "", url: url as string };
}

export function listenForAlerts(worker: AlertsScope): void {
  worker.addEventListener("push", (event) => {
    let message: AlertMessage | null = null;
    try {
      message = readAlert(event.data?.json());
    } catch {
      message = null;
    }
    if (!message) return;
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        lang: message.lang,
        dir: "ltr",
        tag: `story-${message.id}`,
        // A newer alert of the same story replaces the old one quietly; a new story is announced.
        renotify: false,
        icon: "/icons/app-192.png",
        badge: "/icons/app-maskable-192.png",
        data: { url: message.url },
      }),
    );
  });

  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    const target = new URL(typeof path === "string" && /^\/(?!\/)/.test(path) ? path : "/", worker.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
        const showing = windows.find((client) => new URL(client.url).pathname === target.pathname);
        if (showing) {
          // A live story is shown at its latest update: the tab is taken there again.
          if (target.hash) await showing.navigate(target.href).catch(() => undefined);
          await showing.focus();
          return;
        }
        await worker.clients.openWindow(target.href);
      })(),
    );
  });
}
