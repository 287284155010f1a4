import { describe, expect, it } from "vitest";
import { LIKED_COOKIES_MAX, SAVED_MAX } from "../news/limits";
import { isLiked, likeChange, likedCookieName, likedValue, likes, parseSaved, serializeSaved, withSaved } from "./reader-choices";

describe("an anonymous reader's likes (news_liked_{id} cookies)", () => {
  it("knows which articles the reader liked, and ignores malformed names", () => {
    const cookies = { news_liked_12: likedValue(new Date(2_000_000_000)), news_liked_abc: "x", news_liked_0: "1", mode: "dark" };
    expect(isLiked(cookies, "12")).toBe(true);
    expect(isLiked(cookies, "13")).toBe(false);
    expect(likes(cookies).map((like) => like.id)).toEqual(["12"]);
  });

  it("a like sets one cookie; an unlike expires it", () => {
    expect(likeChange({}, "5", true)).toEqual({ set: "news_liked_5", expire: [] });
    expect(likeChange({ news_liked_5: "1" }, "5", false)).toEqual({ set: null, expire: ["news_liked_5"] });
    expect(likeChange({}, "5", false)).toEqual({ set: null, expire: [] });
  });

  it(`keeps at most ${LIKED_COOKIES_MAX}: the oldest like makes room`, () => {
    const cookies: Record<string, string> = {};
    for (let i = 1; i <= LIKED_COOKIES_MAX; i += 1) cookies[likedCookieName(String(i))] = (1000 + i).toString(36);
    // Article 7 was liked first of all.
    cookies[likedCookieName("7")] = (10).toString(36);
    expect(likeChange(cookies, "999", true)).toEqual({ set: "news_liked_999", expire: ["news_liked_7"] });
    // Liking one already liked again renews it and expires nothing.
    expect(likeChange(cookies, "3", true)).toEqual({ set: "news_liked_3", expire: [] });
  });
});

describe("an anonymous reader's saved articles (the saved cookie)", () => {
  it("reads ids newest first, each once, well-formed only", () => {
    expect(parseSaved("30.20.x.20.0.10")).toEqual(["30", "20", "10"]);
    expect(parseSaved(undefined)).toEqual([]);
    expect(parseSaved("")).toEqual([]);
  });

  it("saves to the front and unsaves", () => {
    expect(withSaved(["2", "1"], "3", true)).toEqual(["3", "2", "1"]);
    expect(withSaved(["2", "1"], "1", true)).toEqual(["1", "2"]);
    expect(withSaved(["2", "1"], "2", false)).toEqual(["1"]);
    expect(serializeSaved(["3", "2", "1"])).toBe("3.2.1");
  });

  it(`keeps at most ${SAVED_MAX}, the oldest falling off`, () => {
    const full = Array.from({ length: SAVED_MAX }, (_, i) => String(i + 1));
    const next = withSaved(full, "999", true);
    expect(next).toHaveLength(SAVED_MAX);
    expect(next[0]).toBe("999");
    expect(next).not.toContain(String(SAVED_MAX));
    expect(parseSaved(serializeSaved([...full, "1000"]))).toHaveLength(SAVED_MAX);
  });
});
