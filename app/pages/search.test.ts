/**
 * The search page's browser side without the server: the "failed" answer carries no language, and its head is
 * made in the root's language (decision 0042: the page does not read its language from the address again).
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/resources";
import { addStrings } from "../i18n/strings-store";
import { clientLoader, meta } from "./search";

const unreachable = async () => {
  throw new TypeError("Failed to fetch");
};

describe("the search page's browser side", () => {
  it("a search that cannot reach the server is the failed state, with no language and no head of its own", async () => {
    const request = new Request("http://localhost/tamil/search?q=%E0%AE%AE%E0%AE%B4%E0%AF%88");
    const answer = await clientLoader({ request, params: {}, serverLoader: unreachable } as unknown as ClientLoaderFunctionArgs);
    expect(answer).toEqual({ query: "மழை", head: null, state: "failed", list: null, total: null, stale: false });
  });

  it("its head is in the root's language; a loader's head and a thrown error's title are as before", () => {
    addStrings("ta", messagesFor("ta", ["search", "lists"]));
    const ta = messagesFor("ta");
    const failed = { query: "மழை", head: null, state: "failed", list: null, total: null, stale: false };
    const matches = [{ id: "root", data: { lang: "ta", messages: { errors: ta.errors } } }];
    const args = (data: unknown, error?: unknown) => ({ data, matches, error, params: {}, location: {} }) as unknown as Parameters<typeof meta>[0];
    const head = meta(args(failed));
    expect(head).toContainEqual({ title: ta.lists.documentTitle.replace("{{title}}", ta.search.title) });
    expect(head).toContainEqual({ name: "description", content: ta.search.description });
    expect(head).toContainEqual({ name: "robots", content: "noindex" });

    const given = { ...failed, state: "none", head: { title: "Given", description: "d", links: [] } };
    expect(meta(args(given))).toContainEqual({ title: "Given" });
    // No data: the loader threw (a page past the results is a 404), and the error page's title stands.
    expect(meta(args(undefined))).toContainEqual({ title: ta.errors.notFoundTitle });
  });
});
