// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatAgo, keepTimesCurrent, storyDate } from "./ago";

const NOW = Date.parse("2026-11-30T18:29:30Z");
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("how long ago, in both languages (issue 29)", () => {
  it("says minutes within the hour, hours within the day, and nothing after", () => {
    expect(formatAgo(before(20_000), "en", NOW)).toBe("just now");
    expect(formatAgo(before(MINUTE), "en", NOW)).toBe("1 min ago");
    expect(formatAgo(before(5 * MINUTE + 59_000), "en", NOW)).toBe("5 min ago");
    expect(formatAgo(before(59 * MINUTE), "en", NOW)).toBe("59 min ago");
    expect(formatAgo(before(HOUR), "en", NOW)).toBe("1 hour ago");
    expect(formatAgo(before(2 * HOUR - 1), "en", NOW)).toBe("1 hour ago");
    expect(formatAgo(before(23 * HOUR + 59 * MINUTE), "en", NOW)).toBe("23 hours ago");
    expect(formatAgo(before(24 * HOUR), "en", NOW)).toBeNull();
    expect(formatAgo(before(30 * 24 * HOUR), "en", NOW)).toBeNull();
  });

  it("writes Tamil as a Tamil reader says it", () => {
    expect(formatAgo(before(10_000), "ta", NOW)).toBe("இப்போது");
    expect(formatAgo(before(MINUTE), "ta", NOW)).toBe("1 நிமிடத்துக்கு முன்");
    expect(formatAgo(before(5 * MINUTE), "ta", NOW)).toBe("5 நிமிடங்களுக்கு முன்");
    expect(formatAgo(before(HOUR), "ta", NOW)).toBe("1 மணி நேரத்துக்கு முன்");
    expect(formatAgo(before(7 * HOUR), "ta", NOW)).toBe("7 மணி நேரத்துக்கு முன்");
  });

  it("reads a time a little ahead as just now, one far ahead or unreadable as no time at all", () => {
    expect(formatAgo(new Date(NOW + 2 * MINUTE).toISOString(), "en", NOW)).toBe("just now");
    expect(formatAgo(new Date(NOW + HOUR).toISOString(), "en", NOW)).toBeNull();
    expect(formatAgo("not a date", "en", NOW)).toBeNull();
  });

  it("keeps the date for the title while the words say how long ago, and the date alone after a day", () => {
    expect(storyDate(before(3 * HOUR), "en", "30 November 2026", NOW)).toEqual({ date: "3 hours ago", fullDate: "30 November 2026" });
    expect(storyDate(before(25 * HOUR), "ta", "29 நவம்பர், 2026", NOW)).toEqual({ date: "29 நவம்பர், 2026" });
  });
});

describe("the browser keeps the words current", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute("data-js");
    document.body.innerHTML = "";
  });

  it("leaves the page as the server wrote it until it has hydrated, then moves with the clock, and says the date after a day", () => {
    vi.useFakeTimers({ now: NOW });
    document.documentElement.lang = "ta";
    document.body.innerHTML = `<time data-ago="" datetime="${before(5 * MINUTE)}" title="30 நவம்பர், 2026">5 நிமிடங்களுக்கு முன்</time><time datetime="${before(2 * HOUR)}">30 நவம்பர், 2026</time>`;
    const [fresh, plain] = document.querySelectorAll("time");
    keepTimesCurrent();
    vi.advanceTimersByTime(3 * MINUTE);
    expect(fresh!.textContent).toBe("5 நிமிடங்களுக்கு முன்");
    document.documentElement.dataset.js = "on";
    vi.advanceTimersByTime(1_000);
    expect(fresh!.textContent).toBe("8 நிமிடங்களுக்கு முன்");
    vi.advanceTimersByTime(HOUR);
    expect(fresh!.textContent).toBe("1 மணி நேரத்துக்கு முன்");
    vi.advanceTimersByTime(24 * HOUR);
    expect(fresh!.textContent).toBe("30 நவம்பர், 2026");
    expect(plain!.textContent).toBe("30 நவம்பர், 2026");
  });
});
