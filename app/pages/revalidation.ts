/**
 * The one revalidation policy: when a route's loader runs again in the browser after a form or a
 * navigation. Each rule names a reason a page's data cannot have changed (false) or must be read
 * again (true); a rule that does not apply says null and the next one is asked. Each kind of page
 * exports the rules it is subject to, in order, as its `shouldRevalidate`; when none applies, Remix's
 * default stands.
 *
 * It is also where the browser decides the language of the page it goes to (decision 0042), from the next
 * URL as the server decides a request's: that decides whether the root (the shell, the strings) is loaded
 * again, and the root's data then carries the language to every component (`useLanguage`).
 */
import type { ShouldRevalidateFunction, ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { revalidateAfterComment } from "../comments/answers";
import { isEngagementAction } from "../engagement/actions";
import { hasStrings } from "../i18n/load-strings";
import { languageFromPath, type Language } from "../i18n/language";
import { pageStrings } from "../i18n/namespaces";

type Rule = (args: ShouldRevalidateFunctionArgs) => boolean | null;

/** A form that posts (a GET form is a navigation). */
export const isSubmission = (formMethod: string | undefined): boolean => Boolean(formMethod && formMethod.toUpperCase() !== "GET");

/** The theme switched with JavaScript changes nothing a loader returns that the page does not already show. */
const themeSwitch: Rule = ({ formAction }) => (formAction === "/theme" ? false : null);

/**
 * A text size chosen with JavaScript (issue 29 point 10) changes no page's own data; the root reloads (a form, as
 * `otherForm` says) so that its `textSize`, which the control and `<html data-text-size>` are drawn from, is the new one.
 */
const textSizeChoice: Rule = ({ formAction }) => (formAction === "/text-size" ? false : null);

/** A like or a save sent with JavaScript: its buttons show the answer themselves. */
const engagement: Rule = ({ formAction }) => (formAction !== undefined && isEngagementAction(formAction) ? false : null);

/**
 * A comment, reply or like sent with JavaScript shows its own answer and the live stream the rest,
 * unless the media service refused the session (then the reader is shown signed out).
 */
const commentAnswer: Rule = ({ formData, actionResult }) => revalidateAfterComment(formData, actionResult);

/** Any other form posted (sign in, sign out): the default, whatever the next rules would say. */
const otherForm: Rule = ({ formMethod, defaultShouldRevalidate }) => (isSubmission(formMethod) ? defaultShouldRevalidate : null);

/**
 * A form posted from a list page, whatever it does (theme, language, sign-in, a like), keeps the
 * same news: reloading would also drop the cards a reader appended with Load More.
 */
const formOnList: Rule = ({ formMethod, currentUrl, nextUrl }) => (isSubmission(formMethod) && currentUrl.href === nextUrl.href ? false : null);

/** The shell (menus, strings) is in the page's language: another language reloads it. */
const languageChange: Rule = ({ currentUrl, nextUrl }) => (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname) ? true : null);

/**
 * The next kind of page needs strings the browser has not met yet (decision 0010): the root reloads,
 * in the browser only (its clientLoader, app/pages/root.ts, fetches the strings and keeps the shell).
 * Otherwise a link keeps the shell as it is.
 */
const missingStrings: Rule = ({ nextUrl }) => !hasStrings(languageFromPath(nextUrl.pathname), pageStrings(nextUrl.pathname));

/**
 * The root reloads for strings alone: the next page is in the language on screen (`shown`), and needs
 * strings the browser has not met. Its clientLoader (app/pages/root.ts) then fetches those and keeps the shell.
 */
export const reloadsForStringsAlone = (shown: Language, nextUrl: URL): boolean =>
  languageFromPath(nextUrl.pathname) === shown && !hasStrings(shown, pageStrings(nextUrl.pathname));

function policy(...rules: Rule[]): ShouldRevalidateFunction {
  return (args) => {
    for (const rule of rules) {
      const answer = rule(args);
      if (answer !== null) return answer;
    }
    return args.defaultShouldRevalidate;
  };
}

/** Home and the sign-in page. */
export const pageRevalidation = policy(themeSwitch, textSizeChoice);
/** The news lists and search. */
export const listRevalidation = policy(formOnList);
/** The article: it shows its likes, saves and comments' answers itself. */
export const articleRevalidation = policy(themeSwitch, textSizeChoice, engagement, commentAnswer);
/** The root (the shell: header, menus, footer, strings): only for the language, a form, or strings it lacks. */
export const rootRevalidation = policy(themeSwitch, engagement, commentAnswer, otherForm, languageChange, missingStrings);
