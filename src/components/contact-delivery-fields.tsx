import { HONEYPOT_FIELD } from "~/contact-message";

/**
 * What a form that delivers sends beside the visitor's fields: the page's language, so a form sent without
 * JavaScript returns to the contact page in it, and a field hidden from people and from assistive technology,
 * which only a robot fills.
 */
export function ContactDeliveryFields({ locale, honeypotLabel }: { locale: string; honeypotLabel: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <div hidden>
        <label htmlFor="contact-website">{honeypotLabel}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
