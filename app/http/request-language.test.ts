import { describe, expect, it, vi } from "vitest";
import { loadContext } from "./load-context";
import { decideLanguage, requestLanguage } from "./request-language";

const response = () => ({ locals: {} as Record<string, unknown> });

describe("the request's language, decided once as it enters", () => {
  it("is the URL's: /tamil, /tamil/… and single fetch's /tamil.data are Tamil, everything else English", () => {
    for (const path of ["/tamil", "/tamil/", "/tamil/news/rain-12", "/tamil.data", "/tamil/city/chennai.data"]) {
      expect(requestLanguage({ path }, response()), path).toBe("ta");
    }
    for (const path of ["/", "/news/rain-12", "/_root.data", "/tamilnadu", "/city/tamil", "/language"]) {
      expect(requestLanguage({ path }, response()), path).toBe("en");
    }
  });

  it("is decided by the middleware before anything after it asks, and the same answer is given after", () => {
    const req = { path: "/tamil/contact" };
    const res = response();
    const next = vi.fn();
    decideLanguage(req as never, res as never, next);
    expect(next).toHaveBeenCalledOnce();
    expect(res.locals.language).toBe("ta");
    // Asked again (the refusal, the load context), it is not read from the path a second time.
    expect(requestLanguage({ path: "/anything-else" }, res)).toBe("ta");
  });

  it("reaches loaders and actions in the load context", () => {
    const res = { locals: { cspNonce: "n" } as Record<string, unknown> };
    const context = loadContext(null)({ path: "/tamil/search.data", ip: "127.0.0.1", socket: {} } as never, res as never);
    expect(context.language).toBe("ta");
    expect(context.islands).toBeUndefined();
  });
});
