import { expect, test, type BrowserContext, type Locator, type Page, moveClock } from "./helpers/test";
import Database from "better-sqlite3";
import { en } from "../../app/i18n/locales/en";
import { ta } from "../../app/i18n/locales/ta";
import { LoopbackClient, newPhone, randomLoopback, SESSION_COOKIE, signIn } from "./helpers/accounts";
import { article, oldestArticle } from "./helpers/articles-db";
import { textOf } from "./helpers/feedback";
import type { Lang } from "./newsroom-db";

/**
 * Comments on an article (issue 6; requirements §4 comments, §5, §6) as readers use them, in English and
 * Tamil, with JavaScript on and off (the two Playwright projects): comment, reply, like and
 * unlike; refusals that keep the reader's text; HTML shown as text; the sign-in link that comes
 * back to the article; "show all" as a plain link; and, with JavaScript, comments arriving live.
 * Every expectation is read back from the newsroom the site is serving.
 */

const languages = [
  { lang: "en" as Lang, prefix: "", messages: en, month: /January|February|March|April|May|June|July|August|September|October|November|December/ },
  { lang: "ta" as Lang, prefix: "/tamil", messages: ta, month: /ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்/ },
];
type Language = (typeof languages)[number];

const jsOn = () => test.info().project.name === "js-on";

