import { expect, test } from "./helpers/test";
import { article, oldestArticle, setBody } from "./helpers/articles-db";

/**
 * Issue 10: an article body full of hostile HTML, as a compromised upstream could
 * send it, goes through the real article route (server-side sanitizing) into
 * Chromium. Hooks on alert/confirm/prompt, fetch, XMLHttpRequest, sendBeacon and
 * a canary global see nothing; no request leaves for the attacker; the page still
 * hydrates (DOM clobbering did not take over the app's globals). Both languages,
 * JavaScript on and off.
 */

const ATTACKS = [
  "<script>alert('xss-1')</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=\"alert('xss-2')\">",
  '<img src="/media/x.svg" onload="window.__xss=\'onload\'" alt="">',
  '<a href="javascript:alert(\'xss-3\')" id="js-link">link one</a>',
  "<a href=\" JaVaScRiPt:alert('xss-4')\">link two</a>",
  "<a href=\"jav&#x09;ascript:alert('xss-5')\">link three</a>",
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link four</a>',
  "<iframe src=\"javascript:alert('xss-6')\"></iframe>",
  "<iframe srcdoc=\"<script>parent.alert('xss-7')</script>\"></iframe>",
  '<iframe src="https://evil.example/frame"></iframe>',
  "<svg onload=\"alert('xss-8')\"><script>alert('xss-9')</script></svg>",
  "<svg><animate onbegin=\"alert('xss-10')\" attributeName=x dur=1s></svg>",
  "<svg><a><animate attributeName=href values=javascript:alert('xss-11') /><text x=20 y=20>svg link</text></a></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=\"alert('xss-12')\"></style></mglyph></table></mtext></math>",
  "<math><mi xlink:href=\"javascript:alert('xss-13')\">m</mi></math>",
  "<xmp><img src=x onerror=\"alert('xss-14')\"></xmp>",
  "<noscript><p title=\"</noscript><img src=x onerror=alert('xss-15')>\"></noscript>",
  "<noembed><img src=x onerror=\"alert('xss-16')\"></noembed>",
  "<textarea><img src=x onerror=\"alert('xss-17')\"></textarea>",
  "<style>@import 'https://evil.example/x.css'; body{background:url(javascript:alert('xss-18'))}</style>",
  "<p style=\"background:url(javascript:alert('xss-19'))\">styled</p>",
  "<object data=\"javascript:alert('xss-20')\"></object><embed src=\"javascript:alert('xss-21')\">",
  "<form action=\"javascript:alert('xss-22')\"><button>go</button></form>",
  "<details open ontoggle=\"alert('xss-23')\"><summary>s</summary></details>",
  "<video><source onerror=\"alert('xss-24')\"></video>",
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(\'xss-25\')">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<img name="getElementById"><form id="__remixContext"></form><a id="__remixManifest" name="__remixRouteModules">clobber</a>',
  '<img id="currentScript" name="cookie"><input name="attributes">',
  "<template><img src=x onerror=\"alert('xss-26')\"></template>",
  "<!--<img src=x onerror=\"alert('xss-27')\">-->",
  "<![CDATA[<img src=x onerror=\"alert('xss-28')\">]]>",
  "<p>Council meeting report: the hostile body ends here.</p>",
];

test("an article body of hostile HTML renders inert: nothing runs, nothing is fetched, the page still works", async ({ page, javaScriptEnabled }) => {
  const id = oldestArticle(7);
  setBody(id, ATTACKS.join("\n"));

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => void seen.push(`${name}:${String(args[0])}`);
    }
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (/xss|evil/.test(url)) seen.push(`fetch:${url}`);
      return realFetch(input, init);
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      seen.push(`xhr:${String(url)}`);
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`csp:${event.violatedDirective}:${event.blockedURI}`));
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const offSite: string[] = [];
  page.on("request", (request) => {
    if (/evil\.example|xss/.test(request.url())) offSite.push(request.url());
  });

  for (const lang of ["en", "ta"] as const) {
    const facts = article(id, lang);
    const response = await page.goto(`${lang === "ta" ? "/tamil" : ""}/news/${facts.slug}`);
    expect(response?.status()).toBe(200);
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-js", "on");
    const body = page.locator(".article-body");
    await expect(body).toContainText("Council meeting report: the hostile body ends here.");
    await expect(body.locator("script, style, iframe, object, embed, form, input, svg, math, base, meta, link, template, textarea, noscript, xmp")).toHaveCount(
      0,
    );
    await expect(body.locator("[id], [name], [style], [srcdoc], [onerror], [onload], [ontoggle]")).toHaveCount(0);
    const hrefs = await body.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).protocol));
    expect(hrefs.filter((protocol) => !["http:", "https:", "mailto:", "tel:"].includes(protocol))).toEqual([]);
    // The app's own globals were not clobbered by the body's ids and names.
    if (javaScriptEnabled) {
      expect(
        await page.evaluate(
          () =>
            typeof document.getElementById === "function" && !(window as unknown as { __remixContext: unknown }).__remixContext?.toString().includes("HTML"),
        ),
      ).toBe(true);
    }
    await page.waitForLoadState("load");
    const seen = javaScriptEnabled ? await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen) : [];
    expect(seen).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  }
  expect(dialogs).toEqual([]);
  expect(offSite).toEqual([]);
  if (javaScriptEnabled) {
    // The hooks themselves work: a call made now is seen.
    const probe = await page.evaluate(async () => {
      window.alert("probe");
      await fetch("/xss-probe").catch(() => undefined);
      return (window as unknown as { __seen: string[] }).__seen;
    });
    expect(probe).toEqual(["alert:probe", "fetch:/xss-probe"]);
  }
});
