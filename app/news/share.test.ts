import { describe, expect, it } from "vitest";
import { shareLinks } from "./share";

describe("share links (requirements §2)", () => {
  it("give each network the article's URL and title, encoded (Tamil too)", () => {
    const url = "https://news.example/tamil/news/chennai-rain-12";
    const title = "சென்னையில் கனமழை & வெள்ளம்";
    const links = Object.fromEntries(shareLinks(url, title).map((link) => [link.network, new URL(link.href)]));
    expect(Object.keys(links)).toEqual(["whatsapp", "telegram", "facebook", "x"]);
    expect(links.whatsapp!.origin).toBe("https://wa.me");
    expect(links.whatsapp!.searchParams.get("text")).toBe(`${title} ${url}`);
    expect(links.telegram!.searchParams.get("url")).toBe(url);
    expect(links.telegram!.searchParams.get("text")).toBe(title);
    expect(links.facebook!.searchParams.get("u")).toBe(url);
    expect(links.x!.searchParams.get("url")).toBe(url);
    expect(links.x!.searchParams.get("text")).toBe(title);
  });
});
