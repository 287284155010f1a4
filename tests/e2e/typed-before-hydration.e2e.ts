/**
 * A reader on a slow phone types before the page's scripts have run. React puts a hydrated <textarea> back
 * to its server text when that text is its default, so the contact form, shown again with its errors, lost
 * the message typed meanwhile and sent the old one (app/entry.client.tsx, keepTextTypedBeforeHydration).
 * The scripts are held here until the reader has typed, then let through.
 */
import { expect, test } from "./helpers/test";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";

for (const { lang, prefix, messages } of [
  { lang: "en", prefix: "", messages: en },
  { lang: "ta", prefix: "/tamil", messages: ta },
] as const) {
  test(`a message typed before the page hydrates is the one kept and sent (${lang})`, async ({ page, javaScriptEnabled }) => {
    const form = messages.contactForm;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${prefix}/contact`);
    // Sent half filled in before any script ran: the server answers with the form, its errors and the old text.
    await page.getByLabel(form.name).fill("Valli");
    await page.getByLabel(form.message).fill("Too short");
    await page.getByRole("button", { name: form.send }).click();
    await expect(page.getByRole("alert")).toContainText(form.errors.messageTooShort);
    await expect(page.getByLabel(form.message)).toHaveValue("Too short");

    const message = "The street lights on our road have been out for a week.";
    await page.getByLabel(form.message).fill(message);
    release();
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    await expect(page.getByLabel(form.message)).toHaveValue(message);
    // And it is what goes: only the missing way to reply is left to fix.
    await page.getByRole("button", { name: form.send }).click();
    await expect(page.getByRole("alert")).toContainText(form.errors.contactRequired);
    await expect(page.getByRole("alert")).not.toContainText(form.errors.messageTooShort);
    await expect(page.getByLabel(form.message)).toHaveValue(message);
  });
}
