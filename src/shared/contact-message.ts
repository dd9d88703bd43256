/**
 * What the contact form and every host's endpoint agree on: the fields and their limits, the endpoint, the notices.
 * The schema a message must pass is the endpoint's (server/messages/contact-schema.ts): the form in the browser
 * leaves the last word to it, so no schema library travels with the form.
 */

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Where a site with contact delivery takes messages (a POST from the form, with or without JavaScript). */
export const CONTACT_ENDPOINT = "/api/contact";

/** Where the form asks for a proof-of-work challenge (GET), beside the contact endpoint, on every host that takes messages. */
export const CHALLENGE_ENDPOINT = "/api/challenge";

/**
 * The bytes one UTF-16 unit of a field can take in a form posted without JavaScript: a character of the Basic
 * Multilingual Plane is up to 3 bytes of UTF-8, each written %XX. The form's limits count UTF-16 units.
 */
const URL_ENCODED_BYTES_PER_UNIT = 9;
/** Room for everything beside the fields' text: their names, the language, the hidden field, a proof. */
const BODY_OVERHEAD_BYTES = 4096;

/**
 * The largest body the endpoint takes, on every host (nginx is told it too), sized so that the form's fields at their
 * limits fit in any script, Chinese or Finnish as well as English; a longer one is refused (413) and not read on.
 * Whole kilobytes, as nginx is told it.
 */
export const MAX_BODY_BYTES =
  Math.ceil(
    ((CONTACT_LIMITS.name + CONTACT_LIMITS.email + CONTACT_LIMITS.message) * URL_ENCODED_BYTES_PER_UNIT +
      BODY_OVERHEAD_BYTES) /
      1024,
  ) * 1024;

/**
 * The most nginx passes on to the endpoint: past MAX_BODY_BYTES, so that the endpoint refuses a longer body itself
 * (a form gets its page back, filled in), where nginx's refusal would be a page of its own.
 */
export const MAX_REQUEST_BYTES = 2 * MAX_BODY_BYTES;

/**
 * A field that people never see or fill: a message that fills it is held as a robot's. Its name is one that no
 * browser's autofill or password manager takes for a field of theirs (unlike `website`, which some fill).
 */
export const HONEYPOT_FIELD = "leave-empty";

/** The proof of work the form's script sends with a message (server/messages/proof-of-work.ts). */
export const PROOF_FIELD = "proof";

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

/** A message as the visitor wrote it, trimmed. */
export type ContactMessage = Record<ContactField, string>;
