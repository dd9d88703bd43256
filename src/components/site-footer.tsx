import { Mail } from "lucide-react";
import { FooterLinks } from "~/components/footer-links";
import { SiteLogo } from "~/components/site-logo";
import { footerNavigation, legalNavigation } from "~/data/navigation";
import { siteConfig } from "~/site.config";

export function SiteFooter() {
  // The build year; src/scripts/local-dates.ts puts in the visitor's own year.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <SiteLogo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{siteConfig.tagline}</p>
          <p className="mt-6 text-sm text-slate-400">
            Support:{" "}
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="inline-flex items-center gap-1.5 text-brand-300 underline-offset-2 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {siteConfig.supportEmail}
            </a>
          </p>
        </div>
        <FooterLinks heading="Navigation" items={footerNavigation} />
        <FooterLinks heading="Legal" items={legalNavigation} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6">
          © <span data-current-year="">{year}</span> {siteConfig.name}. All rights reserved. For entertainment only.
          {siteConfig.publisher && ` Operated by ${siteConfig.publisher}.`}
        </p>
      </div>
    </footer>
  );
}
