import { describe, expect, it } from "vitest";
import { appStoreFor } from "./app-store";

const UA = {
  // Playwright's devices["iPhone 13"], ["iPad Pro 11"], ["Pixel 7"], ["Desktop Chrome"].
  iPhone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  iPadAsMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  iPod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  chromeOnIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1",
  pixel: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  samsung: "Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  windowsChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
};

describe("appStoreFor", () => {
  it("sends iPhones, iPads (also as the Mac they say they are) and iPods to the App Store", () => {
    for (const ua of [UA.iPhone, UA.iPad, UA.iPadAsMac, UA.iPod, UA.chromeOnIphone]) expect(appStoreFor(ua), ua).toBe("app-store");
  });

  it("sends Android and every other browser to Google Play, and a request without a User-Agent too", () => {
    for (const ua of [UA.pixel, UA.samsung, UA.windowsChrome, UA.linuxFirefox, ""]) expect(appStoreFor(ua), ua).toBe("google-play");
    expect(appStoreFor(null)).toBe("google-play");
  });

  it("believes Android over an iPhone named beside it", () => {
    expect(appStoreFor("Mozilla/5.0 (Linux; Android 12; like iPhone OS 7_0_3 Mac OS X) Mobile Safari/537.36")).toBe("google-play");
  });
});
