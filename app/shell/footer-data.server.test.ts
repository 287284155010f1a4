/**
 * The footer's lists from a real embedded newsroom, and the spec's fallback lists
 * when the media service cannot be reached and nothing is cached.
 */
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../env.server";
import { startTestNewsroom, TEST_PRODUCT_KEY, type TestNewsroom } from "../../newsroom/test-helpers";
import { getFooterLists } from "./footer-data.server";
import { getFooterLinks } from "./footer-links.server";

let newsroom: TestNewsroom;

beforeAll(async () => {
  newsroom = await startTestNewsroom();
}, 60_000);

afterAll(async () => {
  await newsroom.stop();
});

describe("footer lists from the newsroom", () => {
  it("gives the first six categories in the newsroom's order and the footer's cities, in English and Tamil", async () => {
    setEnv({ MEDIA_API_URL: newsroom.mediaUrl, LEGACY_API_URL: newsroom.legacyUrl, PRODUCT_KEY: TEST_PRODUCT_KEY });
    const english = await getFooterLists("en");
    expect(english.categories.slice(0, 3)).toEqual([
      { name: "Breaking", href: "/category-name/breaking" },
      { name: "Education", href: "/category-name/education" },
      { name: "Environment", href: "/category-name/environment" },
    ]);
    expect(english.categories).toHaveLength(6);
    // Four of the footer's six districts are in the newsroom's 33 cities; only those travel to the page.
    expect(english.cities.map((city) => city.slug)).toEqual(["vellore", "tirupattur", "ranipet", "tiruvannamalai"]);
    expect(english.cities[1]).toEqual({ slug: "tirupattur", names: { en: "Tirupattur", ta: "திருப்பத்தூர்" } });

    const tamil = await getFooterLists("ta");
    expect(tamil.categories[1]).toEqual({ name: "கல்வி", href: "/tamil/category-name/education" });
  });
});

describe("footer lists when the media service is down and nothing is cached", () => {
  let closed: Server;
  beforeAll(async () => {
    // A port that answers nothing: bound, then closed, so connections are refused.
    closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setEnv({ MEDIA_API_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: 500 });
  });

  it("falls back to the spec's fixed lists, in the page's language", async () => {
    const english = await getFooterLists("en");
    expect(english.categories.map((c) => c.name).slice(0, 6)).toEqual(["Breaking", "Education", "Environment", "Science", "Economics", "Lifestyle"]);
    expect(english.categories[0]!.href).toBe("/category-name/breaking");
    expect(english.categories).toHaveLength(6);
    expect(english.cities.map((c) => c.slug)).toEqual(["vellore", "tirupattur", "ranipet"]);

    const tamil = await getFooterLists("ta");
    expect(tamil.categories[1]).toEqual({ name: "கல்வி", href: "/tamil/category-name/education" });
  });
});

describe("footer links", () => {
  it("default to the app's store pages and the newsroom's accounts", () => {
    const links = getFooterLinks();
    expect(links.playStore).toBe("https://play.google.com/store/apps/details?id=in.kuralnews.app");
    expect(links.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
  });
});
