/**
 * The schema every host's endpoint checks a contact message against before storing it (zod's mini build). The form
 * in the browser checks only what the browser itself knows (an empty or too long field, an address it cannot read)
 * and shows the endpoint's answer for the rest.
 */
import * as z from "zod/mini";
import { CONTACT_LIMITS, type ContactField, type ContactMessage, type FieldError } from "#shared/contact-message.ts";

// No control character in the name or the address: a line break could start a header of the forwarded email, and an
// escape sequence or a carriage return would act on the operator's terminal in the inbox's list.
const noControl = z.refine<string>((value) => !/\p{Cc}/u.test(value), { error: "invalid" });

const contactMessageSchema = z.object({
  name: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(CONTACT_LIMITS.name, "tooLong"), noControl),
  email: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(CONTACT_LIMITS.email, "tooLong"),
      noControl,
      z.email({ error: "invalid" }),
    ),
  message: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(CONTACT_LIMITS.message, "tooLong")),
});

export type CheckedMessage =
  { ok: true; message: ContactMessage } | { ok: false; fields: Partial<Record<ContactField, FieldError>> };

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
