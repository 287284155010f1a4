// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { START_SCRIPTS } from "./start-scripts.compiled";
import { startScripts } from "./start-scripts";

/** How long the starter waits for a first paint that is never reported. */
const PAINT_TIMEOUT_MS = 3000;

/** What html-stream.server.ts leaves of Remix's <Scripts>, shortened, after the page's content. */
const INERT =
  '<main>news</main><template data-kn-modulepreload="/build/entry.client-A.js"></template>' +
  '<template data-kn-modulepreload="/build/_shared/chunk-B.js"></template><template data-kn-modulepreload="/build/root-C.js"></template>' +
  '<script>window.__remixContext = {};</script><script type="text/x-kn-module">import("/build/entry.client-A.js");</script>';
const preload = (href: string) => `<link rel="modulepreload" href="${href}">`;
const LIVE =
  `<main>news</main>${preload("/build/entry.client-A.js")}${preload("/build/_shared/chunk-B.js")}${preload("/build/root-C.js")}` +
  '<script>window.__remixContext = {};</script><script type="module">import("/build/entry.client-A.js");</script>';

/** A PerformanceObserver that reports paints when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ["element", "navigation", "paint", "resource"];
  static made: FakePaintObserver[] = [];
  options: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.made.push(this);
  }
  observe(options: PerformanceObserverInit): void {
    this.options = options;
  }
  disconnect(): void {
    this.disconnected = true;
  }
  paint(name: string): void {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name, entryType: "paint" }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

const links = () => document.querySelectorAll('link[rel="modulepreload"]').length;

// The source, and the compiled text the server inlines: both must do the same.
describe.each([
  ["startScripts (the source)", () => startScripts()],
  ["START_SCRIPTS (compiled, as inlined)", () => new Function(START_SCRIPTS)()],
])("%s", (_name, start: () => void) => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.made = [];
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    setVisibility("visible");
    document.body.innerHTML = INERT;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (document as { visibilityState?: unknown }).visibilityState;
    document.body.innerHTML = "";
  });

  it("waits for the first contentful paint, then puts one preload back per task, in its place, then the module script", () => {
    start();
    const [observer] = FakePaintObserver.made;
    expect(observer?.options).toEqual({ type: "paint", buffered: true });
    observer!.paint("first-paint");
    vi.advanceTimersByTime(PAINT_TIMEOUT_MS - 1);
    expect(document.body.innerHTML).toBe(INERT);

    observer!.paint("first-contentful-paint");
    expect(observer!.disconnected).toBe(true);
    expect(document.body.innerHTML).toBe(INERT);
    vi.advanceTimersToNextTimer();
    expect(links()).toBe(1);
    expect(document.querySelectorAll("template").length).toBe(2);
    expect(document.querySelector('script[type="text/x-kn-module"]')).not.toBeNull();
    vi.advanceTimersToNextTimer();
    expect(links()).toBe(2);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    // The last preload and the module script come in the same task.
    vi.advanceTimersToNextTimer();
    expect(document.body.innerHTML).toBe(LIVE);

    // The 3 s fallback still fires, and starts nothing twice.
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(LIVE);
  });

  it("starts the scripts after 3 s when no paint is reported", () => {
    start();
    vi.advanceTimersByTime(PAINT_TIMEOUT_MS - 1);
    expect(document.body.innerHTML).toBe(INERT);
    vi.advanceTimersByTime(1);
    expect(links()).toBe(1);
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(LIVE);
    // A paint reported after that starts nothing more.
    FakePaintObserver.made[0]!.paint("first-contentful-paint");
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(LIVE);
  });

  it("starts at once, in the next task, in a hidden tab (which paints nothing)", () => {
    setVisibility("hidden");
    start();
    expect(FakePaintObserver.made).toHaveLength(0);
    expect(document.body.innerHTML).toBe(INERT);
    vi.advanceTimersToNextTimer();
    expect(links()).toBe(1);
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(LIVE);
  });

  it.each([
    ["no PerformanceObserver", undefined],
    ["no supportedEntryTypes", class extends FakePaintObserver {}],
    ["no paint timing", class extends FakePaintObserver {}],
  ])("waits one frame in a browser with %s", (name, observer) => {
    if (observer) Object.defineProperty(observer, "supportedEntryTypes", { value: name === "no paint timing" ? ["resource"] : undefined });
    vi.stubGlobal("PerformanceObserver", observer);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    start();
    expect(FakePaintObserver.made).toHaveLength(0);
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(INERT);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(document.body.innerHTML).toBe(INERT);
    vi.runAllTimers();
    expect(document.body.innerHTML).toBe(LIVE);
  });

  it("starts the module script in the same task when there are no preloads, and minds a page without one", () => {
    document.body.innerHTML = '<script type="text/x-kn-module">import("/a.js");</script>';
    setVisibility("hidden");
    start();
    vi.advanceTimersToNextTimer();
    expect(document.body.innerHTML).toBe('<script type="module">import("/a.js");</script>');

    document.body.innerHTML = "<main>lite</main>";
    start();
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(document.body.innerHTML).toBe("<main>lite</main>");
  });
});
