import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, moveClock } from "./helpers/test";
import { article, categoryOf, commentCount, newestTaggedArticle, oldestArticle, setBody } from "./helpers/articles-db";
import { named, nameIn, type Lang } from "./newsroom-db";
import { CLOCK, ONCE } from "./helpers/tags";
import { formatAgo } from "../../app/news/ago";

/**
 * The home and article pages (issue 4) and anonymous likes and saves (issue 6),
 * as a reader uses them, in English and Tamil, with JavaScript on and off (the
 * two Playwright projects). Expectations are read from the newsroom database the
 * site under test is serving.
 */

const languages = [
  {
    lang: "en" as Lang,
    prefix: "",
    home: "/",
    cityNews: (city: string) => `${city} News`,
    sections: ["Recent News", "State News", "National News", "Local News"],
    readMore: "Read more...",
    month: /January|February|March|April|May|June|July|August|September|October|November|December/,
    ago: /^(\d+ (min|hours?) ago|just now)$/,
    readTime: /^\d+ min read$/,
    like: "Like",
    save: "Save",
    related: "You May Also Like",
    comments: "Comments",
    savedTitle: "Saved articles",
    savedEmpty: "You have not saved any articles yet.",
    remove: "Remove",
    notFound: "The page you were looking for doesn't exist.",
    share: { whatsapp: "WhatsApp", telegram: "Telegram", facebook: "Facebook", x: "X" },
    locale: "en_IN",
    inLanguage: "en-IN",
  },
  {
    lang: "ta" as Lang,
    prefix: "/tamil",
    home: "/tamil",
    cityNews: (city: string) => `${city} செய்திகள்`,
    sections: ["சமீபத்திய செய்திகள்", "மாநிலச் செய்திகள்", "தேசியச் செய்திகள்", "உள்ளூர் செய்திகள்"],
    readMore: "மேலும் படிக்க...",
    month: /ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்/,
    ago: /^(\d+ (நிமிடத்துக்கு|நிமிடங்களுக்கு|மணி நேரத்துக்கு) முன்|இப்போது)$/,
    readTime: /^\d+ நிமிட வாசிப்பு$/,
    like: "விரும்பு",
    save: "சேமி",
    related: "இவற்றையும் படியுங்கள்",
    comments: "கருத்துகள்",
    savedTitle: "சேமித்த செய்திகள்",
    savedEmpty: "நீங்கள் இன்னும் எந்தச் செய்தியையும் சேமிக்கவில்லை.",
    remove: "நீக்கு",
    notFound: "நீங்கள் தேடிய பக்கம் இல்லை.",
    share: { whatsapp: "வாட்ஸ்அப்", telegram: "டெலிகிராம்", facebook: "ஃபேஸ்புக்", x: "எக்ஸ்" },
    locale: "ta_IN",
    inLanguage: "ta-IN",
  },
];

/** With JavaScript the page is usable once React has hydrated it (the root marks <html data-js="on">). */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
}

/** requirements §9: a title over 60 characters is 57 of them (whole letters) and an ellipsis. */
/** requirements §9 and decision 0027: within 57 characters, cut where a word ends (never inside a word or a Tamil letter), then "…". */
function socialTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= 60) return clean;
  let kept = "";
  for (const word of clean.split(" ")) {
    const longer = kept ? `${kept} ${word}` : word;
    if (longer.length > 57) break;
    kept = longer;
  }
  kept = kept.replace(/[\s,;:\-–—|/]+$/u, "");
  return kept ? `${kept}…` : clean;
}

/**
 * Clicks a like or save button and waits until the server has answered the form (with JavaScript the
 * button changes before that; a reload in between would cancel the request).
 */
async function submit(page: Page, kind: "like" | "save", click: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new RegExp(`/${kind}(\\.data)?$`).test(new URL(response.url()).pathname),
  );
  await click();
  await answered;
}

/** The sections' headings as the accessibility tree names them (sections below the first screen are not laid out yet, so no innerText). */
/** The story links of each home section, each story once per section (a lead links from its picture and title). */
async function storiesBySection(page: Page) {
  return page.locator("main section[data-section]").evaluateAll((nodes) =>
    nodes.map((node) => ({
      key: node.getAttribute("data-section") ?? "",
      stories: [...new Set([...node.querySelectorAll('a[href*="/news/"]')].map((link) => link.getAttribute("href") ?? ""))],
    })),
  );
}

