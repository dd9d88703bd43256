import { ContactForm } from "~/components/contact-form";
import { ErrorBoundary } from "~/components/error-boundary";

/** What the contact page hydrates: the form, with the fallback screen in its place if it fails. */
export function ContactFormIsland() {
  return (
    <ErrorBoundary>
      <ContactForm />
    </ErrorBoundary>
  );
}
