import { Send } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { ContactDeliveryFields } from "~/components/contact-delivery-fields";
import { Confirmation, NoScriptNotices, Problem } from "~/components/contact-form-notices";
import { withErrorBoundary } from "~/components/error-boundary";
import { FormField, errorId, fieldClass } from "~/components/form-field";
import { useHydrated } from "~/hooks/use-hydrated";
import { primaryButton } from "~/components/button-styles";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type FieldError, HONEYPOT_FIELD, checkContactMessage } from "~/contact-message";
import type { Messages } from "~/i18n/en";
import { type SendOutcome, sendContactMessage } from "~/scripts/send-contact-message";
import { track } from "~/scripts/track";

const CONFIRMATION_MS = 5000;

type NotSent = Exclude<SendOutcome, { ok: true }>["reason"];

type ContactFormProps = {
  /** The form's texts in the page's language: only these travel with the island, not every text of the site. */
  text: Messages["contactForm"];
  /** From the page, so the island's script carries no more of the configuration than that. */
  supportEmail: string;
  /** On a site that delivers messages: the page's language, sent with each message. Without it, nothing is sent. */
  delivery?: { locale: string };
};

export function ContactForm({ text, supportEmail, delivery }: ContactFormProps) {
  const hydrated = useHydrated();
  // Counts submits, so that each new one restarts the confirmation's timer.
  const [submits, setSubmits] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const [sending, setSending] = useState(false);
  const [notSent, setNotSent] = useState<NotSent>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, FieldError>>>({});

  useEffect(() => {
    if (submits === 0) return;
    const timer = window.setTimeout(() => setConfirmed(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [submits]);

  function confirm(form: HTMLFormElement) {
    track("contact_sent");
    form.reset();
    setConfirmed(true);
    setSubmits((count) => count + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { name: String(data.get("name")), email: String(data.get("email")), message: String(data.get("message")) };
    if (!delivery) {
      // This site sends nothing anywhere: the message is only written to the browser console.
      console.log(values);
      confirm(form);
      return;
    }
    // The endpoint checks the same schema; checking first spares a request the server would refuse.
    const checked = checkContactMessage(values);
    let outcome: SendOutcome = { ok: false, reason: "invalid", fields: checked.ok ? {} : checked.fields };
    if (checked.ok) {
      setSending(true);
      outcome = await sendContactMessage({ ...values, locale: delivery.locale, [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD)) });
      setSending(false);
    }
    setConfirmed(false);
    setNotSent(outcome.ok ? undefined : outcome.reason);
    setFieldErrors(!outcome.ok && outcome.reason === "invalid" ? outcome.fields : {});
    // What the visitor typed stays in the fields unless the message was received.
    if (outcome.ok) confirm(form);
    else if (outcome.reason === "invalid") {
      const first = CONTACT_FIELDS.find((field) => outcome.fields[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    }
  }

  const fieldError = (field: ContactField) => fieldErrors[field] && text.fieldErrors[fieldErrors[field]];
  const described = (field: ContactField) =>
    fieldErrors[field] ? { "aria-invalid": true, "aria-describedby": errorId(`contact-${field}`) } : {};

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby="send-message-heading"
      className="space-y-5"
      {...(delivery && { action: CONTACT_ENDPOINT, method: "post" })}
    >
      <h2 id="send-message-heading" className="font-display text-2xl font-bold text-white">
        {text.heading}
      </h2>
      {delivery && !confirmed && !notSent && <NoScriptNotices text={text} />}
      <FormField id="contact-name" label={text.name} error={fieldError("name")}>
        <input id="contact-name" name="name" type="text" autoComplete="name" required className={fieldClass} {...(delivery && { maxLength: CONTACT_LIMITS.name })} {...described("name")} />
      </FormField>
      <FormField id="contact-email" label={text.email} error={fieldError("email")}>
        <input id="contact-email" name="email" type="email" autoComplete="email" required className={fieldClass} {...(delivery && { maxLength: CONTACT_LIMITS.email })} {...described("email")} />
      </FormField>
      <FormField id="contact-message" label={text.message} error={fieldError("message")}>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          {...(delivery && { maxLength: CONTACT_LIMITS.message })}
          {...described("message")}
          // The browser brings only the caret's line of a text area into view: the visitor sees the whole field.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest" })}
          className={`${fieldClass} resize-y`}
        />
      </FormField>
      {delivery ? (
        <ContactDeliveryFields locale={delivery.locale} honeypotLabel={text.honeypot} />
      ) : (
        <noscript>
          <p className="text-sm text-gold-300">
            {text.needsScript} {supportEmail}.
          </p>
        </noscript>
      )}
      <button
        type="submit"
        // Without delivery, a submit before the script runs would put the message in the address bar; wait for it.
        disabled={delivery ? sending : !hydrated}
        className={`${primaryButton} w-full px-6 py-3.5 disabled:cursor-wait disabled:opacity-60 sm:w-auto`}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? text.sending : text.send}
      </button>
      {delivery && <div role="alert">{notSent && <Problem>{notSent === "failed" ? `${text.notSent.failed} ${supportEmail}.` : text.notSent[notSent]}</Problem>}</div>}
      <div role="status" className="min-h-0">
        {confirmed && <Confirmation text={text.thanks} />}
      </div>
    </form>
  );
}

/** What the contact page hydrates: the form, with the fallback screen in its place if it fails. */
export const ContactFormIsland = withErrorBoundary(ContactForm);
