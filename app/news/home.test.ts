import { describe, expect, it } from "vitest";
import { articleSummary as article } from "../test-support/articles";
import { buildRecentNews, homeSections, homeSectionView, orderHomeSections } from "./home";
import type { ArticleSummary, HomeSection } from "./types";

const hour = (h: number) => `2026-03-10T${String(h).padStart(2, "0")}:00:00Z`;

function section(key: string, lead: ArticleSummary | null, secondary: ArticleSummary[] = [], others: ArticleSummary[] = []): HomeSection {
  return { key, title: key, lead, secondary, others };
}

describe("the home page's section order (requirements §2)", () => {
  it("puts the city first, then Recent, State, National, Local, then anything else in the upstream's order", () => {
    const sections = ["international", "local", "national", "extra", "state", "recent_news", "city"].map((key, i) => section(key, article(i, hour(i))));
    expect(orderHomeSections(sections).map((s) => s.key)).toEqual(["city", "recent_news", "state", "national", "local", "international", "extra"]);
  });

  it("leaves out sections with no story", () => {
    expect(orderHomeSections([section("state", null), section("national", article(1, hour(1)))]).map((s) => s.key)).toEqual(["national"]);
  });

  it("adds Recent News after the city when the upstream sends none, and keeps the upstream's own", () => {
    // Recent News takes state's lead and two newest secondary stories; state keeps the third (issue 29: each story once).
    const upstream = [
      section("state", article(1, hour(1)), [article(4, hour(4)), article(5, hour(5)), article(6, hour(6))]),
      section("city", article(2, hour(2))),
    ];
    expect(homeSections(upstream, "Recent News").map((s) => s.key)).toEqual(["city", "recent", "state"]);
    const withRecent = [...upstream, section("recent", article(3, hour(3)))];
    const ordered = homeSections(withRecent, "Recent News");
    expect(ordered.map((s) => s.key)).toEqual(["city", "recent", "state"]);
    expect(ordered[1]!.lead!.id).toBe("3");
    expect(ordered[2]!.lead!.id).toBe("1");
  });

  it("has no Recent News when there is no story at all", () => {
    expect(buildRecentNews([section("state", null)], "Recent News")).toBeNull();
    expect(homeSections([], "Recent News")).toEqual([]);
  });
});

