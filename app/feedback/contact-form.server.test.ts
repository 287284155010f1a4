import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact-fields";
import { normalisePhone, parseContactForm } from "./contact-form.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { name: "Valli", email: "valli@example.com", phone: "", subject: "news-tip", message: "The street lights on our road are out." };

describe("the contact form's rules", () => {
  it("accepts a message with a name, an email address, a subject and 10+ characters", () => {
    const parsed = parseContactForm(form(valid));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.message).toEqual({ name: "Valli", email: "valli@example.com", subject: "news-tip", message: valid.message });
    expect(parsed.spam).toBe(false);
  });

  it("accepts a 10-digit mobile number instead of an email address, written with spaces or +91", () => {
    for (const phone of ["9840012345", "98400 12345", "98400-12345", "+91 98400 12345", "098400 12345"]) {
      const parsed = parseContactForm(form({ ...valid, email: "", phone }));
      expect(parsed.ok, phone).toBe(true);
      if (parsed.ok) expect(parsed.message.phone).toBe("9840012345");
    }
  });

  it("asks for an email address or a phone number when both are empty", () => {
    const parsed = parseContactForm(form({ ...valid, email: "  ", phone: "" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual({ reach: "contactRequired" });
  });

  it("names every problem of an empty form, and keeps what was typed", () => {
    const parsed = parseContactForm(form({ name: " ", email: "not-an-email", phone: "12345", subject: "bribe", message: "short" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      phone: "phoneInvalid",
      subject: "subjectInvalid",
      message: "messageTooShort",
    });
    expect(parsed.values).toEqual({ name: " ", email: "not-an-email", phone: "12345", subject: "bribe", message: "short" });
  });

  it("treats missing fields as empty ones", () => {
    const parsed = parseContactForm(new FormData());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["message", "name", "reach"]);
  });

  it("counts the message without its surrounding spaces, and a line break as one character", () => {
    expect(parseContactForm(form({ ...valid, message: "   123456789   " })).ok).toBe(false);
    expect(parseContactForm(form({ ...valid, message: "1234567890" })).ok).toBe(true);
    const atLimit = "a\r\n".repeat(CONTACT_LIMITS.messageMax / 2);
    expect(parseContactForm(form({ ...valid, message: atLimit })).ok).toBe(true);
    const over = parseContactForm(form({ ...valid, message: "அ".repeat(CONTACT_LIMITS.messageMax + 1) }));
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.errors.message).toBe("messageTooLong");
  });

  it("accepts a Tamil message and a Tamil name", () => {
    const parsed = parseContactForm(form({ ...valid, name: "வள்ளி", message: "எங்கள் தெருவில் மின்விளக்கு எரியவில்லை." }));
    expect(parsed.ok).toBe(true);
  });

  it("limits the name to 100 characters", () => {
    const parsed = parseContactForm(form({ ...valid, name: "x".repeat(CONTACT_LIMITS.nameMax + 1) }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.name).toBe("nameTooLong");
  });

  it("leaves the subject out when none was chosen", () => {
    const parsed = parseContactForm(form({ ...valid, subject: "" }));
    expect(parsed.ok && parsed.message.subject).toBeUndefined();
  });

  it("marks a filled honeypot field as spam", () => {
    const parsed = parseContactForm(form({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(parsed.ok && parsed.spam).toBe(true);
  });

  it("normalises phone numbers only as far as people write them", () => {
    expect(normalisePhone("+91 98400-12345")).toBe("9840012345");
    // A Chennai landline with its trunk 0 is 10 digits too, as the country's numbering plan has it.
    expect(normalisePhone("044 2441 1234")).toBe("4424411234");
    expect(normalisePhone("+91 12345")).toBe("+9112345");
  });
});
