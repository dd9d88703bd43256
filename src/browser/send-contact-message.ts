/**
 * Posts a message from the contact form to the site's endpoint, as JSON, and says how it went in terms the
 * form can word in the page's language. Never throws: a lost connection is an outcome like any other.
 */
import { CONTACT_ENDPOINT, type ContactField, type FieldError } from "#shared/contact-message.ts";

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; fields: Partial<Record<ContactField, FieldError>> }
  | { ok: false; reason: "rateLimited" | "unavailable" | "network" | "failed" };

export async function sendContactMessage(values: Record<string, unknown>): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, reason: "rateLimited" };
  // The site could not store the message (its disk full, say): nothing was kept, and it may work later.
  if (response.status === 503) return { ok: false, reason: "unavailable" };
  const answer = (await response.json().catch(() => ({}))) as {
    error?: string;
    fields?: Partial<Record<ContactField, FieldError>>;
  };
  if (response.status === 400 && answer.error === "invalid" && answer.fields)
    return { ok: false, reason: "invalid", fields: answer.fields };
  return { ok: false, reason: "failed" };
}