describe("Recent News, built from 1 primary, 2 secondary and 4 other stories merged by date (requirements §2)", () => {
  const state = section("state", article(1, hour(9)), [article(2, hour(3)), article(3, hour(8))], [article(4, hour(1)), article(5, hour(7))]);
  const national = section(
    "national",
    article(6, hour(5)),
    [article(7, hour(10))],
    [article(8, hour(2)), article(9, hour(11)), article(10, hour(6)), article(11, hour(4))],
  );

  it("takes the newest lead, the two newest secondary and the four newest other stories, newest first", () => {
    const recent = buildRecentNews([state, national], "Recent News")!;
    expect(recent.title).toBe("Recent News");
    // Newest lead: 1 (09:00). Newest secondary: 7 (10:00), 3 (08:00). Newest others: 9, 5, 10, 11.
    const ids = [recent.lead!.id, ...recent.secondary.map((a) => a.id), ...recent.others.map((a) => a.id)];
    expect(ids).toEqual(["9", "7", "1", "3", "5", "10", "11"]);
    expect(recent.secondary).toHaveLength(2);
    expect(recent.others).toHaveLength(4);
  });

  it("counts each article once even when two sections share it", () => {
    const shared = article(20, hour(12));
    const a = section("city", shared, [shared], [shared]);
    const b = section("state", article(21, hour(1)), [], [article(22, hour(2))]);
    const recent = buildRecentNews([a, b], "Recent News")!;
    const ids = [recent.lead!.id, ...recent.secondary.map((x) => x.id), ...recent.others.map((x) => x.id)];
    expect(ids).toEqual(["20", "22"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts stories without a valid date last", () => {
    const recent = buildRecentNews([section("state", article(1, "not a date"), [article(2, hour(1))])], "Recent")!;
    expect(recent.lead!.id).toBe("2");
    expect(recent.secondary.map((a) => a.id)).toEqual(["1"]);
  });
});

describe("each story in one home section only (issue 29)", () => {
  /** Seven stories numbered from `first`, newest first, laid out as the upstream lays a section out. */
  function full(key: string, first: number, extra = 0): HomeSection {
    const run = Array.from({ length: 7 + extra }, (_, i) => article(first + i, `2026-03-10T08:${String(59 - i).padStart(2, "0")}:00Z`));
    return section(key, run[0]!, run.slice(1, 3), run.slice(3));
  }
  const ids = (s: HomeSection) => [s.lead, ...s.secondary, ...s.others].map((a) => a!.id);
  const keys = ["city", "recent", "state", "national", "local"] as const;

  it("leaves a story shared by any two sections to the one higher on the page", () => {
    for (const [i, upper] of keys.entries()) {
      for (const lower of keys.slice(i + 1)) {
        // Every section its own seven stories, but story 999 in both `upper` and `lower`, sent last by `upper`
        // and first by `lower`; the upstream sends Recent News itself here, so every pair is a plain pair.
        const shared = article(999, hour(1));
        const sections = keys.map((key, k) => {
          const own = full(key, k * 100);
          if (key === upper) return { ...own, others: [...own.others.slice(0, 3), shared] };
          // `lower`: the shared story, its own first six, then a spare (50) it refills from.
          if (key === lower)
            return {
              ...own,
              lead: shared,
              secondary: [own.lead!, own.secondary[0]!],
              others: [own.secondary[1]!, ...own.others.slice(0, 3), article(k * 100 + 50, hour(0))],
            };
          return own;
        });
        const page = homeSections(sections, "Recent News");
        expect(
          page.map((s) => s.key),
          `${upper}/${lower}`,
        ).toEqual([...keys]);
        const holders = page.filter((s) => ids(s).includes("999")).map((s) => s.key);
        expect(holders, `${upper}/${lower}`).toEqual([upper]);
        // The lower section moved up its own stories and took its next one: still 1 + 2 + 4, in the upstream's order.
        const below = page.find((s) => s.key === lower)!;
        const k = keys.indexOf(lower);
        expect(ids(below), `${upper}/${lower}`).toEqual([0, 1, 2, 3, 4, 5, 50].map((n) => String(k * 100 + n)));
        const all = page.flatMap(ids);
        expect(new Set(all).size, `${upper}/${lower}`).toBe(all.length);
      }
    }
  });

  it("builds Recent News from the stories the city does not show, and the sections below skip Recent's", () => {
    const city = full("city", 100);
    // Local's newest stories are the city's and the newest of all (the embedded newsroom's Local is every city's news):
    // Recent News would be Local again. Local sends spares after its usual seven.
    const local = section("local", city.lead, [...city.secondary], [...city.others, ...Array.from({ length: 14 }, (_, i) => article(300 + i, hour(9)))]);
    const state = full("state", 200);
    const page = homeSections([state, local, city], "Recent News");
    expect(page.map((s) => s.key)).toEqual(["city", "recent", "state", "local"]);
    const [shownCity, recent, shownState, shownLocal] = page;
    expect(ids(shownCity!)).toEqual(ids(city));
    // Recent: none of the city's; 1 lead (state's), 2 secondary (state's), 4 others (local's 300-303, all at 09:00), newest first.
    expect(ids(recent!).filter((id) => ids(city).includes(id))).toEqual([]);
    expect([...ids(recent!)].sort()).toEqual(["200", "201", "202", "300", "301", "302", "303"]);
    // State: Recent took its first three; four left.
    expect(ids(shownState!)).toEqual(["203", "204", "205", "206"]);
    expect(shownState!.secondary).toHaveLength(2);
    // Local: the city's seven and Recent's four gone, refilled from its spares in its order.
    expect(ids(shownLocal!)).toEqual(["304", "305", "306", "307", "308", "309", "310"]);
    const all = page.flatMap(ids);
    expect(new Set(all).size).toBe(all.length);
  });

  it("leaves out a section whose every story is shown above it, and keeps the order of the rest", () => {
    const city = full("city", 100);
    const recent = section("recent", article(1, hour(1)));
    const local = section("local", city.others[0]!, [city.lead!], [city.secondary[1]!]);
    const national = full("national", 400);
    const page = homeSections([local, national, recent, city], "Recent News");
    expect(page.map((s) => s.key)).toEqual(["city", "recent", "national"]);
  });

  it("shows a story once even when its own section sends it twice", () => {
    const twice = article(5, hour(5));
    const page = homeSections([section("recent", twice, [twice, article(6, hour(4))], [twice])], "Recent News");
    expect(ids(page[0]!)).toEqual(["5", "6"]);
  });
});

describe("what a home story shows (requirements §2, §9)", () => {
  const longTitle = "Chennai Metro Rail extends its second phase to the airport with twelve new stations opening next year";
  const longTamil = "சென்னை மெட்ரோ ரயில் இரண்டாம் கட்டத் திட்டம் விமான நிலையம் வரை நீட்டிப்பு: பன்னிரண்டு புதிய நிலையங்கள் அடுத்த ஆண்டு திறப்பு";
  const summary = "word ".repeat(100).trim();

  it("cuts the lead's title to 70 and description to 300, other titles to 100, at word boundaries", () => {
    const view = homeSectionView(
      section("state", article(1, hour(1), { title: longTitle, summary, wordCount: 401 }), [article(2, hour(2), { title: `${longTitle} ${longTitle}` })]),
      { lang: "en", defaultTitle: "News Detail", title: "State News", citySlug: "chennai" },
    );
    expect(view.lead!.title.length).toBeLessThanOrEqual(71);
    expect(view.lead!.title.endsWith("…")).toBe(true);
    expect(longTitle.startsWith(view.lead!.title.slice(0, -1))).toBe(true);
    expect(longTitle[view.lead!.title.length - 1]).toBe(" ");
    expect(view.lead!.summary!.length).toBeLessThanOrEqual(301);
    expect(view.secondary[0]!.title.length).toBeLessThanOrEqual(101);
    expect(view.secondary[0]!.summary).toBeNull();
    // 401 words at 200 a minute: 3 minutes.
    expect(view.lead!.readMinutes).toBe(3);
    expect(view.lead!.href).toBe("/news/story-1");
    expect(view.moreHref).toBe("/state/tamil-nadu");
  });

  it("cuts a Tamil title between words and keeps the Tamil date and links", () => {
    const view = homeSectionView(section("city", article(1, "2026-11-21T20:00:00Z", { title: longTamil, language: "ta" })), {
      lang: "ta",
      defaultTitle: "செய்தி விவரம்",
      title: "சென்னை செய்திகள்",
      citySlug: "chennai",
    });
    const title = view.lead!.title;
    expect(title.endsWith("…")).toBe(true);
    const body = title.slice(0, -1);
    expect(longTamil.startsWith(body)).toBe(true);
    // Cut where a word ends: the next character of the original is a space, never a vowel sign.
    expect(longTamil[body.length]).toBe(" ");
    expect(view.lead!.date).toBe("22 நவம்பர், 2026");
    expect(view.lead!.href).toBe("/tamil/news/story-1");
    expect(view.moreHref).toBe("/tamil/city/chennai");
  });

  it("says the default title in the page's language", () => {
    const view = homeSectionView(section("local", article(1, hour(1), { title: "News Detail" })), {
      lang: "ta",
      defaultTitle: "செய்தி விவரம்",
      title: "உள்ளூர் செய்திகள்",
      citySlug: "vellore",
    });
    expect(view.lead!.title).toBe("செய்தி விவரம்");
  });
});

describe("a live story in a home section (issue 21)", () => {
  it("carries its LIVE mark and latest update time; other stories carry none", () => {
    const live = article(7, "2026-11-22T05:00:00.000Z", { isLive: true, updatedAt: new Date(Date.now()).toISOString() });
    const plain = article(8, "2026-11-22T04:00:00.000Z");
    const view = homeSectionView(
      { key: "state", title: "State", lead: live, secondary: [plain], others: [] },
      { lang: "ta", defaultTitle: "x", title: "மாநிலம்", citySlug: "chennai" },
    );
    expect(view.lead?.live?.updatedAt).toBe(live.updatedAt);
    expect(view.lead?.live?.updated).toMatch(/^(முற்பகல்|பிற்பகல்) \d{1,2}:\d{2}$/);
    expect(view.secondary[0]).not.toHaveProperty("live");
  });
});
