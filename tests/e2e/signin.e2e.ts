import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, moveClock } from "./helpers/test";
import { mintDevGoogleIdToken } from "../../newsroom/google-dev-keys";
import { E2E_GOOGLE_CLIENT_ID, E2E_OTP, E2E_SIGNIN_IP_RATE_LIMIT, E2E_SIGNIN_PHONE_RATE_LIMIT } from "../../playwright.config";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { textOf } from "./helpers/feedback";
import { codeExpiresAt, expireCode, hasOutstandingCode, LoopbackClient, newPhone, SESSION_COOKIE, signIn } from "./helpers/accounts";
import { newestFullArticle } from "./newsroom-db";
import { ONCE } from "./helpers/tags";

/**
 * Signing in and out (requirements §4, §5, issue 6) as readers do it: from the header, by one-time code,
 * in English and Tamil, with JavaScript on (the dialog) and off (the /signin page); and the
 * security rules: cookie flags, return paths that stay on the site, replayed cookies, cross-site
 * posts, and the limits on codes and wrong codes.
 */

const languages = [
  { lang: "en", prefix: "", home: "/", messages: en },
  { lang: "ta", prefix: "/tamil", home: "/tamil", messages: ta },
] as const;
type Language = (typeof languages)[number];

const jsOn = () => test.info().project.name === "js-on";

/** With JavaScript, wait until React has hydrated (the root marks <html data-js="on">). */
async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** A message with a count, as i18next words it (English and Tamil both have "one" and "other"). */
function counted(messages: Record<string, string>, key: string, count: number): string {
  return (messages[`${key}_${count === 1 ? "one" : "other"}`] ?? "").replace("{{count}}", String(count));
}

/** A loopback address of this test's own, per project, so limits counted per IP never meet (helpers/accounts.ts). */
function clientAddress(slot: number): string {
  return `127.0.${jsOn() ? 10 : 20}.${slot}`;
}

/** An article the reader is reading, at its canonical address. */
async function openArticle(page: Page, l: Language): Promise<string> {
  const { id } = newestFullArticle(l.lang);
  await page.goto(`${l.prefix}/news/story-${id}`);
  await ready(page);
  const url = new URL(page.url());
  expect(url.pathname).toMatch(new RegExp(`^${l.prefix}/news/.+-${id}$`));
  return url.pathname;
}

function header(page: Page) {
  return page.getByRole("banner");
}

