import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveStream } from "../live/stream.server";

/** GET /live/{articleId} and /tamil/live/{articleId}: a live story's updates as Server-Sent Events (app/live/, decision 0037). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => liveStream(request, params.id, context);
