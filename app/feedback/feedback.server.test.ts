import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setEnv } from "../config/env.server";
import { feedbackFile, recordFeedback } from "./feedback.server";

describe("the feedback store", () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), "kural-feedback-")), "nested", "feedback");
    setEnv({ FEEDBACK_DIR: dir });
  });
  afterAll(() => rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

  it("creates its folder and appends one JSON line per message, in the day's file", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const time = new Date("2025-03-03T10:00:00Z");
    await recordFeedback({ kind: "contact", language: "ta", name: "வள்ளி", phone: "9840012345", message: "மின்விளக்கு எரியவில்லை." }, time);
    await recordFeedback({ kind: "broken-link", language: "en", url: "/gone?x=1", referrer: "/about" }, time);
    const lines = readFileSync(feedbackFile(dir, time), "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { kind: "contact", time: time.toISOString(), language: "ta", name: "வள்ளி", phone: "9840012345", message: "மின்விளக்கு எரியவில்லை." },
      { kind: "broken-link", time: time.toISOString(), language: "en", url: "/gone?x=1", referrer: "/about" },
    ]);
    expect(path.basename(feedbackFile(dir, time))).toBe("2025-03-03.jsonl");
    // Personal data: the file is for the server's user only.
    expect(statSync(feedbackFile(dir, time)).mode & 0o077).toBe(0);
    // The log names no one.
    const logged = log.mock.calls.map((call) => String(call[0])).join("\n");
    expect(logged).toContain("contact message received (ta");
    expect(logged).not.toContain("வள்ளி");
    expect(logged).not.toContain("9840012345");
    log.mockRestore();
  });

  it("keeps lines whole when many messages arrive at once", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const time = new Date("2025-03-04T10:00:00Z");
    const long = "அ".repeat(5000);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        recordFeedback({ kind: "contact", language: "ta", name: `n${index}`, email: "a@b.example", message: long }, time),
      ),
    );
    const lines = readFileSync(feedbackFile(dir, time), "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(40);
    expect(new Set(lines.map((line) => JSON.parse(line).name)).size).toBe(40);
    expect(readdirSync(dir).sort()).toEqual(["2025-03-03.jsonl", "2025-03-04.jsonl"]);
    vi.restoreAllMocks();
  });
});
