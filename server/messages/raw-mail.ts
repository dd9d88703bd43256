/**
 * A forwarded contact message as the raw RFC 5322 text that Cloudflare's send_email binding takes (the Node
 * server has nodemailer for this). Plain text only. The visitor's name reaches two headers (Reply-To and
 * Subject): the form's schema already refuses a line break in it, and anything beyond printable ASCII is sent
 * as RFC 2047 encoded-words, so no name can start a header of its own.
 */
import type { Mail } from "./contact-outbox.ts";

const CRLF = "\r\n";
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** 39 bytes give a word of 64 characters: under RFC 2047's 75, and with its header's name under 78 a line. */
const WORD_BYTES = 39;

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 encoded-words, split between characters (never inside one), folded onto continuation lines. */
function encodedWords(value: string): string {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk = "";
  for (const character of value) {
    if (encoder.encode(chunk + character).length > WORD_BYTES) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join(`${CRLF} `);
}

const headerText = (value: string) => (PRINTABLE_ASCII.test(value) ? value : encodedWords(value));

/** A display name: a quoted string when it is printable ASCII, encoded-words otherwise. */
function mailbox(name: string, address: string): string {
  const display = PRINTABLE_ASCII.test(name) ? `"${name.replace(/[\\"]/g, "\\$&")}"` : encodedWords(name);
  return `${display} <${address}>`;
}

/** RFC 5322's date, with a numeric zone (toUTCString says "GMT", which RFC 5322 keeps only as obsolete). */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, "+0000");

export function rawMail(mail: Mail, fromName: string, date: Date): string {
  const body = base64(new TextEncoder().encode(mail.text.replace(/\r?\n/g, CRLF)));
  return [
    `From: ${mailbox(fromName, mail.from)}`,
    `To: <${mail.to}>`,
    `Reply-To: ${mailbox(mail.replyTo.name, mail.replyTo.address)}`,
    `Subject: ${headerText(mail.subject)}`,
    `Message-ID: ${mail.messageId}`,
    `Date: ${mailDate(date)}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    // Base64 lines of 76 characters, as MIME asks.
    ...(body.match(/.{1,76}/g) ?? []),
    "",
  ].join(CRLF);
}
