import { expect, test, type Page } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";

/**
 * Strings travel per kind of page (issue 9, decision 0010): a page brings the shell's
 * strings and its own; another kind of page reached by a click, or a dialog, fetches
 * what it lacks first. Walked as a reader walks: home → article → a city → search →
 * the search dialog → sign in, in English and Tamil. With JavaScript on this is the
 * client-side path; with it off every step is a full page. Either way no step may
 * show a raw key ("articlePage.share") or fail to hydrate.
 */

const NAMESPACES = Object.keys(en).join("|");
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES})\\.[A-Za-z_]+`);

const languages = [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
];

const jsOn = () => test.info().project.name === "js-on";

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // Google's sign-in script cannot be fetched on this machine's closed network; that is not ours to test here.
    if (message.type() === "error" && !message.text().includes("net::ERR_NAME_NOT_RESOLVED")) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function expectNoRawKeys(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
  // Every text node outside scripts and styles, laid out or not (blocks below the first screen are skipped by
  // content-visibility until scrolled near, and innerText leaves them out).
  const text = await page.evaluate(() => {
    // No filter callback: with JavaScript off the page cannot call back into one.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode()) {
      if (!walker.currentNode.parentElement?.closest("script, style, template")) parts.push(walker.currentNode.nodeValue ?? "");
    }
    return parts.join("\n");
  });
  expect(text.match(RAW_KEY)?.[0] ?? null, "a raw string key on the page").toBeNull();
}

for (const l of languages) {
  const m = l.messages;

  test(`${l.lang}: every kind of page, reached by clicks, shows its own strings`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(l.prefix || "/");
    await expectNoRawKeys(page);

    // Home → an article, by its card link.
    const card = page.locator(`main a[href^="${l.prefix}/news/"]`).first();
    const title = (await card.innerText()).trim();
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { name: m.articlePage.comments })).toBeVisible();
    await expectNoRawKeys(page);

    // Article → the state page, from the nav bar.
    await page.getByRole("navigation", { name: m.site.primaryNavigation }).getByRole("link", { name: m.nav.tamilNadu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/state/tamil-nadu$`));
    await expect(page.getByRole("link", { name: m.lists.loadMore })).toBeVisible();
    await expectNoRawKeys(page);

    // → the search page, by the search link: with JavaScript the dialog, whose strings arrive with it.
    await page.getByRole("banner").getByRole("link", { name: m.nav.search }).click();
    if (jsOn()) {
      const dialog = page.getByRole("dialog", { name: m.searchDialog.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(m.search.label)).toBeFocused();
      await expectNoRawKeys(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.goto(`${l.prefix}/search`);
    }
    await expect(page.getByRole("search").getByLabel(m.search.label)).toBeVisible();
    await expectNoRawKeys(page);

    // → SIGN IN: with JavaScript the dialog, without it the page.
    await page.getByRole("banner").getByRole("link", { name: m.nav.signIn }).click();
    await expect(page.getByLabel(m.signIn.phoneLabel)).toBeVisible();
    await expectNoRawKeys(page);

    expect(errors).toEqual([]);
  });
}
