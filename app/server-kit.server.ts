/**
 * What server.ts takes from the Remix build (issue 28; decision 0043): the environment, the wire's middleware in the
 * order server.ts mounts it, page views, the page budget, the load context, the alerts' background work and the shutdown. The build re-exports
 * this module from `entry.server.tsx`, so server.ts imports no module of `app/` itself: there is one copy of each
 * per process, and a module-level value (the Env, the Redis connection, the page budget's storage) is simply a
 * module-level value.
 */
export { startAlerts, stopAlerts } from "./alerts/service.server";
export { countPageViews } from "./analytics/count-page-views.server";
export { PageViewBatcher } from "./analytics/page-view-batcher.server";
export { EnvError, loadEnv, setEnv, type Env } from "./config/env.server";
export { closeRedis } from "./config/redis.server";
export { closeFollowStore } from "./following/store.server";
export { loadContext } from "./http/load-context";
export { decideLanguage } from "./http/request-language";
export { isRefusedBatch, NEWSROOM_PAGE_VIEWS_PATH, pageViewSender } from "./upstream/analytics.server";
export { NEWSROOM_MOST_READ_PATH } from "./upstream/most-read.server";
export { isBudgetedRequest, withPageBudget } from "./upstream/page-budget.server";
export { flushUpstreamStore } from "./upstream/shared-cache.server";
export { connectionDrain, listen } from "./wire/connections.server";
export { flushAfterWrites } from "./wire/flush-after-writes.server";
export { createHtmlCache } from "./wire/html-cache.server";
export { refuseCrossSiteWrites, securityHeaders } from "./wire/security.server";
export { bareFileErrors, newsroomMedia, staticFiles } from "./wire/static-files.server";
