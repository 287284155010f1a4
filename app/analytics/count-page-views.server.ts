/**
 * Page views, counted on the server without any script in the page (issue 7): each HTML document answered 200 to
 * a GET from a person (not a bot, not a prefetch) is one view. Data requests (`.data`), redirects, errors and
 * assets are not documents. Client navigations are counted by the page's beacon (routes/page-view.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { requestLanguage } from "../http/request-language";
import { isPersonVisit, pageView } from "./page-view";
import type { PageViewRecorder } from "./page-view-batcher.server";

/** Express middleware, mounted by server.ts before the pages. */
export function countPageViews(recorder: PageViewRecorder, publicOrigin: string | undefined) {
  const originHost = publicOrigin ? new URL(publicOrigin).host : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET") return next();
    res.once("finish", () => {
      if (res.statusCode !== 200 || !String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      if (!isPersonVisit({ get: (name) => req.get(name) ?? null })) return;
      const ownHosts = [req.get("host") ?? "", ...(originHost ? [originHost] : [])];
      const view = pageView({ path: req.originalUrl, language: requestLanguage(req, res), referrer: req.get("referer"), ownHosts, at: new Date() });
      if (view) recorder.record(view);
    });
    next();
  };
}
