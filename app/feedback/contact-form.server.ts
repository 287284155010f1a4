/**
 * The contact form's rules (zod), shared by the action and its tests. Messages are keys under
 * `contactForm.errors` in the locale files, so the page answers in its own language.
 */
import { z } from "zod";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  HONEYPOT_FIELD,
  type ContactErrorField,
  type ContactErrorKey,
  type ContactMessage,
  type ContactValues,
} from "./contact-fields";

const optional = (value: string) => (value === "" ? undefined : value);

/** Spaces and hyphens are how people write numbers; +91 or a leading 0 is how some write a mobile number. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, "").replace(/^(?:\+91|0)(?=\d{10}$)/, "");
}

const contactSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "nameRequired" satisfies ContactErrorKey)
      .max(CONTACT_LIMITS.nameMax, "nameTooLong" satisfies ContactErrorKey),
    email: z
      .string()
      .trim()
      .transform(optional)
      .pipe(
        z
          .string()
          .max(CONTACT_LIMITS.emailMax, "emailInvalid")
          .email("emailInvalid" satisfies ContactErrorKey)
          .optional(),
      ),
    phone: z
      .string()
      .transform((value) => optional(normalisePhone(value)))
      .pipe(
        z
          .string()
          .regex(/^\d{10}$/, "phoneInvalid" satisfies ContactErrorKey)
          .optional(),
      ),
    subject: z
      .string()
      .transform(optional)
      .pipe(z.enum(CONTACT_SUBJECTS, { message: "subjectInvalid" satisfies ContactErrorKey }).optional()),
    message: z
      .string()
      // Browsers send line breaks as CR LF; count them once, as the textarea's maxlength does.
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(CONTACT_LIMITS.messageMin, "messageTooShort" satisfies ContactErrorKey)
          .max(CONTACT_LIMITS.messageMax, "messageTooLong" satisfies ContactErrorKey),
      ),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.phone === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reach"], message: "contactRequired" satisfies ContactErrorKey });
    }
  });

export type ContactParse =
  | { ok: true; message: ContactMessage; spam: boolean; values: ContactValues }
  | { ok: false; values: ContactValues; errors: Partial<Record<ContactErrorField, ContactErrorKey>> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function parseContactForm(form: FormData): ContactParse {
  const values: ContactValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    subject: text(form, "subject"),
    message: text(form, "message"),
  };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ContactErrorField, ContactErrorKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactErrorField;
      errors[field] ??= issue.message as ContactErrorKey;
    }
    return { ok: false, values, errors };
  }
  return { ok: true, message: parsed.data, spam: text(form, HONEYPOT_FIELD) !== "", values };
}
