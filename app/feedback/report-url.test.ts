import { describe, expect, it } from "vitest";
import { REPORT_URL_MAX, referrerPath, reportedPath, reportedRedirect } from "./report-url";

describe("the reported URL", () => {
  it("accepts a path on this site, with its query", () => {
    expect(reportedPath("/no-such-page")).toBe("/no-such-page");
    expect(reportedPath("/tamil/news/gone-999?from=home&x=1")).toBe("/tamil/news/gone-999?from=home&x=1");
    expect(reportedPath("/tags/%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D")).toBe("/tags/%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D");
    expect(reportedPath("/tags/தமிழ்")).toBe("/tags/தமிழ்");
  });

  it("drops a fragment, which a browser never sends anyway", () => {
    expect(reportedPath("/page?x=1#top")).toBe("/page?x=1");
  });

  it("refuses anything that could lead to another site", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example/x",
      "",
      " /page",
    ]) {
      expect(reportedPath(value), value).toBeNull();
    }
  });

  it("refuses control characters, which could split a header or a log line", () => {
    for (const value of ["/page\r\nSet-Cookie: x=1", "/page\u0000", "/\tpage", "/page\u0085"]) expect(reportedPath(value), JSON.stringify(value)).toBeNull();
  });

  it("refuses more than 2048 characters and anything that is not text", () => {
    expect(reportedPath(`/${"a".repeat(REPORT_URL_MAX - 1)}`)).not.toBeNull();
    expect(reportedPath(`/${"a".repeat(REPORT_URL_MAX)}`)).toBeNull();
    expect(reportedPath(null)).toBeNull();
    expect(reportedPath(new File(["/x"], "x.txt"))).toBeNull();
  });

  it("goes back with reported=1, keeping the page's own query as it was", () => {
    expect(reportedRedirect("/gone")).toBe("/gone?reported=1");
    expect(reportedRedirect("/gone?q=a+b&x=%20")).toBe("/gone?q=a+b&x=%20&reported=1");
    expect(reportedRedirect("/gone?")).toBe("/gone?reported=1");
  });
});

describe("the referrer of a broken link", () => {
  const site = ["https://www.kural.example"];

  it("keeps the path of a page on this site and nothing more", () => {
    expect(referrerPath("https://www.kural.example/about?q=my+name#x", site)).toBe("/about");
    expect(referrerPath("/tamil/news/x-1?utm=y", [])).toBe("/tamil/news/x-1");
  });

  it("keeps nothing of another site's address, or of something that is not an address", () => {
    expect(referrerPath("https://search.example/?q=kural", site)).toBeUndefined();
    expect(referrerPath("//evil.example/x", site)).toBeUndefined();
    expect(referrerPath("", site)).toBeUndefined();
    expect(referrerPath(null, site)).toBeUndefined();
    expect(referrerPath("/a\nb", site)).toBeUndefined();
  });
});
