import type { MarkdownHeading } from "astro";
import type { ReactNode } from "react";
import { formatLongDate, isoDay } from "#shared/i18n/dates.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn } from "#build/site/config.ts";
import { Panel } from "#shared/primitives/panel.tsx";

/** `headings` are the rendered legal text's, as Astro's content collections report them. */
type LegalPageProps = { title: string; locale: Locale; headings: readonly MarkdownHeading[]; children?: ReactNode };

/** A legal text's page: title, date, a list of its numbered sections, then the text itself (Markdown, rendered by Astro). */
export function LegalPage({ title, locale, headings, children }: LegalPageProps) {
  const t = messagesIn(locale).legal;
  // The build date; src/browser/local-dates.ts puts in the visitor's own date.
  const today = isoDay(new Date());
  const sections = headings.filter((heading) => heading.depth === 2);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm text-slate-400">
        {t.lastUpdated}{" "}
        <time data-today="" dateTime={today}>
          {formatLongDate(today, locale)}
        </time>
      </p>
      <Panel as="nav" aria-label={t.sections} className="mt-8 p-6">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.slug}>
              <a href={`#${section.slug}`} className="text-brand-300 hover:text-white">
                {section.text}
              </a>
            </li>
          ))}
        </ol>
      </Panel>
      <div className="legal-text mt-10 leading-relaxed text-slate-300">{children}</div>
    </article>
  );
}
