// @vitest-environment jsdom
/**
 * The live page's client against a stand-in EventSource (the stream itself is app/live/'s, tested there and in
 * tests/e2e/live.e2e.ts): every message of a burst is shown, the reader further down gets the "N new updates"
 * button (announced once) instead of a moving page, a hidden tab counts in its title, the end is said and closes
 * the stream, and a stream left closed by a sleep is opened again from the last version.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "../../../i18n/language";
import { StringsSourceProvider, TranslationProvider } from "../../../i18n/react";
import { resources } from "../../../i18n/resources";
import type { LiveUpdateMessage } from "../../../news/live-events";
import { LiveCoverageProvider, LiveKeyEvents, LiveStatus, LiveUpdates, type LivePageData } from "./live-coverage";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, id: number) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
  static last(): FakeEventSource {
    return FakeEventSource.opened.at(-1)!;
  }
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();
const message = (id: string, minute: number, extra: Partial<LiveUpdateMessage> = {}): LiveUpdateMessage => ({
  id,
  publishedAt: at(minute),
  updatedAt: at(minute),
  time: `3:${minute} pm`,
  updated: null,
  title: null,
  html: `<p>Body ${id}</p>`,
  isPinned: false,
  isKeyEvent: false,
  keyText: null,
  ...extra,
});

function live(extra: Partial<LivePageData> = {}): LivePageData {
  const { html: _one, ...five } = message("5", 50);
  const { html: _two, ...four } = message("4", 40, { isKeyEvent: true, title: "Landfall", keyText: "Landfall" });
  return {
    version: 1000,
    open: true,
    page: 1,
    olderHref: "/news/cyclone-9?updates=2",
    newerHref: null,
    refreshHref: "/news/cyclone-9?since=1000",
    keyEvents: [{ id: "4", href: "#update-4", title: "Landfall", time: "3:40 pm", publishedAt: at(40) }],
    updates: [
      { ...five, isNew: false },
      { ...four, isNew: false },
    ],
    bodies: { "5": "<p>Body 5</p>", "4": "<p>Body 4</p>" },
    ...extra,
  };
}

async function renderPage(data: LivePageData, lang: Language = "en") {
  const rendered = render(
    <StringsSourceProvider value={(language) => resources[language].translation}>
      <TranslationProvider lang={lang}>
        <LiveCoverageProvider lang={lang} articleId="9" live={data}>
          <LiveStatus />
          <LiveKeyEvents />
          <LiveUpdates />
        </LiveCoverageProvider>
      </TranslationProvider>
    </StringsSourceProvider>,
  );
  // The stream's code is loaded after the first commit, in a chunk of its own.
  await act(async () => {
    await import("./follow-stream");
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return rendered;
}

/** Where the list of updates starts on screen: above it (negative) is a reader further down. */
function listTopAt(top: number) {
  const list = document.querySelector("#live-updates > div") as HTMLElement;
  list.getBoundingClientRect = () => ({ top, bottom: top + 500, left: 0, right: 0, width: 0, height: 500, x: 0, y: top, toJSON: () => null });
}

let hidden = false;
beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  hidden = false;
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  Element.prototype.scrollIntoView = function () {};
  document.title = "Cyclone";
});
afterEach(cleanup);

const shownIds = () => [...document.querySelectorAll("#live-updates article")].map((element) => element.id);

