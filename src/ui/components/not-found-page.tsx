import { Home } from "lucide-react";
import { primaryButton } from "#shared/primitives/button-styles.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = messagesIn(locale).notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p aria-hidden="true" className="font-display text-8xl font-extrabold text-brand-300/50">
        404
      </p>
      <h1 className="mt-4 font-display text-4xl font-extrabold tracking-tight text-white">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-300">{t.text}</p>
      <a href={pathIn("/", locale)} className={`${primaryButton} mt-10 px-6 py-3`}>
        <Home aria-hidden="true" className="size-5" />
        {t.home}
      </a>
    </section>
  );
}
