import { Gamepad2 } from "lucide-react";
import type { Locale } from "~/i18n/locales";
import { messagesIn, pathIn, siteConfig } from "~/site.config";

export function SiteLogo({ locale }: { locale: Locale }) {
  return (
    <a href={pathIn("/", locale)} className="group flex items-center gap-2.5 rounded-lg font-display text-xl font-extrabold tracking-tight text-white">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-400 to-violet-glow shadow-lg shadow-brand-500/30 transition-transform group-hover:rotate-6 motion-reduce:transition-none"
      >
        <Gamepad2 className="size-5 text-white" strokeWidth={2.25} />
      </span>
      <span>
        {siteConfig.name}
        <span className="sr-only"> {messagesIn(locale).logoHome}</span>
      </span>
    </a>
  );
}
