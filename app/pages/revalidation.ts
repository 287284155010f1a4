import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A preference switched with JavaScript (the theme) changes nothing a loader
 * returns that the page does not already show: no loader needs to run again.
 * Page routes export this as their `shouldRevalidate`.
 */
export const skipRevalidationForPreferences: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/theme" ? false : defaultShouldRevalidate;
