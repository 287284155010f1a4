import { describe, expect, it } from "vitest";
import { action, loader } from "./text-size";
import { testLoadContext } from "../test-support/route-calls";

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/text-size", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { request, params: {}, context: testLoadContext(request, "203.0.113.9") };
}

type DataResult = { data: Record<string, unknown>; init: { status?: number; headers: Record<string, string> } };

describe("POST /text-size (issue 29 point 10)", () => {
  it("sets the cookie and sends the reader back to the article, at the control (POST → 303 → GET)", async () => {
    const response = (await action(post({ size: "larger", redirectTo: "/tamil/news/rain-12#text-size" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tamil/news/rain-12#text-size");
    expect(response.headers.get("set-cookie")).toMatch(/^size=larger;.*HttpOnly.*SameSite=Lax/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("drops the cookie for the usual size, so the reader shares the cached pages again", async () => {
    const response = (await action(post({ size: "normal", redirectTo: "/news/rain-12" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(/^size=; Max-Age=0;/);
  });

  it("ignores a value that is not a step: back, with no cookie", async () => {
    for (const size of ["huge", "", "LARGER", "larger; Path=/"]) {
      const response = (await action(post({ size, redirectTo: "/news/rain-12" }))) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/news/rain-12");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("never sends the reader off the site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/news", "/\\evil.example", "javascript:alert(1)"]) {
      const response = (await action(post({ size: "large", redirectTo }))) as Response;
      expect(response.headers.get("location"), redirectTo).toBe("/");
    }
  });

  it("answers the enhanced control with JSON, and the cookie", async () => {
    const result = (await action(post({ size: "small", redirectTo: "/news/rain-12", enhanced: "1" }))) as unknown as DataResult;
    expect(result.data).toEqual({ size: "small" });
    expect(new Headers(result.init.headers).get("set-cookie")).toMatch(/^size=small;/);
  });

  it("sends a stray GET home", () => {
    const response = loader();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });
});
