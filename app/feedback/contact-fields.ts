/**
 * The contact form's fields and limits, without the validation library: the form component imports
 * this, so zod stays on the server (contact-form.server.ts holds the rules).
 */
export const CONTACT_SUBJECTS = ["news-tip", "correction", "advertising", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ContactErrorKey =
  "nameRequired" | "nameTooLong" | "emailInvalid" | "phoneInvalid" | "contactRequired" | "subjectInvalid" | "messageTooShort" | "messageTooLong";

/** Where a message shows: beside its field, or beside the email/phone pair ("reach"). */
export type ContactErrorField = "name" | "email" | "phone" | "reach" | "subject" | "message";

/** What the reader typed, as typed, to put back into the form. */
export type ContactValues = { name: string; email: string; phone: string; subject: string; message: string };

export type ContactMessage = {
  name: string;
  email?: string;
  phone?: string;
  subject?: ContactSubject;
  message: string;
};
