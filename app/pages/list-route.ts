/**
 * What every news list route (and search) exports alike besides its loader: headers, head, revalidation, and the
 * browser's loader, which brings back the pages Load More had added when the reader returns (issue 29 point 2).
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { withEarlierPages } from "./kept-pages";
import type { ListData } from "./list-page";

export { headers, meta } from "./route-exports";
export { listRevalidation as shouldRevalidate } from "./revalidation";

export const clientLoader = ({ request, serverLoader }: ClientLoaderFunctionArgs) => withEarlierPages(request, () => serverLoader<{ list: ListData }>());
