import { Gamepad2 } from "lucide-react";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn, siteConfig } from "#build/site/config.ts";

/** The height of the header's mark, in pixels (Tailwind's size-9), which a brand's logo takes too. */
const MARK_PX = 36;

export function SiteLogo({ locale }: { locale: Locale }) {
  const { logo } = siteConfig.brand;
  const home = <span className="sr-only"> {messagesIn(locale).logoHome}</span>;
  if (logo) {
    // The brand's logo carries the name in its own letters: the picture's text is the name, for every reader.
    return (
      <a href={pathIn("/", locale)} className="flex items-center rounded-lg">
        <img
          src="/logo.svg"
          alt={siteConfig.name}
          width={Math.round((MARK_PX * logo.width) / logo.height)}
          height={MARK_PX}
          className="h-9 w-auto"
        />
        {home}
      </a>
    );
  }
  return (
    <a
      href={pathIn("/", locale)}
      className="group flex items-center gap-2.5 rounded-lg font-display text-xl font-extrabold tracking-tight text-white"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-400 to-violet-glow shadow-lg shadow-brand-500/30 transition-transform group-hover:rotate-6 motion-reduce:transition-none"
      >
        <Gamepad2 className="size-5 text-white" strokeWidth={2.25} />
      </span>
      <span>
        {siteConfig.name}
        {home}
      </span>
    </a>
  );
}