/**
 * The stories shown in more than one section, with those sections (issue 29: none; a section below leaves out
 * a story shown above it and fills from its next ones). The breaking ticker and the headline marquee may repeat
 * a story: they are not sections.
 */
function inTwoSections(shown: { key: string; stories: string[] }[]) {
  const sectionsOf = new Map<string, string[]>();
  for (const { key, stories } of shown) for (const story of stories) sectionsOf.set(story, [...(sectionsOf.get(story) ?? []), key]);
  return [...sectionsOf].filter(([, keys]) => keys.length > 1);
}

async function sectionHeadings(page: Page) {
  const headings = page.locator("main section[data-section] > div > h2");
  const names: string[] = [];
  for (let i = 0; i < (await headings.count()); i++) {
    const snapshot = await headings.nth(i).ariaSnapshot();
    names.push(snapshot.replace(/^- heading "?(.*?)"? \[level=2\]$/, "$1"));
  }
  return names;
}

for (const l of languages) {
  test.describe(l.lang, () => {
    test(
      `home: the reader's city first, then Recent, State, National and Local News, each complete (${l.lang})`,
      CLOCK,
      async ({ page, context, baseURL, javaScriptEnabled }) => {
        const response = await page.goto(l.home);
        expect(response?.status()).toBe(200);
        const tiruvannamalai = nameIn(named("cities", "tiruvannamalai"), l.lang);
        expect((await sectionHeadings(page)).slice(0, 5)).toEqual([l.cityNews(tiruvannamalai), ...l.sections]);

        for (const key of ["city", "recent", "state", "national", "local"]) {
          const section = page.locator(`main section[data-section="${key}"]`);
          // A lead and two secondary stories, four "latest" items: every title a link to an article.
          await expect(section.locator('h3 a[href*="/news/"]'), key).toHaveCount(3);
          await expect(section.locator('li a[href*="/news/"]'), key).toHaveCount(4);
          await expect(section.getByRole("link", { name: new RegExp(`^${l.readMore.replace(/\./g, "\\.")}`) })).toHaveCount(1);
          // The DOM's text: sections below the first screen are not laid out yet (content-visibility), so no innerText.
          const leadTitle = ((await section.locator("h3 a").first().textContent()) ?? "").trim();
          expect(leadTitle.length, key).toBeGreaterThan(0);
          expect(leadTitle.length, key).toBeLessThanOrEqual(71);
          const meta = section.locator("article").first().locator("p").last();
          // How long ago within a day (issue 29; whats-new.e2e.ts checks the words themselves), else its date. With
          // JavaScript the page says it again by its own clock, which `npm run test:clock` cannot move back to a past
          // moment (whats-new.e2e.ts): there it may say the date.
          const time = meta.locator("time");
          const published = (await time.getAttribute("datetime"))!;
          const fresh = formatAgo(published, l.lang, Date.now()) !== null;
          await expect(time).toHaveText(!fresh ? l.month : javaScriptEnabled ? new RegExp(`${l.ago.source}|${l.month.source}`) : l.ago);
          await expect(meta.locator("span").last()).toHaveText(l.readTime);
        }

        // Each story in one section only (issue 29), the five sections full all the same.
        const shown = await storiesBySection(page);
        expect(shown.map(({ key }) => key).slice(0, 5)).toEqual(["city", "recent", "state", "national", "local"]);
        for (const { key, stories } of shown.slice(0, 5)) expect(stories, key).toHaveLength(7);
        expect(inTwoSections(shown)).toEqual([]);

        // Recent News: newest first.
        const times = await page
          .locator('main section[data-section="recent"] time')
          .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute("datetime")!)));
        expect(times).toHaveLength(7);
        expect(times).toEqual([...times].sort((a, b) => b - a));

        // Pictures: sized, described, the first lead loaded first, the rest lazily.
        const pictures = page.locator("main section[data-section] img");
        expect(await pictures.count()).toBeGreaterThan(10);
        for (const attribute of ["width", "height", "alt"]) {
          expect(await pictures.evaluateAll((nodes, name) => nodes.every((node) => node.hasAttribute(name)), attribute), attribute).toBe(true);
        }
        await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
        await expect(pictures.first()).toHaveAttribute("loading", "eager");
        await expect(pictures.nth(3)).toHaveAttribute("loading", "lazy");

        // The breaking ticker: at most 3 links to articles.
        const ticker = page.getByRole("region", { name: l.lang === "en" ? "Breaking" : "முக்கியச் செய்தி", exact: true });
        const breaking = await ticker.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(breaking.length).toBeGreaterThan(0);
        expect(breaking.length).toBeLessThanOrEqual(3);
        for (const href of breaking) expect(href).toMatch(new RegExp(`^${l.prefix}/news/[a-z0-9-]+-\\d+$`));

        // The reader's city (the `city` cookie) comes first.
        await context.addCookies([{ name: "city", value: "chennai", url: baseURL! }]);
        await page.reload();
        const chennai = nameIn(named("cities", "chennai"), l.lang);
        expect((await sectionHeadings(page))[0]).toBe(l.cityNews(chennai));
        expect(inTwoSections(await storiesBySection(page))).toEqual([]);
        await expect(
          page
            .locator('main section[data-section="city"]')
            .getByRole("link", { name: new RegExp(chennai) })
            .first(),
        ).toHaveAttribute("href", `${l.prefix}/city/chennai`);

        // Or the reader picks it with the city section's form (the city picker: ids are its values).
        await ready(page, javaScriptEnabled);
        const madurai = named("cities", "madurai");
        // The form is behind "Change city" in the section's header (issue 3).
        await page.locator('main section[data-section="city"] details > summary').click();
        const chooser = page.locator('main section[data-section="city"] form').first();
        await expect(chooser.locator("select")).toHaveValue(String(named("cities", "chennai").id));
        await chooser.locator("select").selectOption({ label: nameIn(madurai, l.lang) });
        await chooser.locator('button[type="submit"]').click();
        await expect(page.locator("main section[data-section] > div > h2").first()).toHaveText(l.cityNews(nameIn(madurai, l.lang)));
        await expect(page).toHaveURL(new RegExp(`${l.prefix || "/"}$`));
        expect((await context.cookies()).find((cookie) => cookie.name === "city")).toMatchObject({
          value: String(madurai.id),
          httpOnly: true,
          sameSite: "Lax",
        });
      },
    );

    test(`an article shows its fields, share links, tags, related news and complete metadata (${l.lang})`, CLOCK, async ({ page, request, baseURL }) => {
      const facts = article(newestTaggedArticle(l.lang === "en" ? 0 : 1), l.lang);
      const path = `${l.prefix}/news/${facts.slug}`;
      const url = `${baseURL}${path}`;
      // Someone read it a moment ago: related news and the comment count are in the server's caches, so
      // they are in the page's first bytes, where a reader without JavaScript sees them (decision 0006).
      expect((await request.get(path)).status()).toBe(200);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(facts.title);
      await expect(main.locator("header").getByRole("link", { name: facts.category, exact: true })).toHaveAttribute(
        "href",
        `${l.prefix}/category-name/${facts.categorySlug}`,
      );
      await expect(main.getByRole("link", { name: facts.author, exact: true })).toHaveAttribute("rel", "author");
      await expect(main.locator("header time").first()).toHaveText(l.month);
      await expect(main.locator("header").getByText(l.readTime)).toBeVisible();

      // Share links carry the canonical URL; each opens the network in a new tab.
      for (const [network, name] of Object.entries(l.share)) {
        const link = page.locator(`#share a[data-network="${network}"]`);
        await expect(link).toContainText(name);
        await expect(link).toHaveAttribute("target", "_blank");
        expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(url);
        // Its mark: 20px in the link's colour through the network's own shape (public/icons/).
        const icon = await link.locator("[aria-hidden]").evaluate((el) => {
          const box = el.getBoundingClientRect();
          return {
            size: [box.width, box.height],
            mask: getComputedStyle(el).maskImage,
            fill: getComputedStyle(el).backgroundColor,
            color: getComputedStyle(el.parentElement!).color,
          };
        });
        expect(icon.size).toEqual([20, 20]);
        expect(icon.mask).toContain(`/icons/${network}-`);
        expect(icon.fill).toBe(icon.color);
      }

      // The hero picture: sized, described, loaded first.
      const hero = main.locator("article > img").first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("width", /^\d+$/);
      await expect(hero).toHaveAttribute("height", /^\d+$/);
      await expect(hero).toHaveAttribute("alt", facts.title);
      await expect(main.locator(".article-body p").first()).toBeVisible();

      // Hashtags link to their tag pages, percent-encoded.
      for (const tag of facts.tags) {
        await expect(main.getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute("href", `${l.prefix}/tags/${encodeURIComponent(tag)}`);
      }

      // Like with its count, the comment count, the related stories of the same category.
      await expect(page.locator('#engagement button[data-kind="like"] [data-count]')).toHaveAttribute("data-count", String(facts.likes));
      await expect(page.getByRole("heading", { level: 2, name: l.comments, exact: true })).toBeVisible();
      await expect(page.locator("[data-comment-count]")).toHaveAttribute("data-comment-count", String(commentCount(facts.id)));
      const related = page.getByRole("region", { name: l.related, exact: true });
      const relatedIds = (await related.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).map((href) =>
        Number(/-(\d+)$/.exec(href)![1]),
      );
      expect(relatedIds.length).toBeGreaterThanOrEqual(3);
      expect(relatedIds.length).toBeLessThanOrEqual(4);
      expect(relatedIds).not.toContain(facts.id);
      for (const id of relatedIds) expect(categoryOf(id)).toBe(facts.categoryId);

      // Head: canonical, alternates, social cards, structured data.
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/news/${facts.slug}`);
      await expect(head.locator('link[rel="alternate"][hreflang="ta"]')).toHaveAttribute("href", `${baseURL}/tamil/news/${facts.slug}`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/news/${facts.slug}`);
      const ogTitle = await head.locator('meta[property="og:title"]').getAttribute("content");
      expect(ogTitle).toBe(socialTitle(facts.title));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", l.locale);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/`));
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
      const news = data.find((entry) => entry["@type"] === "NewsArticle" || entry["@type"] === "LiveBlogPosting")!;
      expect(news).toMatchObject({
        "@context": "https://schema.org",
        headline: facts.title,
        datePublished: new Date(facts.publishedMs).toISOString(),
        author: [{ "@type": "Person", name: facts.author }],
        // One publisher in both languages (decision 0027): its English name, the Tamil one beside it.
        publisher: { name: "Kural News", alternateName: "குரல் செய்திகள்", logo: { "@type": "ImageObject" } },
        inLanguage: l.inLanguage,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
      });
      expect(news.image).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/`))]);
      expect(typeof news.dateModified).toBe("string");
      const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList")!.itemListElement as { position: number; item: string }[];
      expect(crumbs.map((crumb) => crumb.item)).toEqual([`${baseURL}${l.home}`, `${baseURL}${l.prefix}/category-name/${facts.categorySlug}`, url]);
    });

    test(
      `an article under a section path has its canonical at /news; a wrong id is a 404 and an outdated slug a 301 (${l.lang})`,
      ONCE,
      async ({ page, request, baseURL }) => {
        const facts = article(newestTaggedArticle(2), l.lang);
        // Under a section of its own (decision 0025: any other answers 301 to the canonical).
        const sectionPath = `${l.prefix}/category-name/${facts.categorySlug}/news/${facts.slug}`;
        expect((await page.goto(sectionPath))?.status()).toBe(200);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${l.prefix}/news/${facts.slug}`);

        const missing = await page.goto(`${l.prefix}/news/no-such-story-999999999`);
        expect(missing?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);

        const tag = encodeURIComponent(facts.tags[0]!);
        const outdated = await request.get(`${l.prefix}/tags/${tag}/news/an-older-headline-${facts.id}`, { maxRedirects: 0 });
        expect(outdated.status()).toBe(301);
        expect(outdated.headers().location).toBe(`${l.prefix}/tags/${tag}/news/${facts.slug}`);
      },
    );

    test(`a reader likes and saves an article and finds it on the Saved page (${l.lang})`, async ({ page, javaScriptEnabled }) => {
      const facts = article(newestTaggedArticle(3), l.lang);
      await page.goto(`${l.prefix}/news/${facts.slug}`);
      await ready(page, javaScriptEnabled);
      const like = page.locator('#engagement button[data-kind="like"]');
      const count = like.locator("[data-count]");
      await scrollToBar(page);
      await expect(like).toContainText(l.like);
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await submit(page, "like", () => like.click());
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(count).toHaveAttribute("data-count", String(facts.likes + 1));
      // Kept: the page rendered again from the server still shows it.
      await page.reload();
      await ready(page, javaScriptEnabled);
      await scrollToBar(page);
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(count).toHaveAttribute("data-count", String(facts.likes + 1));
      await submit(page, "like", () => like.click());
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await expect(count).toHaveAttribute("data-count", String(facts.likes));

      const save = page.locator('#engagement button[data-kind="save"]');
      await expect(save).toContainText(l.save);
      await submit(page, "save", () => save.click());
      await expect(save).toHaveAttribute("aria-pressed", "true");

      await page.goto(`${l.prefix}/saved`);
      await ready(page, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.savedTitle);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const saved = page.locator("main article").filter({ has: page.getByRole("link", { name: facts.title, exact: true }) });
      await expect(saved).toHaveCount(1);
      await saved.getByRole("button", { name: new RegExp(`^${l.remove}`) }).click();
      await expect(page.getByText(l.savedEmpty)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/saved$`));
    });
  });
}

test("an article body holding <script>, onerror= and javascript: links renders none of them, in either language", ONCE, async ({ page }) => {
  const id = oldestArticle(3);
  setBody(
    id,
    [
      "<p>Council meeting report.</p>",
      "<script>window.__pwned = 'script'</script>",
      `<img src="/media/news/${id}/640.svg" onerror="window.__pwned = 'onerror'" alt="Council hall">`,
      "<p><a href=\"javascript:window.__pwned='link'\">Read the minutes</a></p>",
      "<p onmouseover=\"window.__pwned = 'handler'\">Hover text</p>",
      '<iframe src="https://evil.example/frame"></iframe>',
    ].join(""),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const lang of ["en", "ta"] as const) {
    const facts = article(id, lang);
    const response = await page.goto(`${lang === "ta" ? "/tamil" : ""}/news/${facts.slug}`);
    expect(response?.status()).toBe(200);
    const body = page.locator(".article-body");
    await expect(body).toContainText("Council meeting report.");
    await expect(body.locator("script, iframe")).toHaveCount(0);
    await expect(body.locator("[onerror], [onmouseover]")).toHaveCount(0);
    await expect(body.locator("img")).toHaveAttribute("alt", "Council hall");
    await expect(body.getByText("Read the minutes")).toBeVisible();
    await expect(body.locator('a[href^="javascript" i]')).toHaveCount(0);
    const html = await body.innerHTML();
    expect(html).not.toContain("__pwned");
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null)).toBeNull();
  }
  expect(dialogs).toEqual([]);
});

/** Scrolled a little, not yet far enough for JavaScript to hide the engagement bar. */
async function scrollToBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.locator("#engagement")).toBeVisible();
}

test("the engagement bar stays at the bottom of the screen once the reader scrolls; with JavaScript it hides on scrolling down and returns on scrolling up", async ({
  page,
  javaScriptEnabled,
}) => {
  // A long article (its own, no other test reads it): the bar's resting place, the article's end, stays far below
  // every scroll position used here, whatever the newsroom's newest stories are.
  const id = oldestArticle(60);
  const paragraph = "The district administration said the work would be finished before the monsoon, and residents were asked to use the service roads.";
  setBody(id, Array.from({ length: 40 }, (_, n) => `<p>${n + 1}. ${paragraph}</p>`).join(""));
  const facts = article(id, "en");
  await page.goto(`/news/${facts.slug}`);
  await ready(page, javaScriptEnabled);
  const bar = page.locator("#engagement");
  const viewport = page.viewportSize()!;
  // requirements §2: shown within 100 px of the top, at the bottom of the screen.
  await expect(bar).toBeInViewport();
  await scrollToBar(page);
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);

  // The blocks below the article are laid out only when near (content-visibility: auto), so the page's height settles
  // once they have been seen: past the end and back first, so no scroll below is cut short by the page shrinking.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY)).toBeLessThan(2);
  await scrollToBar(page);
  // Two frames: the bar's IntersectionObserver has heard that it no longer rests at the end of the article.
  if (javaScriptEnabled) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(600);
  // One position per frame, as a reader's scrolling arrives: two scrolls inside one frame reach the bar's handler as
  // one (it reads the position once per frame), and on a busy machine 420 then 380 could be seen as 320 then 380.
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    if (javaScriptEnabled) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
  await scrollTo(320);
  await scrollTo(420);
  if (javaScriptEnabled) {
    await expect(bar).toHaveAttribute("data-hidden", "true");
    await scrollTo(380);
    await expect(bar).not.toHaveAttribute("data-hidden", "true");
    await scrollTo(520);
    await expect(bar).toHaveAttribute("data-hidden", "true");
    await scrollTo(200);
    await expect(bar).not.toHaveAttribute("data-hidden", "true");
    await expect(bar).toBeInViewport();
  } else {
    // Without JavaScript it is a static bar: always there, its buttons forms and links.
    await expect(bar).not.toHaveAttribute("data-hidden", "true");
    await expect(bar).toBeInViewport();
    await expect(bar.locator("form")).toHaveCount(2);
    await expect(bar.locator('a[href="#comments"]')).toBeVisible();
    await expect(bar.locator('a[href="#share"]')).toBeVisible();
  }
});

test("the engagement bar is there at the top of an article and within 100 px of it (requirements §2), on a phone and a desktop, in English and Tamil", async ({
  page,
  javaScriptEnabled,
}) => {
  const paragraph = "The district administration said the work would be finished before the monsoon, and residents were asked to use the service roads.";
  let shown = 0;
  // One article per screen: each page is visited once (a revisit is another test's business).
  for (const [viewport, id] of [
    [{ width: 412, height: 823 }, oldestArticle(60)],
    [{ width: 1280, height: 720 }, oldestArticle(61)],
  ] as const) {
    setBody(id, Array.from({ length: 40 }, (_, n) => `<p>${n + 1}. ${paragraph}</p>`).join(""));
    await page.setViewportSize(viewport);
    for (const lang of ["en", "ta"] as const) {
      const facts = article(id, lang);
      await page.goto(`${lang === "ta" ? "/tamil" : ""}/news/${facts.slug}`);
      await ready(page, javaScriptEnabled);
      const bar = page.locator("#engagement");
      for (const y of [0, 60, 100]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        if (javaScriptEnabled) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        // The one exception (decision 0028): while the share links under the headline lie in the bottom 72 px of
        // the screen, where the bar would cover them (a long Tamil headline), it steps aside.
        const underBar = await page
          .locator("#share")
          .evaluate((share) => share.getBoundingClientRect().bottom > window.innerHeight - 72 && share.getBoundingClientRect().top < window.innerHeight);
        if (underBar) {
          await expect(bar).toBeHidden();
          continue;
        }
        const where = `${lang}, ${viewport.width} px wide, scrolled ${y} px`;
        await expect(bar, where).toBeVisible();
        await expect(bar, where).toBeInViewport({ ratio: 1 });
        await expect(bar.getByRole("link", { name: lang === "en" ? /^Comment/ : /^கருத்து/ }), where).toBeVisible();
        shown += 1;
      }
    }
  }
  // Wherever the share links are clear of it: here at least the English article on both screens.
  expect(shown).toBeGreaterThanOrEqual(6);
});

test.describe("articles on a phone have no axe violations (WCAG 2.2 AA, tap targets included)", () => {
  for (const lang of ["en", "ta"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`${lang}, ${theme} theme, 412×823`, async ({ browser, javaScriptEnabled }) => {
        const context = await browser.newContext({
          javaScriptEnabled: true,
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
          colorScheme: theme,
          baseURL: test.info().project.use.baseURL,
        });
        await moveClock(context);
        // axe runs as a script in the page: without JavaScript, the page's own scripts are blocked instead.
        if (!javaScriptEnabled) await context.route("**/build/**/*.js", (route) => route.abort());
        const page = await context.newPage();
        const facts = article(newestTaggedArticle(5), lang);
        await page.goto(`${lang === "ta" ? "/tamil" : ""}/news/${facts.slug}`);
        if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await context.close();
      });
    }
  }
});

// The list pages hold blocks that are not laid out until the reader nears them (content-visibility): the checker
// measures every tap target as it lies before any scrolling, as Lighthouse does.
test.describe("home, list and search pages on a phone have no axe violations (tap targets included)", () => {
  for (const path of ["/", "/tamil", "/city/chennai", "/tamil/city/chennai", "/search?q=chennai", `/tamil/search?q=${encodeURIComponent("சென்னை")}`]) {
    test(`${path}, 412×823`, async ({ browser, javaScriptEnabled }) => {
      const context = await browser.newContext({
        javaScriptEnabled: true,
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        baseURL: test.info().project.use.baseURL,
      });
      await moveClock(context);
      if (!javaScriptEnabled) await context.route("**/build/**/*.js", (route) => route.abort());
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});
