import { HONEYPOT_FIELD } from "#shared/contact-message.ts";

/**
 * What a form that delivers sends beside the visitor's fields: the page's language, so a form sent without
 * JavaScript returns to the contact page in it, and a field hidden from people and from assistive technology,
 * which only a robot fills. Nor may a browser fill it for a person: its name and label match no field that autofill
 * knows, it is not displayed (autofill fills only fields a person could focus), autocomplete is off, and the password
 * managers that ignore that are told by their own attributes to leave it alone.
 */
export function ContactDeliveryFields({ locale, honeypotLabel }: { locale: string; honeypotLabel: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <div hidden>
        <label htmlFor="contact-leave-empty">{honeypotLabel}</label>
        <input
          id="contact-leave-empty"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </div>
    </>
  );
}
