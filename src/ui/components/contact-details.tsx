import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Locale } from "#shared/i18n/locales.ts";
import { inLocale } from "#build/site/schema.ts";
import { messagesIn, siteConfig } from "#build/site/config.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";
import { Panel } from "#shared/primitives/panel.tsx";

const { address } = siteConfig;

const detailsIn = (locale: Locale): { icon: typeof Mail; label: "email" | "phone" | "address"; value: ReactNode }[] => [
  { icon: Mail, label: "email", value: siteConfig.supportEmail },
  { icon: Phone, label: "phone", value: siteConfig.phone },
  {
    icon: MapPin,
    label: "address",
    value: (
      <>
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
        <br />
        {inLocale(address.country, locale)}
      </>
    ),
  },
];

export function ContactDetails({ locale }: { locale: Locale }) {
  const t = messagesIn(locale).contact;
  return (
    <Panel as="section" aria-labelledby="contact-details-heading" className="p-5 sm:p-8">
      <SectionHeading id="contact-details-heading">{t.details}</SectionHeading>
      <dl className="mt-6 space-y-6">
        {detailsIn(locale).map(({ icon: Icon, label, value }) => (
          // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed beside both.
          <div key={label} className="relative min-h-11 min-w-0 pl-15">
            <dt className="text-sm font-semibold text-slate-400">
              <span className="absolute top-0 left-0 grid size-11 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t[label]}
            </dt>
            <dd className="mt-1 wrap-anywhere text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
