import { ShieldCheck } from "lucide-react";
import { RESPONSIBLE_GAMING } from "#build/navigation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn, siteConfig } from "#build/site/config.ts";

const link = "text-gold-300 underline underline-offset-2 hover:text-white";

export function DisclaimerBanner({ locale }: { locale: Locale }) {
  const t = messagesIn(locale).disclaimer;
  const [termsBefore, termsLink, termsAfter] = t.terms;
  const [helpBefore, helpLink, helpAfter] = t.moderation;
  return (
    <aside aria-label={t.label} className="border-y border-gold-400/20 bg-gold-400/5">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-start sm:px-6">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
        <ul className="grid gap-x-8 gap-y-1.5 text-sm leading-relaxed text-slate-300 sm:grid-cols-2">
          <li>{t.forFun(siteConfig.name)}</li>
          <li>{t.noCashValue}</li>
          <li>
            {termsBefore}
            <a href={pathIn("/terms-and-conditions", locale)} className={link}>
              {termsLink}
            </a>
            {termsAfter}
          </li>
          <li>{t.age(siteConfig.minimumAge)}</li>
          {siteConfig.responsibleGaming && (
            <li>
              {helpBefore}
              <a href={pathIn(RESPONSIBLE_GAMING.to, locale)} className={link}>
                {helpLink}
              </a>
              {helpAfter}
            </li>
          )}
        </ul>
      </div>
    </aside>
  );
}