async function ready(page: Page) {
  if (jsOn()) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** An article only this test (in this project and language) comments on: among the oldest, which other tests leave alone. */
function articleFor(l: Language, slot: number) {
  const offset = 200 + (jsOn() ? 0 : 50) + (l.lang === "en" ? 0 : 25) + slot;
  const facts = article(oldestArticle(offset), l.lang);
  return { ...facts, path: `${l.prefix}/news/${facts.slug}` };
}

function newsroom(readonly = true): Database.Database {
  const db = new Database(process.env.E2E_NEWSROOM_DB!, { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

type Row = { id: number; parent_id: number | null; body: string; likes_count: number };

function commentsOf(newsId: number): Row[] {
  const db = newsroom();
  try {
    return db.prepare("SELECT id, parent_id, body, likes_count FROM comments WHERE news_id = ? ORDER BY id").all(newsId) as Row[];
  } finally {
    db.close();
  }
}

/** The newsroom's id for the reader signed in with this number (the number a nameless reader is shown with). */
function userIdOf(phone: string): number {
  const db = newsroom();
  try {
    return (db.prepare("SELECT id FROM users WHERE mobile_number = ?").get(phone) as { id: number }).id;
  } finally {
    db.close();
  }
}

/** The media service revokes every token of this reader (as an expired session would be). */
function revokeSessions(phone: string): void {
  const db = newsroom(false);
  try {
    db.prepare("DELETE FROM access_tokens WHERE user_id = (SELECT id FROM users WHERE mobile_number = ?)").run(phone);
  } finally {
    db.close();
  }
}

/** A signed-in reader in this browser context (signed in over loopback, helpers/accounts.ts). */
async function signedIn(context: BrowserContext, baseURL: string): Promise<{ client: LoopbackClient; phone: string }> {
  const client = new LoopbackClient(randomLoopback(), baseURL);
  const phone = await signIn(client, newPhone());
  await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionValue(), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { client, phone };
}

function section(page: Page): Locator {
  return page.locator("#comments");
}

function commentWith(page: Page, text: string): Locator {
  return section(page)
    .locator("article[data-comment-id]")
    .filter({ has: page.locator(":scope > p", { hasText: text }) });
}

/** Submits a comment form and waits for the server's answer (a fetcher's POST, or the navigation without JavaScript). */
async function post(page: Page, click: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await click();
  await answered;
  if (!jsOn()) await page.waitForLoadState();
}

function likeButton(page: Page, id: string): Locator {
  return page.locator(`#comment-${id} > div form button[aria-pressed]`);
}

for (const l of languages) {
  const c = l.messages.comments;
  const counted = (key: "likeCount" | "charactersLeft", count: number) =>
    (c[`${key}_${count === 1 ? "one" : "other"}`] as string).replace("{{count}}", String(count));

  test.describe(`comments (${l.lang})`, () => {
    test(`a signed-in reader comments, replies, likes and unlikes; HTML in a comment is shown as text (${l.lang})`, async ({ page, context, baseURL }) => {
      const facts = articleFor(l, 0);
      await signedIn(context, baseURL!);
      await page.goto(facts.path);
      await ready(page);

      const marker = `${l.lang}-${test.info().project.name}-${Date.now()}`;
      const text = `<b>bold</b> <img src="x" onerror="document.title='pwned'"> ${marker}`;
      const box = section(page).getByLabel(c.label, { exact: true });
      await expect(box).toHaveAttribute("maxlength", "1000");
      await box.fill(`  ${text}  `);
      await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());

      const saved = commentsOf(facts.id);
      expect(saved.map((row) => row.body)).toEqual([text]);
      const id = String(saved[0]!.id);
      const comment = commentWith(page, marker);
      await expect(comment).toHaveAttribute("id", `comment-${id}`);
      // Text, never HTML: the markup shows as typed, no element made of it.
      await expect(comment.locator(":scope > p").nth(1)).toHaveText(text);
      await expect(section(page).locator("b, img")).toHaveCount(0);
      expect(await page.title()).not.toBe("pwned");
      await expect(comment.locator("time")).toHaveText(l.month);
      if (jsOn()) {
        await expect(comment).toBeFocused();
        await expect(box).toHaveValue("");
      } else {
        // Landed back at the comment.
        expect(new URL(page.url()).hash).toBe(`#comment-${id}`);
      }

      // A reply, in the comment's thread.
      await comment.locator("summary", { hasText: c.reply }).click();
      const replyText = `${l.lang === "en" ? "A reply" : "ஒரு பதில்"} ${marker}`;
      await page.locator(`#reply-${id}-text`).fill(replyText);
      await post(page, () => page.locator(`#reply-${id}`).getByRole("button", { name: c.submitReply, exact: true }).click());
      const reply = commentsOf(facts.id).find((row) => row.parent_id === Number(id));
      expect(reply?.body).toBe(replyText);
      await expect(page.locator(`#comment-${id} ol article#comment-${reply!.id}`)).toContainText(replyText);

      // Like, then unlike: the button says it is pressed, the count follows, the service agrees.
      const like = likeButton(page, id);
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await expect(like).toContainText(counted("likeCount", 0));
      await post(page, () => like.click());
      await expect(likeButton(page, id)).toHaveAttribute("aria-pressed", "true");
      await expect(likeButton(page, id)).toHaveAttribute("data-like-count", "1");
      await expect(likeButton(page, id)).toContainText(counted("likeCount", 1));
      expect(commentsOf(facts.id).find((row) => row.id === Number(id))?.likes_count).toBe(1);
      await post(page, () => likeButton(page, id).click());
      await expect(likeButton(page, id)).toHaveAttribute("aria-pressed", "false");
      await expect(likeButton(page, id)).toHaveAttribute("data-like-count", "0");
      expect(commentsOf(facts.id).find((row) => row.id === Number(id))?.likes_count).toBe(0);
    });

    test(`a reader who gave no name is shown as a reader with a number, in the page's language (${l.lang}, issue 29)`, async ({ page, context, baseURL }) => {
      const facts = articleFor(l, 9);
      // Signed in by phone: the newsroom has no name for this reader.
      const { phone } = await signedIn(context, baseURL!);
      const userId = userIdOf(phone);
      await page.goto(facts.path);
      await ready(page);
      const marker = `unnamed-${l.lang}-${test.info().project.name}-${Date.now()}`;
      await section(page).getByLabel(c.label, { exact: true }).fill(marker);
      await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());

      const name = c.unnamedReader.replace("{{number}}", String(userId));
      const comment = commentWith(page, marker);
      await expect(comment.locator(":scope > p").first().locator("span").first()).toHaveText(name);
      await expect(comment).toHaveAttribute("aria-label", c.itemLabel.replace("{{author}}", name));
      // As the server renders it for the next reader too (no JavaScript needed for the name).
      const html = await (await page.request.get(facts.path)).text();
      expect(textOf(html)).toContain(name);
      if (l.lang === "ta") expect(textOf(html)).not.toContain(`Reader ${userId}`);
    });

    test(`the Like button stays where it is when the reply box opens, on phones and at 768px (${l.lang})`, async ({ page, context, baseURL }) => {
      const facts = articleFor(l, 8);
      await signedIn(context, baseURL!);
      await page.goto(facts.path);
      await ready(page);
      const marker = `like-${l.lang}-${test.info().project.name}-${Date.now()}`;
      await section(page).getByLabel(c.label, { exact: true }).fill(marker);
      await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());
      const id = String(commentsOf(facts.id).at(-1)!.id);
      const like = likeButton(page, id);
      const toggle = page.locator(`#comment-${id} > div details > summary`);
      for (const width of [320, 360, 412, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await toggle.scrollIntoViewIfNeeded();
        const top = async () => (await like.boundingBox())!.y - (await page.locator(`#comment-${id}`).boundingBox())!.y;
        const closed = await top();
        await toggle.click();
        await expect(page.locator(`#reply-${id}-text`)).toBeVisible();
        const open = await top();
        // Measured from the top of its comment, so scrolling does not count: the button has not moved.
        expect(Math.abs(open - closed), `at ${width}px`).toBeLessThanOrEqual(1);
        await toggle.click();
        await expect(page.locator(`#reply-${id}-text`)).toBeHidden();
      }
    });

    test(`an empty comment and an over-long one are refused with a message, and the text is kept (${l.lang})`, async ({ page, context, baseURL }) => {
      const facts = articleFor(l, 1);
      await signedIn(context, baseURL!);
      await page.goto(facts.path);
      await ready(page);
      const box = section(page).getByLabel(c.label, { exact: true });
      const counter = page.locator("#comment-new-counter");
      if (jsOn()) {
        await box.fill("abc");
        await expect(counter).toHaveText(counted("charactersLeft", 997));
      } else {
        await expect(counter).toHaveText(c.limitHint.replace("{{max}}", "1000"));
      }

      await box.fill("   ");
      const submit = section(page).getByRole("button", { name: c.submit, exact: true });
      if (jsOn()) await submit.click();
      else await post(page, () => submit.click());
      const error = page.locator("#comment-new-error");
      await expect(error).toHaveText(c.errors.empty);
      await expect(section(page).getByLabel(c.label, { exact: true })).toHaveValue("   ");
      await expect(section(page).getByLabel(c.label, { exact: true })).toHaveAttribute("aria-invalid", "true");
      if (jsOn()) await expect(error).toBeFocused();
      expect(commentsOf(facts.id)).toEqual([]);

      // Over 1,000 characters: the box stops at 1,000; a browser that ignores that is answered by the server.
      const long = "அ".repeat(1001);
      const tooLong = c.errors.tooLong.replace("{{max}}", "1000");
      if (jsOn()) {
        await page.evaluate(() => document.getElementById("comment-new-text")?.removeAttribute("maxlength"));
        await section(page).getByLabel(c.label, { exact: true }).fill(long);
        await submit.click();
        await expect(error).toHaveText(tooLong);
        await expect(section(page).getByLabel(c.label, { exact: true })).toHaveValue(long);
      } else {
        const answer = await page.request.post(facts.path, { form: { intent: "comment", comment: long }, maxRedirects: 0 });
        expect(answer.status()).toBe(400);
        const html = await answer.text();
        expect(textOf(html)).toContain(tooLong);
        expect(html).toContain(long);
      }
      expect(commentsOf(facts.id)).toEqual([]);
    });

    test(`a comment the media service refuses is not lost: the reader is signed out with their text and a message (${l.lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const facts = articleFor(l, 2);
      const { phone } = await signedIn(context, baseURL!);
      await page.goto(facts.path);
      await ready(page);
      const text = `${l.lang === "en" ? "Kept after a refusal" : "மறுத்த பிறகும் இருக்கும்"} ${Date.now()}`;

      if (jsOn()) {
        // The phone loses its signal as the comment leaves: rolled back, with a message, text kept.
        await page.route("**/*", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
        await section(page).getByLabel(c.label, { exact: true }).fill(text);
        await section(page).getByRole("button", { name: c.submit, exact: true }).click();
        await expect(page.locator("#comment-new-error")).toHaveText(c.errors.failed);
        await expect(page.locator("#comment-new-error")).toBeFocused();
        await expect(section(page).getByLabel(c.label, { exact: true })).toHaveValue(text);
        await expect(section(page).locator('article[data-pending="true"]')).toHaveCount(0);
        await page.unroute("**/*");
      }

      // The session has ended at the media service: the post is refused there.
      revokeSessions(phone);
      await section(page).getByLabel(c.label, { exact: true }).fill(text);
      await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());
      await expect(section(page).getByText(c.errors.signedOut)).toBeVisible();
      await expect(section(page).getByLabel(c.keptText)).toHaveValue(text);
      await expect(section(page).getByRole("link", { name: c.signInToComment })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: l.messages.nav.signIn, exact: true })).toBeVisible();
      expect(commentsOf(facts.id)).toEqual([]);
    });

    test(`an anonymous reader sees "sign in to comment", which brings them back to the comments (${l.lang})`, async ({ page }) => {
      const facts = articleFor(l, 3);
      await page.goto(facts.path);
      await ready(page);
      await expect(section(page).getByLabel(c.label, { exact: true })).toHaveCount(0);
      const link = section(page).getByRole("link", { name: c.signInToComment, exact: true });
      await expect(link).toHaveAttribute("href", `${l.prefix}/signin?redirectTo=${encodeURIComponent(`${facts.path}#comments`)}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/signin\\?redirectTo=`));
      const main = page.getByRole("main");
      const phone = newPhone();
      await main.getByLabel(l.messages.signIn.phoneLabel).fill(phone);
      await main.getByRole("button", { name: l.messages.signIn.continue }).click();
      await main.getByLabel(l.messages.signIn.codeLabel).fill("246810");
      await main.getByRole("button", { name: l.messages.signIn.submit }).click();
      await expect(page).toHaveURL(`${facts.path}#comments`);
      await expect(section(page).getByLabel(c.label, { exact: true })).toBeVisible();
    });

    test(`a reader who types the number before the sign-in page's JavaScript has run keeps it and goes on (${l.lang})`, async ({ page }) => {
      const facts = articleFor(l, 6);
      await page.goto(facts.path);
      await ready(page);
      // "Sign in to comment" loads /signin as a new document: on a slow phone the form is there well before
      // its JavaScript. Hold the scripts back until the number is typed, so React hydrates over typed input.
      let release = () => {};
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/build/**/*.js", async (route) => {
        await typed;
        await route.continue();
      });
      await section(page).getByRole("link", { name: c.signInToComment, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/signin\\?redirectTo=`));
      const main = page.getByRole("main");
      const phone = newPhone();
      const field = main.getByLabel(l.messages.signIn.phoneLabel);
      await field.fill(phone);
      release();
      await ready(page);
      await expect(field).toHaveValue(phone);
      await main.getByRole("button", { name: l.messages.signIn.continue }).click();
      await main.getByLabel(l.messages.signIn.codeLabel).fill("246810");
      await main.getByRole("button", { name: l.messages.signIn.submit }).click();
      await expect(page).toHaveURL(`${facts.path}#comments`);
      await expect(section(page).getByLabel(c.label, { exact: true })).toBeVisible();
    });

    test(`a comment typed before the article's JavaScript has run is kept, and sent (${l.lang})`, async ({ page, context, baseURL }) => {
      const facts = articleFor(l, 7);
      await signedIn(context, baseURL!);
      // A slow phone shows the server's form well before its JavaScript: hold the scripts back until the text is typed.
      let release = () => {};
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/build/**/*.js", async (route) => {
        await typed;
        await route.continue();
      });
      await page.goto(facts.path, { waitUntil: "commit" });
      const text = `${l.lang === "en" ? "Typed early" : "முன்பே எழுதியது"} ${Date.now()}`;
      const box = section(page).getByLabel(c.label, { exact: true });
      await box.fill(text);
      release();
      await ready(page);
      await expect(box).toHaveValue(text);
      await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());
      expect(commentsOf(facts.id).map((row) => row.body)).toEqual([text]);
    });

    test(`the 3 most recent comments, newest first, then "show all" as a link (${l.lang})`, async ({ page, baseURL }) => {
      const facts = articleFor(l, 4);
      const writer = new LoopbackClient(randomLoopback(), baseURL!);
      await signIn(writer, newPhone());
      const texts = [1, 2, 3, 4].map((n) => `${l.lang === "en" ? "Comment" : "கருத்து"} ${n} ${Date.now()}`);
      for (const text of texts) {
        expect((await writer.post(facts.path, { intent: "comment", comment: text })).status).toBe(303);
      }
      if (jsOn()) {
        await page.goto(facts.path);
      } else {
        // Where the writer landed after posting the newest: the comments are always in the page there.
        const newest = commentsOf(facts.id).at(-1)!.id;
        await page.goto(`${facts.path}?comment=${newest}#comment-${newest}`);
      }
      await ready(page);
      // Listed newest first: 4, 3, 2; the oldest behind "show all".
      const items = section(page).locator("ol > li > article[data-comment-id]");
      await expect(items).toHaveCount(3);
      await expect(items.locator(":scope > p:nth-of-type(2)")).toHaveText([texts[3]!, texts[2]!, texts[1]!]);
      const showAll = section(page).getByRole("link", { name: c.showAll.replace("{{count}}", "4"), exact: true });
      await expect(showAll).toHaveAttribute("href", "?comments=all#comments");
      await showAll.click();
      await expect(page).toHaveURL(`${facts.path}?comments=all#comments`);
      await expect(items).toHaveCount(4);
      await expect(items.locator(":scope > p:nth-of-type(2)")).toHaveText([...texts].reverse());
      await expect(section(page).locator("[data-comment-count]")).toHaveAttribute("data-comment-count", "4");
    });

    test(`the engagement bar's "Comment" counts what the list counts, a comment that arrives live included (${l.lang})`, async ({ page, baseURL }) => {
      const facts = articleFor(l, 8);
      const writer = new LoopbackClient(randomLoopback(), baseURL!);
      await signIn(writer, newPhone());
      const say = (n: number) => `${l.lang === "en" ? "Counted" : "எண்ணிக்கை"} ${n} ${Date.now()}`;
      for (const n of [1, 2, 3]) expect((await writer.post(facts.path, { intent: "comment", comment: say(n) })).status).toBe(303);
      const listed = section(page).locator("[data-comment-count]");
      const bar = page.locator("#engagement a[href='#comments']");
      const counted = (count: number) =>
        (l.messages.articlePage[`commentCount_${count === 1 ? "one" : "other"}`] as string).replace("{{count}}", String(count));
      // Three, or more where this article was commented on by an earlier run against the same newsroom.
      const n = commentsOf(facts.id).length;
      await page.goto(facts.path);
      await ready(page);
      await expect(listed).toHaveText(counted(n));
      // The number shown, and what a screen reader hears with it.
      await expect(bar.locator("span[aria-hidden]")).toHaveText(String(n));
      await expect(bar).toContainText(counted(n));
      if (jsOn()) await expect(section(page).locator("[data-live]")).toHaveAttribute("data-live", "connected");

      // Another reader comments: live with JavaScript, on the next visit without.
      expect((await writer.post(facts.path, { intent: "comment", comment: say(4) })).status).toBe(303);
      if (!jsOn()) await page.reload();
      await expect(listed).toHaveText(counted(n + 1));
      await expect(bar.locator("span[aria-hidden]")).toHaveText(String(n + 1));
      await expect(bar).toContainText(counted(n + 1));
    });

    test(`a second reader sees a new comment and its like arrive (live with JavaScript, on reload without) (${l.lang})`, async ({
      browser,
      page,
      context,
      baseURL,
    }) => {
      const facts = articleFor(l, 5);
      await signedIn(context, baseURL!);
      const other = await browser.newContext({ javaScriptEnabled: jsOn() });
      await moveClock(other);
      try {
        const second = await other.newPage();
        await second.goto(facts.path);
        await page.goto(facts.path);
        await ready(page);
        await ready(second);
        if (jsOn()) {
          await expect(second.locator("#comments [data-live]")).toHaveAttribute("data-live", "connected");
          await expect(page.locator("#comments [data-live]")).toHaveAttribute("data-live", "connected");
        }
        const text = `${l.lang === "en" ? "Live" : "நேரலை"} ${Date.now()}`;
        await section(page).getByLabel(c.label, { exact: true }).fill(text);
        await post(page, () => section(page).getByRole("button", { name: c.submit, exact: true }).click());
        const id = String(commentsOf(facts.id)[0]!.id);
        await post(page, () => likeButton(page, id).click());
        await expect(likeButton(page, id)).toHaveAttribute("data-like-count", "1");

        if (!jsOn()) await second.reload();
        const seen = commentWith(second, text);
        await expect(seen).toHaveCount(1);
        await expect(seen.locator("[data-like-count]")).toHaveAttribute("data-like-count", "1");
        await expect(seen.locator("[data-like-count]")).toHaveText(counted("likeCount", 1));
        // The writer's own comment came back on the stream too: shown once.
        await expect(commentWith(page, text)).toHaveCount(1);
        await expect(section(second).locator("[data-comment-count]")).toHaveAttribute("data-comment-count", "1");
      } finally {
        await other.close();
      }
    });
  });
}
