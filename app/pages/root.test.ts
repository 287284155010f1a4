/**
 * The root's clientLoader keeps the shell on screen when it reloads for strings alone, and asks the
 * server otherwise: decided from the router's state, as shouldRevalidate saw it (no module state).
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientLoader } from "./root";

const shown = { lang: "en", signedIn: false };
const fromServer = { lang: "en", signedIn: true };

function routerState(state: { formMethod?: string; fetcherMethod?: string; lang?: string }) {
  const fetchers = new Map(state.fetcherMethod ? [["f", { state: "loading", formMethod: state.fetcherMethod }]] : []);
  vi.stubGlobal("window", {
    __remixRouter: { state: { navigation: { formMethod: state.formMethod }, fetchers, loaderData: { root: { ...shown, lang: state.lang ?? "en" } } } },
  });
}

function load(path: string) {
  const serverLoader = vi.fn(async () => fromServer);
  const result = clientLoader({ request: new Request(`http://localhost${path}`), params: {}, serverLoader } as unknown as ClientLoaderFunctionArgs);
  return { result, serverLoader };
}

afterEach(() => vi.unstubAllGlobals());

describe("the root's clientLoader", () => {
  it("fetches only the strings of a new kind of page and keeps the shell on screen", async () => {
    routerState({});
    const fetched = vi.fn(async () => new Response(JSON.stringify({ search: {} }), { status: 200 }));
    vi.stubGlobal("fetch", fetched);
    const { result, serverLoader } = load("/search?q=rain");
    expect(await result).toEqual(shown);
    expect(serverLoader).not.toHaveBeenCalled();
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toMatch(/^\/locales\/en\//);
  });

  it("asks the server after a form (a navigation's or a fetcher's) and for another language", async () => {
    for (const state of [{ formMethod: "POST" }, { fetcherMethod: "POST" }, { lang: "ta" }]) {
      routerState(state);
      const { result, serverLoader } = load("/saved");
      expect(await result).toEqual(fromServer);
      expect(serverLoader).toHaveBeenCalledOnce();
    }
  });

  it("asks the server when the strings cannot be fetched: its answer carries them", async () => {
    routerState({});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    const { result } = load("/signin");
    expect(await result).toEqual(fromServer);
  });
});
