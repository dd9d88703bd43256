import type { NavItem } from "#build/navigation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

type FooterLinksProps = { heading: string; items: readonly NavItem[]; locale: Locale };

export function FooterLinks({ heading, items, locale }: FooterLinksProps) {
  const t = messagesIn(locale);
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2.5">
        {items.map((item) => (
          <li key={item.to}>
            <a href={pathIn(item.to, locale)} className="text-sm text-slate-400 transition-colors hover:text-brand-300">
              {t.nav[item.name]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
