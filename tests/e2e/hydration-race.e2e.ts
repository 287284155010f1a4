/**
 * Issue 19 §9: React error #345 ("Root did not complete") on article pages clicked through quickly. A tap that
 * reaches React just after hydration starts made React hydrate synchronously while Remix's first render was still
 * waiting for its streamed data, and the page never hydrated. The reader's tap is made here at exactly that
 * moment: right after React attaches its listeners to the document (hydrateRoot), before its first render.
 */
import { expect, test } from "./helpers/test";
import { firstArticlePath } from "./helpers/returning-reader";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

for (const lang of ["en", "ta"] as const) {
  for (const target of ["home", "article"] as const) {
    test(`${lang}: a tap or a typed letter as hydration starts on the ${target} page does not stop the page hydrating`, async ({ page, baseURL }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const add = EventTarget.prototype.addEventListener;
        let tapped = false;
        EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget["addEventListener"]>) {
          add.apply(this, args);
          if (!tapped && this === document && args[0] === "click") {
            tapped = true;
            queueMicrotask(() => {
              const heading = document.querySelector("main h1, main h2") ?? document.body;
              heading.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
              // A letter typed then: Chromium sends a field's typed text as `textInput` before `input` (Playwright's
              // fill does too), and React hydrates synchronously for it as for a tap (seen in a fresh-clone run on
              // the Tamil contact form).
              const typed = document.createEvent("TextEvent") as Event & { initTextEvent: (...args: unknown[]) => void };
              typed.initTextEvent("textInput", true, true, window, "அ");
              heading.dispatchEvent(typed);
              (window as unknown as { tappedAtHydration?: boolean }).tappedAtHydration = true;
            });
          }
        } as EventTarget["addEventListener"];
      });
      const path = target === "article" ? await firstArticlePath(baseURL!, lang) : lang === "ta" ? "/tamil" : "/";
      await page.goto(path);
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      if (jsOn()) {
        await expect(page.locator("html")).toHaveAttribute("data-js", "on");
        // The tap really came while React was attaching itself.
        expect(await page.evaluate(() => (window as unknown as { tappedAtHydration?: boolean }).tappedAtHydration)).toBe(true);
      } else {
        await page.waitForLoadState("load");
        await expect(page.locator("html")).not.toHaveAttribute("data-js", "on");
      }
      expect(errors).toEqual([]);
    });
  }
}
