import { mainNavigation } from "#build/navigation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

type NavLinksProps = {
  /** `row` for the desktop header, `column` for the mobile menu. */
  layout: "row" | "column";
  /** The route of the page being rendered, e.g. `/contact`; its link is marked as the current page. */
  currentPath: string;
  locale: Locale;
};

const base = "rounded-lg font-medium transition-colors motion-reduce:transition-none";
const shapes = {
  row: "px-3 py-2 text-sm",
  column: "block px-4 py-3 text-base",
};

export function NavLinks({ layout, currentPath, locale }: NavLinksProps) {
  const t = messagesIn(locale);
  return (
    <ul className={layout === "row" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {mainNavigation.map((item) => {
        const active = item.to === currentPath;
        return (
          <li key={item.to}>
            <a
              href={pathIn(item.to, locale)}
              aria-current={active ? "page" : undefined}
              className={`${base} ${shapes[layout]} ${
                active
                  ? "bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/40"
                  : "text-slate-300 hover:bg-white/5 hover:text-white"
              }`}
            >
              {t.nav[item.name]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
