import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_UNTIL_HYDRATED } from "./held-until-hydrated";

describe("events held until the page is hydrated", () => {
  it("include every event React 18 hydrates the document synchronously for", () => {
    // The package's own folder (its exports do not name the development build): next to its package.json.
    const folder = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
    const source = readFileSync(path.join(folder, "cjs/react-dom.development.js"), "utf8");
    const list = /var discreteReplayableEvents = \[([^\]]+)\]/.exec(source)?.[1];
    expect(list, "react-dom names its discrete replayable events").toBeTruthy();
    const reactEvents = [...list!.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
    expect(reactEvents.length).toBeGreaterThan(20);
    expect(reactEvents.filter((name) => !(HELD_UNTIL_HYDRATED as readonly string[]).includes(name!))).toEqual([]);
  });
});
