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
 * How many other addresses may have sent a text in that window before the next one that sends it is held. The copies
 * sent before it look like a person's message on arrival, so they are not forwarded at once: each waits the hold-back
 * (CONTACT_HOLD_BACK_SECONDS), and the copy that is held holds the ones still waiting with it (contact-sql.ts,
 * HOLD_REPEATS_SQL). Only the messages not held (forwarded, on their way, or released), and those held for their
 * repetition alone, count: a robot's held for any other sign cannot make a person's text look repeated, nor hold it.
 */
export const REPEAT_SENDERS = 2;

/**
 * How long a message that could be a template waits for its first delivery attempt, by default: long enough for a farm
 * sending one text from address after address to send the copies that tell (its copies come seconds apart), short
 * beside the hours a person waits for an answer by email. Within the window, so that every copy waiting is found.
 */
export const DEFAULT_HOLD_BACK_SECONDS = 300;
const LONGEST_HOLD_BACK_SECONDS = REPEAT_WINDOW_MS / 1000;

/** CONTACT_HOLD_BACK_SECONDS: the hold-back in milliseconds, given as a whole number of seconds, 0 for none. */
export function holdBackFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_HOLD_BACK_SECONDS * 1000;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > LONGEST_HOLD_BACK_SECONDS) {
    throw new Error(
      `CONTACT_HOLD_BACK_SECONDS: expected a whole number of seconds from 0 to ${LONGEST_HOLD_BACK_SECONDS}, got ${JSON.stringify(value)}`,
    );
  }
  return seconds * 1000;
}
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

/**
 * Whether a message is held for its text's repetition and nothing else: it paid its proof and shows no other sign, so
 * it counts as a sender of its text and holds the copies still waiting. One held for another sign as well does neither:
 * a robot that sends people's words without a proof must not hold the people's messages.
 */
export const heldForRepetitionAlone = (reasons: readonly string[]) =>
  reasons.length === 1 && reasons[0] === "repeated-text";

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
  /**
   * How many other addresses sent the same text in the last REPEAT_WINDOW_MS, among the messages not held and those
   * held for the repetition alone.
   */
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
