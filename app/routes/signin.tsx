import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "../i18n/react";
import { currentReader } from "../auth/reader.server";
import { getSession } from "../auth/session.server";
import { signInAction, signInReturnPath, viewForSession } from "../auth/sign-in.server";
import { signInPageUrl, type SignInAnswer, type SignInIntent } from "../auth/sign-in-view";
import { SignInSteps } from "../components/sign-in/sign-in-steps";
import * as styles from "../components/sign-in/sign-in.css";
import { getEnv } from "../config/env.server";
import { href } from "../i18n/language";
import { messagesFor } from "../i18n/resources";

/**
 * /signin and /tamil/signin (requirements §4 sign-in, issue 6): the two steps as a page that works without
 * JavaScript. The header's dialog posts to the same action. The page shows the reader's own number,
 * so it is never cached, and it is not for search engines.
 */
const PERSONAL = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = context.language;
  const back = signInReturnPath(url.searchParams.get("redirectTo"), lang);
  const { reader, setCookie } = await currentReader(request);
  // Already signed in (a second tab, the back button): nothing to do here.
  if (reader.signedIn) throw redirect(back, { status: 303, headers: PERSONAL });
  const messages = messagesFor(lang);
  const googleClientId = getEnv().GOOGLE_CLIENT_ID ?? null;
  return data(
    {
      lang,
      back,
      view: viewForSession(await getSession(request)),
      googleClientId,
      title: `${messages.signIn.title} | ${messages.site.name}`,
      // Only what is offered: no Google without a client id.
      description: googleClientId ? messages.signIn.description : messages.signIn.descriptionPhoneOnly,
    },
    { headers: setCookie ? { ...PERSONAL, "Set-Cookie": setCookie } : PERSONAL },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await signInAction(request, context);
  const headers = new Headers(outcome.headers);
  for (const cookie of outcome.moreCookies ?? []) headers.append("Set-Cookie", cookie);
  if (outcome.kind === "redirect") return redirect(outcome.location, { status: 303, headers });
  headers.set("X-Robots-Tag", "noindex");
  return data(outcome.answer, { status: outcome.status, headers });
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.title ?? "Sign in" },
  ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
  { name: "robots", content: "noindex" },
];

export { pageRevalidation as shouldRevalidate } from "../pages/revalidation";

export default function SignInPage() {
  const { t } = useTranslation();
  const { lang, back, view: loaded, googleClientId } = useLoaderData<typeof loader>();
  const answer = useActionData<SignInAnswer>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = signInPageUrl(href(lang, "/signin"), back);
  const view = answer && answer.step !== "done" ? answer : loaded;
  const pending =
    navigation.state !== "idle" && navigation.formAction?.split("?")[0] === href(lang, "/signin")
      ? (navigation.formData?.get("intent") as SignInIntent | null)
      : null;
  const google = (credential: string) => submit({ intent: "google", credential, redirectTo: back }, { method: "post", action });
  return (
    <section className={styles.page} aria-labelledby="signin-heading">
      <h1 id="signin-heading" className={styles.heading}>
        {t("signIn.heading")}
      </h1>
      <SignInSteps
        key={JSON.stringify(view)}
        lang={lang}
        view={view}
        redirectTo={back}
        pending={pending}
        idPrefix="signin"
        googleClientId={googleClientId}
        onGoogleCredential={google}
      />
    </section>
  );
}
