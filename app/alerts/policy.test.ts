import { describe, expect, it } from "vitest";
import { alertDay, clockTime, decideAlert, DEFAULT_ALERT_SETTINGS, inQuietHours, minutesInIndia, parseAlertSettings } from "./policy";

/** An instant given in India's time. */
const ist = (text: string) => Date.parse(`${text}+05:30`);

describe("when an alert may go (issue 30 point 3)", () => {
  it("reads India's clock and day, either side of its midnight and at a year's end", () => {
    expect(minutesInIndia(ist("2026-11-30T23:59:00"))).toBe(23 * 60 + 59);
    expect(minutesInIndia(ist("2026-12-01T00:05:00"))).toBe(5);
    expect(alertDay(ist("2026-11-30T23:59:00"))).toBe("2026-11-30");
    expect(alertDay(ist("2026-12-01T00:05:00"))).toBe("2026-12-01");
    // 18:31 UTC on 31 December is already 1 January in India.
    expect(alertDay(Date.parse("2026-12-31T18:31:00Z"))).toBe("2027-01-01");
  });

  it("keeps quiet from 22:00 to 07:00 in India by default, across midnight", () => {
    const quiet = (time: string) => inQuietHours(DEFAULT_ALERT_SETTINGS, ist(time));
    expect(quiet("2026-12-06T21:59:00")).toBe(false);
    expect(quiet("2026-12-06T22:00:00")).toBe(true);
    expect(quiet("2026-12-06T23:59:00")).toBe(true);
    expect(quiet("2026-12-07T00:05:00")).toBe(true);
    expect(quiet("2026-12-07T06:59:00")).toBe(true);
    expect(quiet("2026-12-07T07:00:00")).toBe(false);
    // A reader's own hours, within one day, or none.
    expect(inQuietHours({ ...DEFAULT_ALERT_SETTINGS, quietFrom: 13 * 60, quietTo: 14 * 60 }, ist("2026-12-07T13:30:00"))).toBe(true);
    expect(inQuietHours({ ...DEFAULT_ALERT_SETTINGS, quietFrom: 13 * 60, quietTo: 14 * 60 }, ist("2026-12-07T23:30:00"))).toBe(false);
    expect(inQuietHours({ ...DEFAULT_ALERT_SETTINGS, quiet: false }, ist("2026-12-07T23:30:00"))).toBe(false);
  });

  it("sends one alert per story, at most four a day, none in quiet hours", () => {
    const now = ist("2026-12-07T10:00:00");
    const settings = DEFAULT_ALERT_SETTINGS;
    expect(decideAlert({ settings, sentToday: 0, alreadySent: false, now })).toBe("send");
    expect(decideAlert({ settings, sentToday: 3, alreadySent: false, now })).toBe("send");
    expect(decideAlert({ settings, sentToday: 4, alreadySent: false, now })).toBe("cap");
    expect(decideAlert({ settings, sentToday: 0, alreadySent: true, now })).toBe("duplicate");
    expect(decideAlert({ settings, sentToday: 0, alreadySent: false, now: ist("2026-12-07T23:00:00") })).toBe("quiet");
    expect(decideAlert({ settings: { ...settings, perDay: 10 }, sentToday: 9, alreadySent: false, now })).toBe("send");
  });

  it("takes the Following page's form and refuses what is not a setting", () => {
    expect(parseAlertSettings({ perDay: "2", quiet: "on", quietFrom: "21:30", quietTo: "06:00" })).toEqual({
      perDay: 2,
      quiet: true,
      quietFrom: 21 * 60 + 30,
      quietTo: 6 * 60,
    });
    expect(parseAlertSettings({ perDay: "4", quietFrom: "22:00", quietTo: "07:00" })).toMatchObject({ quiet: false });
    for (const bad of [
      { perDay: "0" },
      { perDay: "11" },
      { perDay: "2.5" },
      { perDay: "x" },
      { quietFrom: "24:00" },
      { quietTo: "7:00" },
      { quietFrom: "<script>" },
    ]) {
      expect(parseAlertSettings({ perDay: "4", quietFrom: "22:00", quietTo: "07:00", ...bad }), JSON.stringify(bad)).toBeNull();
    }
    expect(clockTime(7 * 60)).toBe("07:00");
    expect(clockTime(22 * 60 + 30)).toBe("22:30");
  });
});
