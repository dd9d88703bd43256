import { Send } from "lucide-react";
import type { FormEvent } from "react";
import { primaryButton } from "#shared/primitives/button-styles.ts";
import { ContactFields } from "#browser/islands/contact-fields.tsx";
import { Confirmation } from "#browser/islands/contact-confirmation.tsx";
import { withErrorBoundary } from "#browser/islands/error-boundary.tsx";
import { useConfirmation } from "#browser/hooks/use-confirmation.ts";
import { useHydrated } from "#browser/hooks/use-hydrated.ts";
import type { Messages } from "#shared/i18n/en.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

type ContactFormProps = {
  /** The form's texts in the page's language: only these travel with the island, not every text of the site. */
  text: Messages["contactForm"];
  /** From the page, so the island's script carries no more of the configuration than that. */
  supportEmail: string;
};

/** The contact form of a site that sends nothing anywhere: the message is only written to the browser's console. */
export function ContactForm({ text, supportEmail }: ContactFormProps) {
  const hydrated = useHydrated();
  const { confirmed, confirm } = useConfirmation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    console.log({
      name: String(data.get("name")),
      email: String(data.get("email")),
      message: String(data.get("message")),
    });
    confirm(form);
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby="send-message-heading" className="space-y-5">
      <SectionHeading id="send-message-heading">{text.heading}</SectionHeading>
      <ContactFields text={text} />
      <noscript>
        <p className="text-sm text-gold-300">
          {text.needsScript} {supportEmail}.
        </p>
      </noscript>
      <button
        type="submit"
        // A submit before the script runs would put the message in the address bar; wait for it.
        disabled={!hydrated}
        className={`${primaryButton} w-full px-6 py-3.5 disabled:cursor-wait disabled:opacity-60 sm:w-auto`}
      >
        <Send aria-hidden="true" className="size-4" />
        {text.send}
      </button>
      <div role="status" className="min-h-0">
        {confirmed && <Confirmation text={text.thanks} />}
      </div>
    </form>
  );
}

/** What the contact page hydrates: the form, with the fallback screen in its place if it fails. */
export const ContactFormIsland = withErrorBoundary(ContactForm);
