import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { withErrorBoundary } from "~/components/error-boundary";
import { FormField, fieldClass } from "~/components/form-field";
import { useHydrated } from "~/hooks/use-hydrated";
import { primaryButton } from "~/components/button-styles";
import type { Messages } from "~/i18n/en";
import { track } from "~/scripts/track";

const CONFIRMATION_MS = 5000;

type ContactMessage = { name: string; email: string; message: string };

type ContactFormProps = {
  /** The form's texts in the page's language: only these travel with the island, not every text of the site. */
  text: Messages["contactForm"];
  /** From the page, so the island's script carries no more of the configuration than that. */
  supportEmail: string;
};

export function ContactForm({ text, supportEmail }: ContactFormProps) {
  const hydrated = useHydrated();
  // Counts submits, so that each new one restarts the confirmation's timer.
  const [submits, setSubmits] = useState(0);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (submits === 0) return;
    const timer = window.setTimeout(() => setConfirmed(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [submits]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: ContactMessage = {
      name: String(data.get("name")),
      email: String(data.get("email")),
      message: String(data.get("message")),
    };
    // The product sends nothing anywhere: the message is only written to the browser console.
    console.log(values);
    track("contact_sent");
    form.reset();
    setConfirmed(true);
    setSubmits((count) => count + 1);
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby="send-message-heading" className="space-y-5">
      <h2 id="send-message-heading" className="font-display text-2xl font-bold text-white">
        {text.heading}
      </h2>
      <FormField id="contact-name" label={text.name}>
        <input id="contact-name" name="name" type="text" autoComplete="name" required className={fieldClass} />
      </FormField>
      <FormField id="contact-email" label={text.email}>
        <input id="contact-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
      </FormField>
      <FormField id="contact-message" label={text.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          // The browser brings only the caret's line of a text area into view: the visitor sees the whole field.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest" })}
          className={`${fieldClass} resize-y`}
        />
      </FormField>
      <noscript>
        <p className="text-sm text-gold-300">
          {text.needsScript} {supportEmail}.
        </p>
      </noscript>
      <button
        type="submit"
        // Before the script runs, a submit would put the message in the address bar; wait for it.
        disabled={!hydrated}
        className={`${primaryButton} w-full px-6 py-3.5 disabled:cursor-wait disabled:opacity-60 sm:w-auto`}
      >
        <Send aria-hidden="true" className="size-4" />
        {text.send}
      </button>
      <div role="status" className="min-h-0">
        {confirmed && (
          <p className="flex items-center gap-2 rounded-xl border border-emerald-400/40 bg-emerald-500/15 px-4 py-3 font-medium text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {text.thanks}
          </p>
        )}
      </div>
    </form>
  );
}

/** What the contact page hydrates: the form, with the fallback screen in its place if it fails. */
export const ContactFormIsland = withErrorBoundary(ContactForm);