describe("the live page's client", () => {
  it("opens the stream at the page's version, in the page's language", async () => {
    await renderPage(live(), "ta");
    expect(FakeEventSource.last().url).toBe("/tamil/live/9?since=1000");
  });

  it("shows every update of a burst in place when the reader is at the top, the newest with the latest-update anchor", async () => {
    await renderPage(live());
    listTopAt(300);
    const stream = FakeEventSource.last();
    stream.emit("update", message("6", 55), 1001);
    stream.emit("update", message("7", 57), 1002);
    expect(shownIds()).toEqual(["update-7", "update-6", "update-5", "update-4"]);
    expect(document.querySelector("#update-7 #latest-update")).not.toBeNull();
    expect(screen.getByText("Body 7")).toBeTruthy();
    expect(document.querySelector("time")?.getAttribute("datetime")).toBe(new Date(1002).toISOString());
  });

  it("further down, offers the waiting updates behind one button, announced once, and moves focus to the newest", async () => {
    await renderPage(live());
    listTopAt(-800);
    const stream = FakeEventSource.last();
    stream.emit("update", message("6", 55), 1001);
    expect(shownIds()).toEqual(["update-5", "update-4"]);
    expect(screen.getByRole("button").textContent).toBe("1 new update");
    expect(screen.getByRole("status").textContent).toBe("New updates have arrived.");
    stream.emit("update", message("7", 57), 1002);
    expect(screen.getByRole("button").textContent).toBe("2 new updates");
    expect(screen.getByRole("status").textContent).toBe("New updates have arrived.");
    fireEvent.click(screen.getByRole("button"));
    expect(shownIds()).toEqual(["update-7", "update-6", "update-5", "update-4"]);
    expect(document.activeElement?.id).toBe("update-7");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says it in Tamil", async () => {
    await renderPage(live(), "ta");
    listTopAt(-800);
    FakeEventSource.last().emit("update", message("6", 55), 1001);
    FakeEventSource.last().emit("update", message("7", 57), 1002);
    expect(screen.getByRole("button").textContent).toBe("2 புதிய தகவல்கள்");
  });

  it("applies corrections, removals and a sync to the updates the server rendered", async () => {
    await renderPage(live());
    const stream = FakeEventSource.last();
    stream.emit("update", message("5", 50, { html: "<p>Corrected</p>" }), 1001);
    expect(document.querySelector("#update-5")?.textContent).toContain("Corrected");
    stream.emit("remove", { id: "5" }, 1002);
    expect(shownIds()).toEqual(["update-4"]);
    stream.emit("sync", { ids: [] }, 1003);
    expect(shownIds()).toEqual([]);
  });

  it("keeps the key events box with the stream: a new key event joins it once shown, a correction renames or unmarks, a removal drops", async () => {
    await renderPage(
      live({
        keyEvents: [
          { id: "4", href: "#update-4", title: "Landfall", time: "3:40 pm", publishedAt: at(40) },
          { id: "1", href: "/news/cyclone-9?updates=2#update-1", title: "Warning issued", time: "3:10 pm", publishedAt: at(10) },
        ],
      }),
    );
    const keyEvents = () =>
      [...document.querySelectorAll("#live-key-events + ul a")].map((link) => [link.getAttribute("href"), link.querySelector("span")?.textContent]);
    listTopAt(-800);
    const stream = FakeEventSource.last();
    stream.emit("update", message("6", 55, { isKeyEvent: true, keyText: "Gates opened at Chembarambakkam" }), 1001);
    // Waiting behind the button, its update is not on the page yet: no link to it.
    expect(keyEvents()).toEqual([
      ["#update-4", "Landfall"],
      ["/news/cyclone-9?updates=2#update-1", "Warning issued"],
    ]);
    fireEvent.click(screen.getByRole("button"));
    expect(keyEvents()).toEqual([
      ["#update-6", "Gates opened at Chembarambakkam"],
      ["#update-4", "Landfall"],
      ["/news/cyclone-9?updates=2#update-1", "Warning issued"],
    ]);
    stream.emit("update", message("4", 40, { isKeyEvent: true, title: "Landfall near Mamallapuram", keyText: "Landfall near Mamallapuram" }), 1002);
    expect(keyEvents()[1]).toEqual(["#update-4", "Landfall near Mamallapuram"]);
    stream.emit("update", message("6", 55), 1003);
    expect(keyEvents().map(([href]) => href)).toEqual(["#update-4", "/news/cyclone-9?updates=2#update-1"]);
    stream.emit("remove", { id: "4" }, 1004);
    expect(keyEvents()).toEqual([["/news/cyclone-9?updates=2#update-1", "Warning issued"]]);
  });

  it("counts new updates in the title while the tab is hidden, and gives the title back when it is shown", async () => {
    await renderPage(live());
    hidden = true;
    FakeEventSource.last().emit("update", message("6", 55), 1001);
    FakeEventSource.last().emit("update", message("7", 57), 1002);
    expect(document.title).toBe("(2) Cyclone");
    hidden = false;
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(document.title).toBe("Cyclone");
  });

  it("says the end, stops showing the refresh link and closes the stream", async () => {
    await renderPage(live());
    const stream = FakeEventSource.last();
    stream.emit("end", { endedAt: at(59) }, 1005);
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(screen.getByRole("status").textContent).toBe("Live coverage has ended");
    expect(screen.getByText("Live coverage has ended", { selector: "strong" })).toBeTruthy();
    expect(screen.queryByText("Show new updates")).toBeNull();
    act(() => void window.dispatchEvent(new Event("online")));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("opens a stream left closed (after a sleep, a network change) from the last version it holds", async () => {
    await renderPage(live());
    const first = FakeEventSource.last();
    first.emit("update", message("6", 55), 1001);
    first.close();
    act(() => void window.dispatchEvent(new Event("online")));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe("/live/9?since=1001");
    // An open one is left to reconnect by itself (it sends Last-Event-ID).
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("follows nothing on an older page or an ended coverage, which show their updates and paging as they are", async () => {
    await renderPage(live({ page: 2, newerHref: "/news/cyclone-9", olderHref: null }));
    await renderPage(live({ open: false }));
    expect(FakeEventSource.opened).toEqual([]);
    expect(screen.getAllByRole("link", { name: "Newer updates" })[0]!.getAttribute("href")).toBe("/news/cyclone-9#live-updates");
  });
});
