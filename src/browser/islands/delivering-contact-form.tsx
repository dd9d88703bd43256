import { Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { primaryButton } from "#shared/primitives/button-styles.ts";
import { ContactDeliveryFields } from "#browser/islands/contact-delivery-fields.tsx";
import { ContactFields } from "#browser/islands/contact-fields.tsx";
import { Confirmation } from "#browser/islands/contact-confirmation.tsx";
import { NoScriptNotices, Problem } from "#browser/islands/contact-form-notices.tsx";
import { withErrorBoundary } from "#browser/islands/error-boundary.tsx";
import {
  CONTACT_ENDPOINT,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  type FieldError,
  HONEYPOT_FIELD,
  PROOF_FIELD,
} from "#shared/contact-message.ts";
import { useConfirmation } from "#browser/hooks/use-confirmation.ts";
import type { Messages } from "#shared/i18n/en.ts";
import { type Proof, isFresh, makeProof } from "#browser/proof-of-work.ts";
import { type SendOutcome, sendContactMessage } from "#browser/send-contact-message.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

type NotSent = Exclude<SendOutcome, { ok: true }>["reason"];

type DeliveringContactFormProps = {
  text: Messages["contactForm"];
  supportEmail: string;
  /** The page's language, sent with each message. */
  locale: string;
};

/**
 * What the browser can tell of each field before sending: empty once trimmed, too long, or an address it cannot
 * read. The endpoint checks the rest with its schema, and the form shows its answer the same way.
 */
function fieldErrorsOf(form: HTMLFormElement): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement;
    const value = input.value.trim();
    if (value === "") errors[field] = "required";
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = "tooLong";
    else if (input.validity.typeMismatch) errors[field] = "invalid";
  }
  return errors;
}

/**
 * The contact form of a site that delivers messages: posted to the endpoint as JSON with JavaScript, as a plain
 * form without. What the visitor typed stays in the fields unless the message was received. With JavaScript, a proof
 * of work goes with each message: begun on the visitor's first interaction with the form, so it is usually done by
 * the time they send; if not, the send button stays busy until it is.
 */
export function DeliveringContactForm({ text, supportEmail, locale }: DeliveringContactFormProps) {
  const { confirmed, confirm, dismiss } = useConfirmation();
  const [sending, setSending] = useState(false);
  const [notSent, setNotSent] = useState<NotSent>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const proof = useRef<Promise<Proof | undefined>>(undefined);

  const form = useRef<HTMLFormElement>(null);

  const startProof = () => {
    proof.current ??= makeProof();
  };
  // The island wakes on the visitor's first focus in the form (client:oninteraction), which came before React
  // listened: the proof starts now, as it would have on that focus.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) proof.current ??= makeProof();
  }, []);
  /** The proof for this message, made anew if it is about to expire; each is sent once, so the next starts afresh. */
  const takeProof = async () => {
    const made = await (proof.current ?? makeProof());
    proof.current = undefined;
    return isFresh(made) ? made : makeProof();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors = fieldErrorsOf(form);
    let outcome: SendOutcome = { ok: false, reason: "invalid", fields: errors };
    if (Object.keys(errors).length === 0) {
      setSending(true);
      const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field))]));
      const solved = await takeProof();
      outcome = await sendContactMessage({
        ...values,
        locale,
        [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD)),
        ...(solved && { [PROOF_FIELD]: solved }),
      });
      setSending(false);
    }
    dismiss();
    setNotSent(outcome.ok ? undefined : outcome.reason);
    setFieldErrors(!outcome.ok && outcome.reason === "invalid" ? outcome.fields : {});
    if (outcome.ok) confirm(form);
    else if (outcome.reason === "invalid") {
      const first = CONTACT_FIELDS.find((field) => outcome.fields[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    }
  }

  return (
    // The form only listens for the focus its own fields receive (a tap, a click or the keyboard): nothing is made
    // interactive that was not.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      ref={form}
      onSubmit={handleSubmit}
      onFocus={startProof}
      aria-labelledby="send-message-heading"
      className="space-y-5"
      action={CONTACT_ENDPOINT}
      method="post"
    >
      <SectionHeading id="send-message-heading">{text.heading}</SectionHeading>
      {!confirmed && !notSent && <NoScriptNotices text={text} />}
      <ContactFields text={text} delivery={{ errors: fieldErrors }} />
      <ContactDeliveryFields locale={locale} honeypotLabel={text.honeypot} />
      <button
        type="submit"
        disabled={sending}
        className={`${primaryButton} w-full px-6 py-3.5 disabled:cursor-wait disabled:opacity-60 sm:w-auto`}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? text.sending : text.send}
      </button>
      <div role="alert">
        {notSent && (
          <Problem>{notSent === "failed" ? `${text.notSent.failed} ${supportEmail}.` : text.notSent[notSent]}</Problem>
        )}
      </div>
      <div role="status" className="min-h-0">
        {confirmed && <Confirmation text={text.thanks} />}
      </div>
    </form>
  );
}

/** What the contact page of a site that delivers hydrates, with the fallback screen in its place if it fails. */
export const DeliveringContactFormIsland = withErrorBoundary(DeliveringContactForm);
