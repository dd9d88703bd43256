import { FormField, errorId, fieldClass } from "#browser/islands/form-field.tsx";
import { CONTACT_LIMITS, type ContactField, type FieldError } from "#shared/contact-message.ts";
import type { Messages } from "#shared/i18n/en.ts";

type ContactFieldsProps = {
  text: Messages["contactForm"];
  /** A form that delivers: its fields keep to the endpoint's limits and show why one was refused. */
  delivery?: { errors: Partial<Record<ContactField, FieldError>> };
};

/** The contact form's three fields, the same on every site. */
export function ContactFields({ text, delivery }: ContactFieldsProps) {
  const error = (field: ContactField) => delivery?.errors[field];
  const limit = (field: ContactField) => delivery && { maxLength: CONTACT_LIMITS[field] };
  const described = (field: ContactField) =>
    error(field) ? { "aria-invalid": true, "aria-describedby": errorId(`contact-${field}`) } : {};
  const errorText = (field: ContactField) => {
    const reason = error(field);
    return reason && text.fieldErrors[reason];
  };
  return (
    <>
      <FormField id="contact-name" label={text.name} error={errorText("name")}>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          className={fieldClass}
          {...limit("name")}
          {...described("name")}
        />
      </FormField>
      <FormField id="contact-email" label={text.email} error={errorText("email")}>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={fieldClass}
          {...limit("email")}
          {...described("email")}
        />
      </FormField>
      <FormField id="contact-message" label={text.message} error={errorText("message")}>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          {...limit("message")}
          {...described("message")}
          // The browser brings only the caret's line of a text area into view: the visitor sees the whole field.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: "nearest" })}
          className={`${fieldClass} resize-y`}
        />
      </FormField>
    </>
  );
}
