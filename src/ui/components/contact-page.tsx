import { ContactDetails } from "#ui/components/contact-details.tsx";
import type { ReactNode } from "react";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn } from "#build/site/config.ts";
import { Panel } from "#shared/primitives/panel.tsx";

/** `form` is the contact form island, passed in by the page (islands are wired in .astro files). */
export function ContactPage({ locale, form }: { locale: Locale; form?: ReactNode }) {
  const t = messagesIn(locale).contact;
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">{t.intro}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails locale={locale} />
        </div>
        <Panel className="p-5 sm:p-8 lg:col-span-3">{form}</Panel>
      </div>
    </div>
  );
}
