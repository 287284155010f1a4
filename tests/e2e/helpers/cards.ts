/** The article cards a list or search page shows, read from the page. */
import { expect, type Page } from "@playwright/test";

/** The ids of the page's cards, in order (read from each card's link, which ends in `-{id}`). */
export async function cardIds(page: Page): Promise<number[]> {
  // The page may still be arriving when its URL has changed.
  await expect(page.locator("main article").first()).toBeVisible();
  const hrefs = await page.locator("main article h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/-(\d+)$/.exec(href)?.[1]));
}
