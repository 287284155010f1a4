import { describe, expect, it } from "vitest";
import { savedLanguageRedirect } from "./saved-language.server";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PHONE = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function home(url: string, headers: Record<string, string>) {
  return new Request(`https://kural.example${url}`, { headers: { "user-agent": PHONE, ...headers } });
}

describe("the reader's saved language on the home page", () => {
  it("sends a reader who chose Tamil from the English home page to the Tamil one, privately, keeping the query", () => {
    const response = savedLanguageRedirect(home("/?utm_source=bookmark", { cookie: "mode=dark; ln=ta" }), "en");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/tamil?utm_source=bookmark");
    expect(response?.headers.get("cache-control")).toBe("private, no-store");
    expect(response?.headers.get("vary")).toBe("Cookie");
    // Remix's own parameters of a data request (a click on the logo, with JavaScript) are not carried over.
    expect(savedLanguageRedirect(home("/?_data=routes%2Fhome&index", { cookie: "ln=ta" }), "en")?.headers.get("location")).toBe("/tamil");
  });

  it("leaves everyone else on the page they asked for", () => {
    for (const [request, language] of [
      [home("/", {}), "en"],
      [home("/", { cookie: "ln=en" }), "en"],
      [home("/", { cookie: "ln=fr" }), "en"],
      [home("/tamil", { cookie: "ln=ta" }), "ta"],
      [home("/tamil", { cookie: "ln=en" }), "ta"],
      [home("/", { cookie: "ln=ta", "user-agent": GOOGLEBOT }), "en"],
    ] as const) {
      expect(savedLanguageRedirect(request, language), `${request.url} ${request.headers.get("cookie")}`).toBeNull();
    }
  });
});
