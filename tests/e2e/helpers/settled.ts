import { expect, type Locator } from "@playwright/test";

/**
 * Waits until `locator` stays where it is for a quarter of a second. Blocks skipped by `content-visibility: auto`
 * (decision 0022) take their real height when scrolled near, a frame or two later, so what lies below them can
 * move just after a jump-scroll; a reader taps after looking, and so does a test that uses this.
 */
export async function settled(locator: Locator): Promise<void> {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
}
