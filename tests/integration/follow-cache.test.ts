/**
 * Issue 30 (decision 0045): deploy/nginx.conf in front of two stand-in instances that draw a Follow button from the
 * `follow` cookie, as the site's list pages and articles do. Two readers behind nginx each see their own follow state;
 * a `follow` cookie leaves the pages without Follow buttons shared (it is one of the site's own cookies); the Following
 * page is never kept, whatever it says. The stand-ins count what reaches them, so a copy nginx served is seen as one.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureTools, nginxConfig } from "../../bench/cluster.mjs";
import { freePort } from "./helpers";

const dir = mkdtempSync(path.join(tmpdir(), "kural-follow-cache-"));
let nginx: ChildProcess | null = null;
const instances: Server[] = [];
let origin = "";
/** Renders per path: what reached the instances. */
const rendered = new Map<string, number>();

/** A page as the site answers an anonymous reader: shared for a minute, its Follow button drawn from the cookie. */
function answer(url: string, cookie: string): { body: string; cacheControl: string } {
  const count = (rendered.get(url) ?? 0) + 1;
  rendered.set(url, count);
  const following = /(^|;\s*)follow=[^;]*city%3A1/.test(cookie);
  if (url.startsWith("/following")) return { body: `<p>your follows #${count}</p>`, cacheControl: "public, max-age=0, s-maxage=60" };
  if (url === "/about") return { body: `<p>about #${count}</p>`, cacheControl: "public, max-age=0, s-maxage=60" };
  return { body: `<button aria-pressed="${following}">Chennai</button><p>render #${count}</p>`, cacheControl: "public, max-age=0, s-maxage=60" };
}

async function get(pathname: string, cookie = ""): Promise<string> {
  const response = await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  ensureTools();
  // nginx's workers run as nobody when the master is root: they must write the cache and temp dirs (as bench/cluster.mjs).
  chmodSync(dir, 0o777);
  for (const sub of ["cache", "kural-client-body", "kural-proxy-temp", "kural-fastcgi-temp", "kural-uwsgi-temp", "kural-scgi-temp"]) {
    mkdirSync(path.join(dir, sub), { mode: 0o777 });
    chmodSync(path.join(dir, sub), 0o777);
  }
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const server = createServer((request, response) => {
      const page = answer(request.url ?? "/", request.headers.cookie ?? "");
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": page.cacheControl, Vary: "Cookie" });
      response.end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    instances.push(server);
  }
  const listenPort = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, listenPort, instancePorts: ports }));
  const check = spawnSync("/usr/sbin/nginx", ["-t", "-q", "-p", dir, "-c", conf], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  nginx = spawn("/usr/sbin/nginx", ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  origin = `http://127.0.0.1:${listenPort}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/healthz-wait`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 60_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const server of instances) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("nginx in front of pages with Follow buttons (issue 30)", () => {
  it.each(["/city/chennai", "/tamil/tags/%E0%AE%AE%E0%AE%B4%E0%AF%88", "/tamil/news/chennai-rain-12"])(
    "gives each of two readers their own follow state on %s, and still shares it between readers who follow nothing",
    async (page) => {
      const follower = "mode=light; follow=city%3A1";
      const stranger = "mode=light";
      expect(await get(page, stranger)).toContain('aria-pressed="false"');
      expect(await get(page, follower)).toContain('aria-pressed="true"');
      expect(await get(page, stranger)).toContain('aria-pressed="false"');
      expect(await get(page, follower)).toContain('aria-pressed="true"');
      // The stranger's copy came from nginx's cache the second time; the follower's never did.
      expect(rendered.get(page)).toBe(3);
      // An empty follow cookie (after the last unfollow) is no follow at all: the shared copy.
      expect(await get(page, `${stranger}; follow=`)).toContain('aria-pressed="false"');
      expect(rendered.get(page)).toBe(3);
    },
  );

  it("keeps a page without Follow buttons shared for a reader who follows something", async () => {
    const first = await get("/about", "mode=light");
    expect(await get("/about", "mode=light; follow=city%3A1; follow_feed=AAAAAAAAAAAAAAAAAAAAAA")).toBe(first);
    expect(rendered.get("/about")).toBe(1);
  });

  it("never keeps the Following page or its feed, whatever they say", async () => {
    await get("/following", "follow=city%3A1");
    await get("/following", "follow=city%3A1");
    await get("/following/feed/abc.xml");
    await get("/following/feed/abc.xml");
    expect(rendered.get("/following")).toBe(2);
    expect(rendered.get("/following/feed/abc.xml")).toBe(2);
  });
});
