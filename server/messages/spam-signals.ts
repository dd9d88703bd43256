/**
 * The signs that a contact message comes from a robot rather than a person. A message that shows any of them is
 * held: stored like any other and answered the same (a robot learns nothing), but never forwarded until the operator
 * releases it (`npm run inbox -- release <id>`). docs/contact-messages.md names each reason.
 */
import type { ContactMessage } from "../../src/contact-message.ts";
import type { ProofVerdict } from "./proof-of-work.ts";

export type HeldReason = "honeypot" | "no-proof" | "invalid-proof" | "expired-proof" | "replayed-proof" | "repeated-text" | "links" | "link-in-name";

/** How far back the same text from other addresses is looked for. */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/** How many other addresses may have sent a text in that window before the next one that sends it is held. */
export const REPEAT_SENDERS = 2;
/** The most links a person writes in a contact message. */
export const MOST_LINKS = 2;

const LINK = /\bhttps?:\/\/|\bwww\./gi;

export const linksIn = (text: string) => text.match(LINK)?.length ?? 0;

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
  /** Sent by the form's script (JSON), which always sends a proof; a plain form post has none to send. */
  fromScript: boolean;
  proof: ProofVerdict;
  /** How many other addresses sent the same text in the last REPEAT_WINDOW_MS. */
  otherSenders: number;
};

/** Why a message is held: none for a message that shows no sign of a robot. */
export function heldReasons({ message, honeypot, fromScript, proof, otherSenders }: Signals): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (honeypot) reasons.push("honeypot");
  // A form post has no proof to send; one that sends a bad proof all the same is no person's form.
  if (proof !== "valid" && (fromScript || proof !== "none")) reasons.push(PROOF_REASONS[proof]);
  if (otherSenders >= REPEAT_SENDERS) reasons.push("repeated-text");
  if (linksIn(message.message) > MOST_LINKS) reasons.push("links");
  if (linksIn(message.name) > 0) reasons.push("link-in-name");
  return reasons;
}
