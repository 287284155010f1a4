import { describe, expect, it } from "vitest";
import { FOLLOW_CAP, mergedFollows, parseFollow, parseFollowCookie, serializeFollowCookie, withFollow, type Follow } from "./follows";

const city = (id: number): Follow => ({ kind: "city", id: String(id) });

describe("what can be followed (issue 30 point 6: hostile input)", () => {
  it('takes the six kinds with ids of their shape, Tamil tags included, and breaking only as "all"', () => {
    expect(parseFollow("city", "12")).toEqual({ kind: "city", id: "12" });
    expect(parseFollow("category", "politics-3")).toEqual({ kind: "category", id: "politics-3" });
    expect(parseFollow("author", "a_7")).toEqual({ kind: "author", id: "a_7" });
    expect(parseFollow("live", "1234")).toEqual({ kind: "live", id: "1234" });
    expect(parseFollow("tag", "மழை")).toEqual({ kind: "tag", id: "மழை" });
    expect(parseFollow("tag", "Chennai rains")).toEqual({ kind: "tag", id: "Chennai rains" });
    expect(parseFollow("breaking", "all")).toEqual({ kind: "breaking", id: "all" });
  });

  it("refuses unknown kinds, ids that could reach a URL or a cookie, and over-long values", () => {
    for (const [kind, id] of [
      ["planet", "1"],
      ["city", "../../etc/passwd"],
      ["city", "1?page_size=100"],
      ["city", ""],
      ["city", "x".repeat(65)],
      ["live", "12a"],
      ["tag", "rain|city:1"],
      ["tag", "rain:1"],
      ["tag", "<script>"],
      ["tag", " "],
      ["tag", "ம".repeat(61)],
      ["__proto__", "1"],
      ["breaking", "1"],
      ["breaking", "ALL"],
    ] as const) {
      expect(parseFollow(kind, id), `${kind} ${id}`).toBeNull();
    }
    expect(parseFollow(undefined, "1")).toBeNull();
    expect(parseFollow("city", null)).toBeNull();
  });
});

describe("the follow cookie", () => {
  it("round-trips, newest first, dropping what is not a follow and repeats", () => {
    const follows: Follow[] = [{ kind: "tag", id: "மழை" }, city(1), { kind: "live", id: "99" }];
    expect(parseFollowCookie(serializeFollowCookie(follows))).toEqual(follows);
    expect(parseFollowCookie("city:1|planet:2|city:1|tag:a|b|")).toEqual([city(1), { kind: "tag", id: "a" }]);
    expect(parseFollowCookie(undefined)).toEqual([]);
    expect(parseFollowCookie("x".repeat(5000))).toEqual([]);
  });

  it(`holds at most ${FOLLOW_CAP}: the next one is refused and nothing changes`, () => {
    let follows: Follow[] = [];
    for (let id = 1; id <= FOLLOW_CAP; id++) {
      const change = withFollow(follows, city(id), true);
      if (!change.ok) throw new Error("refused too early");
      follows = change.follows;
    }
    expect(withFollow(follows, city(99), true)).toEqual({ ok: false, reason: "full" });
    // Following again what is followed, and unfollowing, still work at the cap.
    expect(withFollow(follows, city(3), true)).toEqual({ ok: true, follows });
    expect(withFollow(follows, city(3), false)).toMatchObject({ ok: true, follows: follows.filter((follow) => follow.id !== "3") });
  });

  it("refuses a follow that would make the cookie too big to send", () => {
    const tags: Follow[] = Array.from({ length: 8 }, (_, index) => ({ kind: "tag", id: `${"ம".repeat(59)}${index}` }));
    let follows: Follow[] = [];
    let refused = false;
    for (const tag of tags) {
      const change = withFollow(follows, tag, true);
      if (!change.ok) refused = true;
      else follows = change.follows;
    }
    expect(refused).toBe(true);
    expect(encodeURIComponent(serializeFollowCookie(follows)).length).toBeLessThanOrEqual(3000);
  });
});

describe("signing in merges the cookie's follows into the account's", () => {
  it("keeps the account's first, adds the cookie's it lacks, up to the cap", () => {
    expect(mergedFollows([city(1), city(2)], [city(2), city(3)])).toEqual([city(1), city(2), city(3)]);
    const account = Array.from({ length: 19 }, (_, index) => city(index + 100));
    expect(mergedFollows(account, [city(1), city(2)])).toHaveLength(FOLLOW_CAP);
  });
});
