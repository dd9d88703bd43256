/**
 * What a contact message is, in one definition: the form checks it before sending, and every host's endpoint
 * checks it again before storing. zod's mini build, since it travels to the browser with the form.
 */
import * as z from "zod/mini";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Where a site with contact delivery takes messages (a POST from the form, with or without JavaScript). */
export const CONTACT_ENDPOINT = "/api/contact";

/** The largest body the endpoint takes, on every host (nginx is told it too); a longer one is refused (413) unread. */
export const MAX_BODY_BYTES = 32 * 1024;

/** A field that people never see or fill: a message that fills it is from a robot. */
export const HONEYPOT_FIELD = "website";

/**
 * The ids of the contact page's notices for a form sent without JavaScript: the endpoint's redirect names the
 * first in its #fragment; it reveals one of the others in the page it answers a refused message with.
 */
export const NOTICE = {
  sent: "message-sent",
  invalid: "contact-error-invalid",
  rateLimited: "contact-error-rate-limited",
  unavailable: "contact-error-unavailable",
} as const;

/** Why a field was refused; the form words each in the page's language. */
export type FieldError = "required" | "tooLong" | "invalid";

export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

// A line break in the name or the address could start a header of the forwarded email.
const oneLine = z.refine<string>((value) => !/[\r\n]/.test(value), { error: "invalid" });

export const contactMessageSchema = z.object({
  name: z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.maxLength(CONTACT_LIMITS.name, "tooLong"), oneLine),
  email: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(CONTACT_LIMITS.email, "tooLong"), oneLine, z.email({ error: "invalid" })),
  message: z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.maxLength(CONTACT_LIMITS.message, "tooLong")),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type CheckedMessage = { ok: true; message: ContactMessage } | { ok: false; fields: Partial<Record<ContactField, FieldError>> };

/** The message, trimmed, or the first reason each refused field was refused. */
export function checkContactMessage(input: unknown): CheckedMessage {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const fields: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    fields[field] ??= issue.message as FieldError;
  }
  return { ok: false, fields };
}
