import { Mail } from "lucide-react";
import { FooterLinks } from "#ui/components/footer-links.tsx";
import { SiteLogo } from "#ui/components/site-logo.tsx";
import { footerNavigation, legalNavigation } from "#build/navigation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inLocale } from "#build/site/schema.ts";
import { messagesIn, pathIn, siteConfig } from "#build/site/config.ts";

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = messagesIn(locale);
  // The build year; src/browser/local-dates.ts puts in the visitor's own year.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <SiteLogo locale={locale} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{inLocale(siteConfig.tagline, locale)}</p>
          <p className="mt-6 text-sm text-slate-400">
            {t.footer.support}{" "}
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="inline-flex items-center gap-1.5 text-brand-300 underline-offset-2 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {siteConfig.supportEmail}
            </a>
          </p>
        </div>
        <FooterLinks heading={t.footer.navigation} items={footerNavigation} locale={locale} />
        <FooterLinks heading={t.footer.legal} items={legalNavigation} locale={locale} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6">
          © <span data-current-year="">{year}</span> {siteConfig.name}. {t.footer.rights}
          {siteConfig.publisher && ` ${t.footer.operatedBy(siteConfig.publisher)}`}
        </p>
        {siteConfig.analytics?.kind === "google-analytics" && (
          <p className="pb-6 text-center text-xs">
            {/* Without a script, the privacy policy's part on cookies; with the consent banner's, the banner itself. */}
            <a
              href={`${pathIn("/privacy-policy", locale)}#${t.consent.policySection}`}
              data-consent-settings
              className="text-slate-400 underline underline-offset-2 hover:text-brand-300"
            >
              {t.footer.cookieSettings}
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
