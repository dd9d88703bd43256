import { Home } from "lucide-react";
import { primaryButton } from "#shared/primitives/button-styles.ts";
import { ErrorFallback } from "#browser/islands/error-fallback.tsx";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

/** What the servers send, with status 500, when they fail to answer a request. */
export function ServerErrorPage({ locale }: { locale: Locale }) {
  const t = messagesIn(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <ErrorFallback level={1} text={t.error} message={t.serverError.status} />
      <p className="mt-8 text-slate-300">{t.serverError.text}</p>
      <a href={pathIn("/", locale)} className={`${primaryButton} mt-8 px-6 py-3`}>
        <Home aria-hidden="true" className="size-5" />
        {t.serverError.home}
      </a>
    </div>
  );
}
