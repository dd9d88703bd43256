/**
 * The signs that a contact message comes from a robot rather than a person. A message that shows any of them is
 * held: stored like any other and answered the same (a robot learns nothing), but never forwarded until the operator
 * releases it (`npm run inbox -- release <id>`). docs/contact-messages.md names each reason.
 */
import type { ContactMessage } from "#shared/contact-message.ts";
import type { ProofVerdict } from "#server/messages/proof-of-work.ts";

export type HeldReason =
  | "honeypot"
  | "no-proof"
  | "no-javascript"
  | "invalid-proof"
  | "expired-proof"
  | "replayed-proof"
  | "repeated-text"
  | "links"
  | "link-in-name";

/** How far back the same text from other addresses is looked for. */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/**
 * How many other addresses may have sent a text in that window before the next one that sends it is held. Only the
 * messages that were forwarded (or are on their way, or were released) count: a held robot's cannot make a person's
 * text look repeated.
 */
export const REPEAT_SENDERS = 2;
/**
 * The shortest text that can be a robot's template, in the characters of its words (punctuation, emoji and spaces
 * between words left out): what people write alike, "Hello", "Thank you!", "Kiitos paljon!", is shorter, and is never
 * held for being repeated. Measured on the bot battery's campaigns and the people's messages of
 * scripts/people-messages.ts (docs/contact-messages.md).
 */
export const TEMPLATE_LENGTH = 40;
/** The most links a person writes in a contact message. */
export const MOST_LINKS = 2;

/** A link: its scheme or its `www.`, then the rest of the address up to a space or a character no address holds. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;

/**
 * How many addresses the text links to, each counted once: `https://www.peluuri.fi` is one link, not two, and the same
 * address written twice (or with and without its scheme, `www.` or a last slash) is one.
 */
export function linksIn(text: string): number {
  const addresses = (text.match(LINK) ?? []).map((link) =>
    link
      .toLowerCase()
      .replace(/[.,;:!?)\]}]+$/u, "")
      .replace(/^https?:\/\//u, "")
      .replace(/^www\./u, "")
      .replace(/\/$/u, ""),
  );
  return new Set(addresses).size;
}

/** The text's length in the characters of its words, each word separated by one space. */
export const wordLength = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).join(" ").length;

/** Whether a text is long enough to be a template, so that its being sent from address after address tells. */
export const isTemplateLength = (text: string) => wordLength(text) >= TEMPLATE_LENGTH;

const PROOF_REASONS: Record<Exclude<ProofVerdict, "valid">, HeldReason> = {
  none: "no-proof",
  invalid: "invalid-proof",
  expired: "expired-proof",
  replayed: "replayed-proof",
};

export type Signals = {
  message: ContactMessage;
  /** Whether the hidden field came back with anything in it. */
  honeypot: boolean;
  /** Sent by the form's script (JSON), which always sends a proof; a plain form post, without JavaScript, has none. */
  fromScript: boolean;
  proof: ProofVerdict;
  /** How many other addresses sent the same text in the last REPEAT_WINDOW_MS, among the messages not held. */
  otherSenders: number;
};

/** Why a message is held: none for a message that shows no sign of a robot. */
export function heldReasons({ message, honeypot, fromScript, proof, otherSenders }: Signals): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (honeypot) reasons.push("honeypot");
  // Every message without a valid proof is weighed the same way, whatever its encoding: a form posted without
  // JavaScript has none to send, as a robot's script has none, so it is held and the operator is told of it by the
  // day's report (held-report.ts), where a person's is released. Named apart, so the operator knows which to look at.
  if (proof === "none" && !fromScript) reasons.push("no-javascript");
  else if (proof !== "valid") reasons.push(PROOF_REASONS[proof]);
  if (otherSenders >= REPEAT_SENDERS && isTemplateLength(message.message)) reasons.push("repeated-text");
  if (linksIn(message.message) > MOST_LINKS) reasons.push("links");
  if (linksIn(message.name) > 0) reasons.push("link-in-name");
  return reasons;
}
