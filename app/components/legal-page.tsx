import type { ReactNode } from "react";
import type { LegalSection } from "~/content/legal-section";
import { formatLongDate, useToday } from "~/hooks/use-today";

type LegalPageProps = { title: string; intro: ReactNode; sections: readonly LegalSection[] };

function sectionId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const today = useToday();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
      <p className="mt-4 text-sm text-slate-400">
        Last updated: <time dateTime={today}>{formatLongDate(today)}</time>
      </p>
      <div className="mt-6 text-lg leading-relaxed text-slate-300">{intro}</div>
      <nav aria-label="Sections" className="mt-8 rounded-2xl border border-white/10 bg-ink-800/50 p-6">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(section.heading)}`} className="text-brand-300 hover:text-white">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={sectionId(section.heading)} className="mt-12">
          <h2 className="font-display text-2xl font-bold text-white">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
            {section.body.map((block) =>
              typeof block === "string" ? (
                <p key={block}>{block}</p>
              ) : (
                <ul key={block.join()} className="list-disc space-y-2 pl-6 marker:text-brand-300">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
