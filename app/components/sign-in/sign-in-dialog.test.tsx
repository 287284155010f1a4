// @vitest-environment jsdom
/**
 * The sign-in dialog says only what it offers: "or Google account" when the site has a Google client id
 * (GOOGLE_CLIENT_ID, the root loader's `googleClientId`), the mobile number alone when it has none.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { StringsSourceProvider, TranslationProvider } from "../../i18n/react";
import { en } from "../../i18n/locales/en";
import { ta } from "../../i18n/locales/ta";
import { resources } from "../../i18n/resources";
import type { Language } from "../../i18n/language";
import { SignInDialog } from "./sign-in-dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderDialog(lang: Language, googleClientId: string | null) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/*",
      loader: () => ({ googleClientId }),
      Component: () => <SignInDialog lang={lang} open onOpenChange={() => {}} redirectTo="/" onSignedIn={() => {}} returnFocusTo={createRef<HTMLElement>()} />,
    },
  ]);
  return render(
    <StringsSourceProvider value={(language) => resources[language].translation}>
      <TranslationProvider lang={lang}>
        <Stub initialEntries={[lang === "ta" ? "/tamil" : "/"]} />
      </TranslationProvider>
    </StringsSourceProvider>,
  );
}

afterEach(cleanup);

describe("the sign-in dialog's description", () => {
  for (const [lang, messages] of [
    ["en", en],
    ["ta", ta],
  ] as const) {
    it(`names Google only when Google sign-in is configured (${lang})`, async () => {
      renderDialog(lang, null);
      const dialog = await screen.findByRole("dialog");
      expect(dialog.textContent).toContain(messages.signIn.dialogDescriptionPhoneOnly);
      expect(dialog.textContent).not.toContain("Google");
      cleanup();

      renderDialog(lang, "kural-test.apps.googleusercontent.com");
      expect((await screen.findByRole("dialog")).textContent).toContain(messages.signIn.dialogDescription);
    });
  }
});
