import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { textSizeMarkup } from "../components/article/text-size-control.server";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { SettingsPage } from "../components/settings/settings-page";
import { SETTINGS_HEADERS, settingsData } from "../pages/settings.server";

/** The reader's settings, /settings and /tamil/settings (issue 29): its data is app/pages/settings.server.ts's. */
export async function loader(args: LoaderFunctionArgs) {
  return data(await settingsData(args, { textSize: textSizeMarkup }), { headers: SETTINGS_HEADERS });
}
export { headers, meta } from "../pages/route-exports";
export const ErrorBoundary = RouteErrorBoundary;

export default function SettingsRoute() {
  const view = useLoaderData<typeof loader>();
  return <SettingsPage {...view} />;
}
