import { describe, expect, it, vi } from "vitest";
import { listenForAlerts, readAlert, type AlertsScope } from "./worker-alerts";

const good = { id: "79", lang: "ta", title: "26 தமிழக மீனவர்களை விடுவித்தது இலங்கை", body: "ராமேஸ்வரம்", url: "/tamil/news/sri-lanka-79" };

function fakeWorker(windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const worker = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          focus: async () => void focused.push(window.url),
          navigate: async (url: string) => void navigated.push(url),
        })),
      openWindow: async (url: string) => void opened.push(url),
    },
    location: new URL("https://kuralnews.in/sw.js") as unknown as Location,
  } as unknown as AlertsScope;
  listenForAlerts(worker);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  return { fire, shown, opened, focused, navigated };
}

describe("the worker's alerts (issue 30 point 3)", () => {
  it("takes only a well-formed payload that leads to a page of this site", () => {
    expect(readAlert(good)).toEqual(good);
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/a b", "/\\evil.example"])
      expect(readAlert({ ...good, url }), url).toBeNull();
    expect(readAlert({ ...good, lang: "fr" })).toBeNull();
    expect(readAlert({ ...good, title: "" })).toBeNull();
    expect(readAlert({ ...good, title: "x".repeat(301) })).toBeNull();
    expect(readAlert("text")).toBeNull();
  });

  it("shows the headline and the city, in the story's language, one notification per story", async () => {
    const worker = fakeWorker();
    await worker.fire("push", { data: { json: () => good } });
    expect(worker.shown).toEqual([
      { title: good.title, options: expect.objectContaining({ body: "ராமேஸ்வரம்", lang: "ta", tag: "story-79", data: { url: good.url } }) },
    ]);
    // Nonsense shows nothing.
    await worker.fire("push", { data: { json: () => ({ title: 1 }) } });
    await worker.fire("push", {
      data: {
        json: () => {
          throw new SyntaxError("not JSON");
        },
      },
    });
    await worker.fire("push", { data: null });
    expect(worker.shown).toHaveLength(1);
  });

  it("opens the story on a tap, or brings forward the tab that shows it (a live story at its latest update)", async () => {
    const close = vi.fn();
    const fresh = fakeWorker();
    await fresh.fire("notificationclick", { notification: { data: { url: good.url }, close } });
    expect(close).toHaveBeenCalled();
    expect(fresh.opened).toEqual([`https://kuralnews.in${good.url}`]);

    const live = fakeWorker([{ url: "https://kuralnews.in/news/live-budget-12" }]);
    await live.fire("notificationclick", { notification: { data: { url: "/news/live-budget-12#latest-update" }, close } });
    expect(live.opened).toEqual([]);
    expect(live.navigated).toEqual(["https://kuralnews.in/news/live-budget-12#latest-update"]);
    expect(live.focused).toEqual(["https://kuralnews.in/news/live-budget-12"]);

    // A notification whose data was tampered with opens the home page, never another site.
    const odd = fakeWorker();
    await odd.fire("notificationclick", { notification: { data: { url: "//evil.example/" }, close } });
    expect(odd.opened).toEqual(["https://kuralnews.in/"]);
  });
});
