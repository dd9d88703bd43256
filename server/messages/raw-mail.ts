/**
 * A forwarded contact message as the raw RFC 5322 text that Cloudflare's send_email binding takes (the Node server
 * has nodemailer for this), made by mimetext, as Cloudflare's Email Workers documentation makes its messages (its
 * browser build: the Worker has no Node built-ins). Plain text only, the body in base64. The visitor's name reaches two
 * headers (Reply-To and Subject): the form's schema already refuses a line break in it, and mimetext writes both as
 * RFC 2047 encoded-words, so no name can start a header of its own or add an address.
 */
import { Mailbox, createMimeMessage } from "mimetext/browser";
import type { Mail } from "#server/messages/contact-outbox.ts";

/** RFC 5322's date, with a numeric zone (toUTCString says "GMT", which RFC 5322 keeps only as obsolete). */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, "+0000");

/** The text's UTF-8 bytes in base64, in lines of 76 characters, as MIME asks. */
function base64Lines(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

export function rawMail(mail: Mail, fromName: string, date: Date): string {
  const message = createMimeMessage();
  message.setSender({ name: fromName, addr: mail.from });
  message.setRecipient(mail.to);
  message.setHeader("Reply-To", new Mailbox({ name: mail.replyTo.name, addr: mail.replyTo.address }));
  message.setSubject(mail.subject);
  message.setHeader("Message-ID", mail.messageId);
  message.setHeader("Date", mailDate(date));
  message.addMessage({
    contentType: "text/plain",
    charset: "utf-8",
    encoding: "base64",
    data: base64Lines(mail.text.replace(/\r?\n/g, "\r\n")),
  });
  return `${message.asRaw()}\r\n`;
}
