/** The city picker's way to POST /city-preference with JavaScript (components/city/city-picker.tsx). */
import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { action, CityPreferenceResult } from "./city-preference.server";

/**
 * The enhanced control's way in: a failure on the way (a phone losing signal, a
 * proxy's error page) becomes a message beside the control instead of the whole
 * page's error boundary. Redirects (the plain form's answer) pass through.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<CityPreferenceResult> {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, reason: "network" };
  }
}
