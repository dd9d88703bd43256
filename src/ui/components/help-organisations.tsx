import { ExternalLink, Phone } from "lucide-react";
import type { Messages } from "#shared/i18n/en.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { type Site, inLocale } from "#build/site/schema.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";
import { Panel } from "#shared/primitives/panel.tsx";

type Organisation = NonNullable<Site["responsibleGaming"]>["organisations"][number];

/** The site's list of organisations that help with problem play, each with its address, phone and the countries it serves. */
type HelpOrganisationsProps = {
  organisations: readonly Organisation[];
  locale: Locale;
  text: Messages["responsibleGaming"];
};

export function HelpOrganisations({ organisations, locale, text }: HelpOrganisationsProps) {
  return (
    <section aria-labelledby="help-heading" className="mt-12">
      <SectionHeading id="help-heading">{text.help}</SectionHeading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {organisations.map((organisation) => (
          <Panel as="li" key={organisation.url} className="p-5">
            <h3 className="font-display text-lg font-bold text-white">
              <a
                href={organisation.url}
                className="inline-flex items-center gap-2 text-brand-300 underline-offset-2 hover:underline"
              >
                {organisation.name}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </h3>
            <p className="mt-1 text-sm break-words text-slate-400">{new URL(organisation.url).host}</p>
            {organisation.phone && (
              <p className="mt-3 text-sm text-slate-300">
                <a
                  href={`tel:${organisation.phone.replace(/[^+\d]/g, "")}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {organisation.phone}
                </a>
              </p>
            )}
            <p className="mt-3 text-sm text-slate-300">
              {text.serves} {organisation.countries.map((country) => inLocale(country, locale)).join(", ")}
            </p>
          </Panel>
        ))}
      </ul>
    </section>
  );
}
