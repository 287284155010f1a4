import type { ActionFunctionArgs } from "@remix-run/node";
import { isPersonVisit, pageView } from "../analytics/page-view";

/** A beacon carries one path: anything much longer is not ours. */
const MAX_BEACON_BYTES = 4096;

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * POST /page-view (issue 7): a client navigation's page view, sent by the page with
 * `navigator.sendBeacon` (analytics/use-page-view-beacon.ts) because no document
 * reached the server for it. It carries the path and the page's language (this route
 * has none of its own: its URL is the same for both). The first page of a visit is counted by server.ts,
 * never here. Cross-site posts are refused in server.ts; bots are not counted.
 * Always 204: a beacon's answer is never read.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const recorder = context.pageViews;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!recorder || !(length <= MAX_BEACON_BYTES) || !isPersonVisit(request.headers)) return noContent();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return noContent();
  }
  const view = pageView({ path: form.get("path"), language: form.get("language"), at: new Date() });
  if (view) recorder.record(view);
  return noContent();
}

/** Nothing to read here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
