import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getEnv } from "../config/env.server";
import { appStoreFor } from "../shell/app-store";

/**
 * GET /app and /tamil/app: "Continue On App" (issue 29 point 8) sends the reader to the app in their platform's store,
 * the App Store on iPhones and iPads, Google Play otherwise (app/shell/app-store.ts); the addresses are the footer's
 * badges' (APP_STORE_URL, PLAY_STORE_URL). Decided from the request, so it holds without JavaScript, and here rather
 * than in the page, so an article's HTML is one copy for every reader. This answer differs by browser: no cache may
 * keep it (`private, no-store`; nginx honours that too, deploy/nginx.conf), and `Vary: User-Agent` says why.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  const store = appStoreFor(request.headers.get("user-agent"));
  return redirect(store === "app-store" ? env.APP_STORE_URL : env.PLAY_STORE_URL, {
    status: 302,
    headers: { "Cache-Control": "private, no-store", Vary: "User-Agent", "X-Robots-Tag": "noindex" },
  });
}
