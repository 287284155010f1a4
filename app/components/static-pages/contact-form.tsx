import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/react";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  HONEYPOT_FIELD,
  type ContactErrorField,
  type ContactErrorKey,
  type ContactSubject,
  type ContactValues,
} from "../../feedback/contact-fields";
import type { Messages } from "../../i18n/locales/en";
import { href, type Language } from "../../i18n/language";
import * as styles from "../common/form.css";

export type ContactFormState =
  | { status: "invalid"; values: ContactValues; errors: Partial<Record<ContactErrorField, ContactErrorKey>> }
  | { status: "limited"; values: ContactValues; retryAfterMinutes: number }
  | { status: "failed"; values: ContactValues };

const SUBJECT_LABELS: Record<ContactSubject, keyof Messages["contactForm"]> = {
  "news-tip": "subjectNewsTip",
  correction: "subjectCorrection",
  advertising: "subjectAdvertising",
  other: "subjectOther",
};

/** Field order, for the error summary (it lists problems in the order the reader meets them). */
const ERROR_ORDER: { field: ContactErrorField; target: string }[] = [
  { field: "name", target: "contact-name" },
  { field: "reach", target: "contact-email" },
  { field: "email", target: "contact-email" },
  { field: "phone", target: "contact-phone" },
  { field: "subject", target: "contact-subject" },
  { field: "message", target: "contact-message" },
];

const EMPTY: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** Space-separated ids for aria-describedby, skipping the absent ones. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

/**
 * The contact form (requirements §1 Contact page). A real POST form: without JavaScript the server answers with
 * this same form, the reader's input and a message per field (400), or the confirmation after a redirect;
 * with JavaScript Remix submits it without a reload and the same answers come back.
 */
export function ContactForm({ lang, state }: { lang: Language; state: ContactFormState | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const action = href(lang, "/contact");
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const values = state?.values ?? EMPTY;
  const errors = state?.status === "invalid" ? state.errors : {};
  const alertRef = useRef<HTMLDivElement>(null);

  // With JavaScript the answer arrives without a page load: move focus to it, as a new page would.
  useEffect(() => {
    if (state) alertRef.current?.focus();
  }, [state]);

  const error = (field: ContactErrorField) => errors[field];
  const errorId = (field: ContactErrorField) => (errors[field] ? `contact-${field}-error` : undefined);
  const problems = ERROR_ORDER.filter(({ field }) => errors[field]);

  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t("contactForm.heading")}</h2>
      {state?.status === "limited" || state?.status === "failed" ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the answer is a new page: the reader starts at what went wrong
        <div ref={alertRef} className={styles.summary} role="alert" tabIndex={-1} autoFocus>
          <p>{state.status === "limited" ? t("contactForm.rateLimited", { count: state.retryAfterMinutes }) : t("contactForm.failed")}</p>
        </div>
      ) : null}
      {problems.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- as above
        <div ref={alertRef} className={styles.summary} role="alert" tabIndex={-1} autoFocus aria-labelledby="contact-error-summary">
          <p id="contact-error-summary">{t("contactForm.errorSummary")}</p>
          <ul>
            {problems.map(({ field, target }) => (
              <li key={field}>
                <a href={`#${target}`}>{t(`contactForm.errors.${error(field)!}`)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* noValidate: the server checks everything and answers in the page's language, not the browser's. */}
      <Form method="post" action={action} className={styles.form} noValidate>
        <div className={styles.field}>
          <label htmlFor="contact-name" className={styles.label}>
            {t("contactForm.name")}
          </label>
          {error("name") ? (
            <p id={errorId("name")} className={styles.error}>
              {t(`contactForm.errors.${error("name")!}`)}
            </p>
          ) : null}
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values.name}
            aria-invalid={error("name") ? true : undefined}
            aria-describedby={errorId("name")}
            className={styles.input}
          />
        </div>

        <fieldset className={styles.fieldset} aria-describedby={describedBy("contact-reach-hint", errorId("reach"))}>
          <legend className={styles.legend}>{t("contactForm.reachLegend")}</legend>
          <p id="contact-reach-hint" className={styles.hint}>
            {t("contactForm.reachHint")}
          </p>
          {error("reach") ? (
            <p id={errorId("reach")} className={styles.error}>
              {t(`contactForm.errors.${error("reach")!}`)}
            </p>
          ) : null}
          <div className={styles.field}>
            <label htmlFor="contact-email" className={styles.label}>
              {t("contactForm.email")}
            </label>
            {error("email") ? (
              <p id={errorId("email")} className={styles.error}>
                {t(`contactForm.errors.${error("email")!}`)}
              </p>
            ) : null}
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.emailMax}
              defaultValue={values.email}
              aria-invalid={error("email") || error("reach") ? true : undefined}
              aria-describedby={describedBy(errorId("email"), errorId("reach"))}
              className={styles.input}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-phone" className={styles.label}>
              {t("contactForm.phone")}
            </label>
            {error("phone") ? (
              <p id={errorId("phone")} className={styles.error}>
                {t(`contactForm.errors.${error("phone")!}`)}
              </p>
            ) : null}
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
              maxLength={16}
              defaultValue={values.phone}
              aria-invalid={error("phone") || error("reach") ? true : undefined}
              aria-describedby={describedBy(errorId("phone"), errorId("reach"))}
              className={styles.input}
            />
          </div>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor="contact-subject" className={styles.label}>
            {t("contactForm.subject")}
          </label>
          {error("subject") ? (
            <p id={errorId("subject")} className={styles.error}>
              {t(`contactForm.errors.${error("subject")!}`)}
            </p>
          ) : null}
          <select
            id="contact-subject"
            name="subject"
            defaultValue={values.subject}
            aria-invalid={error("subject") ? true : undefined}
            aria-describedby={errorId("subject")}
            className={styles.input}
          >
            <option value="">{t("contactForm.subjectNone")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contactForm.${SUBJECT_LABELS[subject]}`)}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.field}>
          <label htmlFor="contact-message" className={styles.label}>
            {t("contactForm.message")}
          </label>
          <p id="contact-message-hint" className={styles.hint}>
            {t("contactForm.messageHint")}
          </p>
          {error("message") ? (
            <p id={errorId("message")} className={styles.error}>
              {t(`contactForm.errors.${error("message")!}`)}
            </p>
          ) : null}
          <textarea
            id="contact-message"
            name="message"
            required
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.messageMax}
            rows={8}
            defaultValue={values.message}
            aria-invalid={error("message") ? true : undefined}
            aria-describedby={describedBy("contact-message-hint", errorId("message"))}
            className={styles.textarea}
          />
        </div>

        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{t("contactForm.honeypot")}</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <button type="submit" className={styles.button} disabled={sending}>
          {sending ? t("contactForm.sending") : t("contactForm.send")}
        </button>
      </Form>
    </section>
  );
}

/**
 * What a reader sees after sending (POST → 303 → GET /contact?sent=1), under the page's title (issue 29). Its heading
 * takes focus: with JavaScript from the effect, without it from `autofocus`, as the error summary does.
 */
export function ContactSent({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.confirmation} role="status" aria-labelledby="contact-sent-heading">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the confirmation is a new page: the reader starts at it */}
      <h2 id="contact-sent-heading" ref={headingRef} tabIndex={-1} autoFocus>
        {t("contactForm.sentTitle")}
      </h2>
      <p>{t("contactForm.sent")}</p>
      <Link to={href(lang, "/contact")}>{t("contactForm.sendAnother")}</Link>
    </section>
  );
}