/** The SIGN IN of the header: with JavaScript it opens the dialog, without it leads to /signin. Answers where the steps are. */
async function startSignIn(page: Page, l: Language): Promise<Locator> {
  await header(page).getByRole("link", { name: l.messages.nav.signIn, exact: true }).click();
  if (jsOn()) {
    const dialog = page.getByRole("dialog", { name: l.messages.signIn.title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/signin\\?redirectTo=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.messages.signIn.heading);
  return page.getByRole("main");
}

async function enterPhone(steps: Locator, l: Language, phone: string) {
  await steps.getByLabel(l.messages.signIn.phoneLabel).fill(phone);
  await steps.getByRole("button", { name: l.messages.signIn.continue }).click();
  await expect(steps.getByText(l.messages.signIn.codeSentTo.replace("{{phone}}", phone))).toBeVisible();
}

async function enterCode(steps: Locator, l: Language, code: string) {
  await steps.getByLabel(l.messages.signIn.codeLabel).fill(code);
  await steps.getByRole("button", { name: l.messages.signIn.submit }).click();
}

for (const l of languages) {
  const s = l.messages.signIn;

  test.describe(`signing in (${l.lang})`, () => {
    test(`a reader signs in from an article with the code, is back on it signed in, and logs out (${l.lang})`, async ({ page, context, baseURL }) => {
      const article = await openArticle(page, l);
      // Anonymous pages may be shared by caches (what they say exactly is the page's business).
      const anonymous = await page.request.get(article);
      expect(anonymous.headers()["cache-control"]).not.toContain("private");
      if (jsOn()) await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const steps = await startSignIn(page, l);
      await expect(steps.getByRole("link", { name: /Terms|விதிமுறைகள்/ })).toHaveAttribute("href", `${l.prefix}/terms`);
      await expect(steps.getByRole("link", { name: /Privacy|தனியுரிமை/ })).toHaveAttribute("href", `${l.prefix}/privacy-policy`);
      const phone = newPhone();
      await enterPhone(steps, l, phone);
      await enterCode(steps, l, E2E_OTP);

      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
      await expect(page).toHaveURL(new URL(article, baseURL).href);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      if (jsOn()) {
        // The dialog closed without a page load, and LOG OUT has the focus.
        await expect(page.getByRole("dialog")).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeFocused();
      }

      // The session cookie: HttpOnly, SameSite=Lax, Path=/ (not Secure over plain http), for a month.
      const [session] = (await context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE);
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
      expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      // A signed-in reader's pages are theirs alone: no shared cache may keep them.
      const personal = await page.request.get(article);
      expect(personal.headers()["cache-control"]).toBe("private, no-store");
      expect(textOf(await personal.text())).toContain(l.messages.nav.logOut);
      // …and so is their data for client navigations.
      expect((await page.request.get(`${article}.data`)).headers()["cache-control"]).toBe("private, no-store");

      // With JavaScript, LOG OUT says it is working while the answer is on its way (held here until seen).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      if (jsOn()) {
        await page.route(/\/logout\.data/, async (route) => {
          await held;
          await route.continue();
        });
      }
      await header(page).getByRole("button", { name: l.messages.nav.logOut }).click();
      if (jsOn()) {
        await expect(header(page).getByRole("button", { name: s.signingOut })).toBeDisabled();
        release();
      }
      await expect(header(page).getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeVisible();
      await expect(page).toHaveURL(new URL(article, baseURL).href);
      expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
      expect((await page.request.get(article)).headers()["cache-control"]).not.toContain("private");
    });

    test(`the sign-in page checks the number: digits only, 10 of them, with a message in the page's language (${l.lang})`, async ({ page, request }) => {
      const response = await page.goto(`${l.prefix}/signin`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page).toHaveTitle(`${s.title} | ${l.messages.site.name}`);
      await ready(page);
      const field = page.getByLabel(s.phoneLabel);
      await expect(field).toHaveAttribute("inputmode", "numeric");
      await expect(field).toHaveAttribute("autocomplete", "tel");
      const continueButton = page.getByRole("button", { name: s.continue });

      if (jsOn()) {
        // requirements §5: numeric, at most 10 digits; Continue only at exactly 10.
        await field.pressSequentially("98a40-0123");
        await expect(field).toHaveValue("98400123");
        await expect(continueButton).toBeDisabled();
        await field.pressSequentially("4567");
        await expect(field).toHaveValue("9840012345");
        await expect(continueButton).toBeEnabled();
      } else {
        await field.fill("98400 1234");
        await continueButton.click();
        await expect(page.getByRole("alert")).toHaveText(s.errors.phoneInvalid);
        await expect(page.getByLabel(s.phoneLabel)).toHaveValue("98400 1234");
        await expect(page.getByLabel(s.phoneLabel)).toHaveAttribute("aria-invalid", "true");
      }

      // The server holds the same rule, whatever the browser does: 400, the form, the input, the message.
      const refused = await request.post(`${l.prefix}/signin`, { form: { intent: "send", phone: "12345", redirectTo: "/" }, maxRedirects: 0 });
      expect(refused.status()).toBe(400);
      expect(refused.headers()["cache-control"]).toBe("no-store");
      const html = await refused.text();
      expect(textOf(html)).toContain(s.errors.phoneInvalid);
      expect(html).toContain('value="12345"');
      expect(html).toMatch(new RegExp(`<html lang="${l.lang}"`));
    });

    test(`a wrong code says how many tries are left; after 5 the code is refused with 429 and a new one works (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/signin?redirectTo=${encodeURIComponent(`${l.prefix}/about`)}`);
      await ready(page);
      const main = page.getByRole("main");
      const phone = newPhone();
      await enterPhone(main, l, phone);
      const code = main.getByLabel(s.codeLabel);
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      await expect(code).toHaveAttribute("inputmode", "numeric");
      if (jsOn()) {
        await code.fill("24681");
        await expect(main.getByRole("button", { name: s.submit })).toBeDisabled();
      }

      for (let left = 4; left >= 1; left -= 1) {
        await enterCode(main, l, "000000");
        await expect(main.getByRole("alert")).toHaveText(counted(s.errors, "wrongCode", left));
        await expect(main.getByLabel(s.codeLabel)).toHaveAttribute("aria-invalid", "true");
      }
      const fifth = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(`${l.prefix}/signin`),
      );
      await enterCode(main, l, "000000");
      if (!jsOn()) expect((await fifth).status()).toBe(429);
      await expect(main.getByRole("alert")).toHaveText(s.errors.tooManyAttempts);
      // Back at step 1 with the number, to ask for a new code.
      await expect(main.getByLabel(s.phoneLabel)).toHaveValue(phone);
      await main.getByRole("button", { name: s.continue }).click();
      await expect(main.getByText(s.codeSentTo.replace("{{phone}}", phone))).toBeVisible();
      await enterCode(main, l, E2E_OTP);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/about$`));
      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
    });

    test(`"Resend code" sends a new code to the same number, says so, and the new code signs in (${l.lang}, issue 29)`, async ({ page }) => {
      await page.goto(`${l.prefix}/signin?redirectTo=${encodeURIComponent(`${l.prefix}/about`)}`);
      await ready(page);
      const main = page.getByRole("main");
      const phone = newPhone();
      await enterPhone(main, l, phone);
      const first = codeExpiresAt(phone);
      await expect(main.getByRole("status")).toHaveCount(0);

      const resent = page.waitForResponse((response) => response.request().method() === "POST");
      await main.getByRole("button", { name: s.resend }).click();
      // Without JavaScript: POST, then 303 to the sign-in page (a reload shows the same step, not the form again).
      if (!jsOn()) expect((await resent).status()).toBe(303);
      await expect(main.getByRole("status")).toHaveText(s.codeResent);
      await expect(main.getByText(s.codeSentTo.replace("{{phone}}", phone))).toBeVisible();
      await expect(main.getByLabel(s.codeLabel)).toBeVisible();
      // The newsroom was asked again, for the same number: a new code, good until later than the first.
      expect(codeExpiresAt(phone)).toBeGreaterThan(first);
      await enterCode(main, l, E2E_OTP);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/about$`));
      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
    });

    test(`a resend over the number's limit is refused plainly, in the page's language, at the code step (${l.lang}, issue 29)`, async ({ page }) => {
      await page.goto(`${l.prefix}/signin`);
      await ready(page);
      const main = page.getByRole("main");
      const phone = newPhone();
      await enterPhone(main, l, phone);
      // The first code and the resends share the number's limit.
      for (let sent = 1; sent < E2E_SIGNIN_PHONE_RATE_LIMIT.points; sent += 1) {
        await main.getByRole("button", { name: s.resend }).click();
        await expect(main.getByRole("status")).toHaveText(s.codeResent);
      }
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await main.getByRole("button", { name: s.resend }).click();
      const answer = await refused;
      if (jsOn()) {
        // The fetch of the action's data carries no Retry-After: the wait, in whole minutes, is the number's ten at most.
        const waits = Array.from({ length: 10 }, (_, i) => counted(s.errors, "sendLimited", i + 1));
        await expect(main.getByRole("alert")).toHaveText(new RegExp(`^(?:${waits.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`));
      } else {
        expect(answer.status()).toBe(429);
        const minutes = Math.ceil(Number(answer.headers()["retry-after"]) / 60);
        await expect(main.getByRole("alert")).toHaveText(counted(s.errors, "sendLimited", minutes));
      }
      await expect(main.getByRole("status")).toHaveCount(0);
      // Still at the code step for the same number: the last code sent still works.
      await expect(main.getByText(s.codeSentTo.replace("{{phone}}", phone))).toBeVisible();
      await enterCode(main, l, E2E_OTP);
      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
    });

    test(`an expired code sends the reader back to step 1 with a message (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/signin`);
      await ready(page);
      const main = page.getByRole("main");
      const phone = newPhone();
      await enterPhone(main, l, phone);
      expireCode(phone);
      await enterCode(main, l, E2E_OTP);
      await expect(main.getByRole("alert")).toHaveText(s.errors.expired);
      await expect(main.getByLabel(s.phoneLabel)).toHaveValue(phone);
      await expect(header(page).getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeVisible();
    });

    test(`a reader can go back to step 1 to use another number (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/about`);
      await ready(page);
      const steps = await startSignIn(page, l);
      await enterPhone(steps, l, newPhone());
      if (jsOn()) {
        // Closing the dialog and opening it again starts over (requirements §4).
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(header(page).getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeFocused();
        const again = await startSignIn(page, l);
        await expect(again.getByLabel(s.phoneLabel)).toHaveValue("");
        await expect(again.getByLabel(s.codeLabel)).toHaveCount(0);
      } else {
        await steps.getByRole("button", { name: s.changeNumber }).click();
        await expect(steps.getByLabel(s.phoneLabel)).toBeVisible();
        await expect(steps.getByLabel(s.codeLabel)).toHaveCount(0);
      }
    });

    test(`a return path leading off the site lands on the home page instead (${l.lang})`, async ({ page, baseURL }) => {
      await page.goto(`${l.prefix}/signin?redirectTo=${encodeURIComponent(l.lang === "en" ? "//evil.example" : "/\\evil.example")}`);
      await ready(page);
      const main = page.getByRole("main");
      await enterPhone(main, l, newPhone());
      await enterCode(main, l, E2E_OTP);
      await expect(page).toHaveURL(new URL(l.home, baseURL).href);
      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
    });

    test(`every open-redirect attempt stays on the site, signing in and out (${l.lang})`, ONCE, async ({ baseURL }) => {
      const client = new LoopbackClient(clientAddress(l.lang === "en" ? 1 : 2), baseURL!);
      for (const evil of ["//evil.example", "/\\evil.example", "%2F%2Fevil.example", "https://evil.example", "/\t/evil.example"]) {
        const sent = await client.post(`${l.prefix}/signin`, { intent: "send", phone: newPhone(), redirectTo: evil });
        expect(sent.status, evil).toBe(303);
        expect(sent.headers.location, evil).toBe(`${l.prefix}/signin?redirectTo=${encodeURIComponent(l.home)}`);
        const verified = await client.post(`${l.prefix}/signin`, { intent: "verify", code: E2E_OTP, redirectTo: evil });
        expect(verified.status, evil).toBe(303);
        expect(verified.headers.location, evil).toBe(l.home);
        const out = await client.post(`${l.prefix}/logout`, { redirectTo: evil });
        expect(out.headers.location, evil).toBe(l.home);
        // The sign-in page never writes a foreign return path into its form either.
        const form = await client.get(`${l.prefix}/signin?redirectTo=${encodeURIComponent(evil)}`);
        expect(form.body, evil).toContain(`name="redirectTo" value="${l.home}"`);
      }
    });
  });

  test.describe(`accessibility of sign-in (${l.lang})`, () => {
    for (const theme of ["light", "dark"] as const) {
      test(`both steps have no axe violations in the ${theme} theme, with a message showing (${l.lang})`, async ({ browser }) => {
        // As in shell.e2e.ts: axe needs JavaScript in the page, so without it the page's own scripts are blocked instead.
        const context = await browser.newContext({ javaScriptEnabled: true, colorScheme: theme, baseURL: test.info().project.use.baseURL });
        await moveClock(context);
        if (!jsOn()) await context.route("**/build/**/*.js", (route) => route.abort());
        await context.route("https://accounts.google.com/**", (route) => route.abort());
        const page = await context.newPage();
        const axe = async (what: string) => {
          // The pointer stays where the last click was; after a page load that spot can be over the nav, whose
          // hover preview (desktop) then covers its neighbours. This test is about the sign-in steps.
          await page.mouse.move(0, 0);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            what,
          ).toEqual([]);
        };
        let steps: Locator;
        if (jsOn()) {
          await page.goto(`${l.prefix}/about`);
          await ready(page);
          steps = await startSignIn(page, l);
        } else {
          await page.goto(`${l.prefix}/signin`);
          steps = page.getByRole("main");
        }
        await axe("step 1");
        await enterPhone(steps, l, newPhone());
        await enterCode(steps, l, "000000");
        await expect(steps.getByRole("alert")).toHaveText(counted(s.errors, "wrongCode", 4));
        await axe("step 2 with a wrong code");
        await context.close();
      });
    }
  });

  test.describe(`sessions (${l.lang})`, () => {
    test(`the cookie is HttpOnly, SameSite=Lax, Path=/; a replayed cookie from before sign-in or after logout is signed out (${l.lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const client = new LoopbackClient(clientAddress(l.lang === "en" ? 3 : 4), baseURL!);
      const sent = await client.post(`${l.prefix}/signin`, { intent: "send", phone: newPhone(), redirectTo: l.home });
      const beforeSignIn = client.sessionValue();
      expect(beforeSignIn).not.toBe("");
      const verified = await client.post(`${l.prefix}/signin`, { intent: "verify", code: E2E_OTP, redirectTo: l.home });
      expect(sent.status).toBe(303);
      expect(verified.status).toBe(303);
      const setCookie = verified.setCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
      const flags = setCookie.split(";").map((part) => part.trim().toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
      expect(flags).not.toContain("secure");
      const signedIn = client.sessionValue();
      expect(signedIn).not.toBe(beforeSignIn);
      expect(textOf((await client.get(l.home)).body)).toContain(l.messages.nav.logOut);

      const out = await client.post(`${l.prefix}/logout`, { redirectTo: l.home });
      expect(out.status).toBe(303);
      expect(out.setCookie.some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);

      // Someone who kept a copy of either cookie and sends it back is not signed in.
      for (const [what, value] of [
        ["before sign-in", beforeSignIn],
        ["after logout", signedIn],
      ] as const) {
        await context.clearCookies();
        await context.addCookies([{ name: SESSION_COOKIE, value, url: baseURL! }]);
        await page.goto(l.home);
        await ready(page);
        await expect(header(page).getByRole("link", { name: l.messages.nav.signIn, exact: true }), what).toBeVisible();
        await expect(header(page).getByRole("button", { name: l.messages.nav.logOut }), what).toHaveCount(0);
        // The dead cookie is dropped from the browser too.
        if (what === "after logout")
          expect(
            (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE),
            what,
          ).toBe(false);
      }
    });

    test(`a cross-site POST to /signin is refused with 403 and changes nothing (${l.lang})`, ONCE, async ({ request }) => {
      const phone = newPhone();
      const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
      for (const headers of crossSite) {
        const response = await request.post(`${l.prefix}/signin`, { form: { intent: "send", phone, redirectTo: "/" }, headers, maxRedirects: 0 });
        expect(response.status()).toBe(403);
        expect(response.headers()["set-cookie"]).toBeUndefined();
        expect(await response.text()).toContain(l.lang === "ta" ? "வேறு தளத்திலிருந்து" : "sent from another site");
      }
      expect(hasOutstandingCode(phone)).toBe(false);
    });
  });

  test.describe(`Google sign-in (${l.lang})`, () => {
    test(`the action signs in with an id_token for this site and refuses one for another (${l.lang})`, ONCE, async ({ baseURL }) => {
      const client = new LoopbackClient(clientAddress(l.lang === "en" ? 5 : 6), baseURL!);
      const foreign = await mintDevGoogleIdToken({ sub: `e2e-other-${newPhone()}`, audience: "another-site.apps.googleusercontent.com" });
      const refused = await client.post(`${l.prefix}/signin`, { intent: "google", credential: foreign, redirectTo: `${l.prefix}/about` });
      expect(refused.status).toBe(401);
      expect(textOf(refused.body)).toContain(s.errors.googleFailed);
      expect(client.cookie).toBe("");

      const credential = await mintDevGoogleIdToken({ sub: `e2e-${newPhone()}`, name: "Kavya", email: "kavya@example.com", audience: E2E_GOOGLE_CLIENT_ID });
      const accepted = await client.post(`${l.prefix}/signin`, { intent: "google", credential, redirectTo: `${l.prefix}/about` });
      expect(accepted.status).toBe(303);
      expect(accepted.headers.location).toBe(`${l.prefix}/about`);
      expect(textOf((await client.get(`${l.prefix}/about`)).body)).toContain(l.messages.nav.logOut);
    });

    test(`Google's button is offered only with JavaScript, and signs the reader in (${l.lang})`, async ({ page }) => {
      const scripts: string[] = [];
      const credential = await mintDevGoogleIdToken({ sub: `e2e-button-${newPhone()}`, name: "Arul", audience: E2E_GOOGLE_CLIENT_ID });
      // Google's script, stood in for (no network here): it draws a button that hands back an id_token, as the real one does.
      await page.route("https://accounts.google.com/gsi/client", async (route) => {
        scripts.push(route.request().url());
        await route.fulfill({
          contentType: "text/javascript",
          body: `window.google = { accounts: { id: {
            initialize(config) { window.__gsi = config; },
            renderButton(parent) {
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = "Google";
              button.onclick = () => window.__gsi.callback({ credential: ${JSON.stringify(credential)} });
              parent.appendChild(button);
            },
          } } };`,
        });
      });
      const response = await page.goto(`${l.prefix}/signin?redirectTo=${encodeURIComponent(`${l.prefix}/contact`)}`);
      // Google's origin is allowed exactly where its script, frame, calls and styles live; its popup may answer us.
      const csp = response?.headers()["content-security-policy"] ?? "";
      for (const directive of ["script-src", "style-src", "connect-src", "frame-src"]) {
        expect(csp).toMatch(new RegExp(`${directive} [^;]*https://accounts\\.google\\.com/gsi/`));
      }
      expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      await ready(page);
      const google = page.getByRole("group", { name: s.google });
      if (!jsOn()) {
        await expect(page.getByLabel(s.phoneLabel)).toBeVisible();
        await expect(google).toHaveCount(0);
        expect(scripts).toEqual([]);
        return;
      }
      await google.getByRole("button", { name: "Google" }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact$`));
      await expect(header(page).getByRole("button", { name: l.messages.nav.logOut })).toBeVisible();
      expect(scripts).toHaveLength(1);
    });
  });

  test.describe(`limits on codes (${l.lang})`, () => {
    test(
      `a number gets ${E2E_SIGNIN_PHONE_RATE_LIMIT.points} codes, then 429 and when to retry, in the page's language (${l.lang})`,
      ONCE,
      async ({ baseURL }) => {
        const phone = newPhone();
        for (let sent = 0; sent < E2E_SIGNIN_PHONE_RATE_LIMIT.points; sent += 1) {
          const client = new LoopbackClient(clientAddress(l.lang === "en" ? 7 : 8), baseURL!);
          expect((await client.post(`${l.prefix}/signin`, { intent: "send", phone, redirectTo: "/" })).status).toBe(303);
        }
        // From another address too: the limit is the number's.
        const limited = await new LoopbackClient(clientAddress(l.lang === "en" ? 9 : 10), baseURL!).post(`${l.prefix}/signin`, {
          intent: "send",
          phone,
          redirectTo: "/",
        });
        expect(limited.status).toBe(429);
        const retryAfter = Number(limited.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect(textOf(limited.body)).toContain(counted(s.errors, "sendLimited", Math.ceil(retryAfter / 60)));
        expect(limited.body).toContain(`value="${phone}"`);
      },
    );
  });
}

test.describe("limits on codes per client", () => {
  test(
    `one client gets ${E2E_SIGNIN_IP_RATE_LIMIT.points} codes whatever the numbers; a forged X-Forwarded-For does not reset it`,
    ONCE,
    async ({ baseURL }) => {
      const client = new LoopbackClient(clientAddress(11), baseURL!);
      for (let sent = 0; sent < E2E_SIGNIN_IP_RATE_LIMIT.points; sent += 1) {
        const answer = await client.post("/signin", { intent: "send", phone: newPhone(), redirectTo: "/" });
        expect(answer.status, `code ${sent + 1}`).toBe(303);
      }
      const phone = newPhone();
      const limited = await client.post("/tamil/signin", { intent: "send", phone, redirectTo: "/" });
      expect(limited.status).toBe(429);
      const minutes = Math.ceil(Number(limited.headers["retry-after"]) / 60);
      expect(textOf(limited.body)).toContain(counted(ta.signIn.errors, "sendLimited", minutes));
      expect(hasOutstandingCode(phone)).toBe(false);
      const forged = await client.post("/signin", { intent: "send", phone, redirectTo: "/" }, { "x-forwarded-for": "198.51.100.23" });
      expect(forged.status).toBe(429);
      // Another client is not held back.
      const other = await signIn(new LoopbackClient(clientAddress(12), baseURL!));
      expect(other).toMatch(/^\d{10}$/);
    },
  );
});
