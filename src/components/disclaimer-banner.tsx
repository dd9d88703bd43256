import { ShieldCheck } from "lucide-react";
import { RESPONSIBLE_GAMING } from "~/data/navigation";
import { siteConfig } from "~/site.config";

export function DisclaimerBanner() {
  return (
    <aside aria-label="Disclaimer" className="border-y border-gold-400/20 bg-gold-400/5">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-start sm:px-6">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
        <ul className="grid gap-x-8 gap-y-1.5 text-sm leading-relaxed text-slate-300 sm:grid-cols-2">
          <li>{siteConfig.name} is a social gaming platform for fun only.</li>
          <li>Virtual rewards have no cash value.</li>
          <li>
            By using this site you agree to our{" "}
            <a href="/terms-and-conditions" className="text-gold-300 underline underline-offset-2 hover:text-white">
              Terms &amp; Conditions
            </a>
            .
          </li>
          <li>
            You must be at least {siteConfig.minimumAge}, or of legal age in your area if that is higher, to use this
            site.
          </li>
          {siteConfig.responsibleGaming && (
            <li>
              Play for fun, in moderation.{" "}
              <a href={RESPONSIBLE_GAMING.to} className="text-gold-300 underline underline-offset-2 hover:text-white">
                {RESPONSIBLE_GAMING.label}
              </a>{" "}
              tells you where to find help.
            </li>
          )}
        </ul>
      </div>
    </aside>
  );
}
