import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveImage } from "../images/serve.server";

/** Resized news pictures (issue 9): /img/{width}/{source}/{path}; see app/images/serve.server.ts. */
export async function loader({ request }: LoaderFunctionArgs) {
  return serveImage(request);
}
