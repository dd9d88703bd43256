/**
 * The consent banner's library (vanilla-cookieconsent), loaded only for a visitor who has not chosen or who opens the
 * cookie settings (src/browser/consent-loader.ts): it keeps the choice (a necessary cookie, set once they choose),
 * applies it at once, and lists what is stored, each cookie with its purpose and how long it is kept. The banner
 * itself is the page's (src/ui/components/consent-banner.astro), drawn with it; this takes its answers.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import stylesUrl from "#browser/consent.css?url";
import type { Messages } from "#shared/i18n/en.ts";
import { CONSENT_COOKIE, applyAnalytics } from "#browser/consent-choice.ts";

export type ConsentOptions = { locale: string; measurementId: string; policy: string; text: Messages["consent"] };

const cookieRow = (name: string, description: string, duration: string) => ({ name, description, duration });

/**
 * Starts the library for `banner`: where the visitor closes the list of what is stored without having chosen, the
 * banner asks again.
 */
export async function startConsent(banner: HTMLDialogElement, options: ConsentOptions) {
  const { text, measurementId } = options;
  const apply = () => applyAnalytics(CookieConsent.acceptedCategory("analytics"), measurementId);
  const cookieColumns = { name: text.cookie, description: text.purpose, duration: text.duration };
  // The library's styles come with it: only its list of what is stored uses them. Imported as a module, Astro would
  // link them in every page's head, 5.5 KB gzip that the first paint would wait for.
  const styles = Object.assign(document.createElement("link"), { rel: "stylesheet", href: stylesUrl });
  await new Promise((loaded) => {
    styles.addEventListener("load", loaded);
    styles.addEventListener("error", loaded);
    document.head.append(styles);
  });
  addEventListener("cc:onModalHide", (event) => {
    if (
      (event as CustomEvent<{ modalName: string }>).detail.modalName !== "preferencesModal" ||
      CookieConsent.validConsent()
    )
      return;
    banner.returnValue = "";
    // In a task of its own: opened while the Escape that closed the list is still handled, that key would close it too.
    setTimeout(() => banner.showModal());
  });
  await CookieConsent.run({
    // The page's own banner asks: the library's is never drawn.
    autoShow: false,
    // Headless browsers report themselves as bots; the list must show to them too, or it could not be tested.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182 },
    guiOptions: { preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // Rejecting after accepting removes what Google Analytics stored.
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
    },
    onConsent: apply,
    onChange: apply,
    language: {
      default: options.locale,
      translations: {
        [options.locale]: {
          // The library's own banner is never drawn: the page has its own.
          consentModal: {},
          preferencesModal: {
            title: text.preferencesTitle,
            acceptAllBtn: text.acceptAll,
            acceptNecessaryBtn: text.rejectAll,
            savePreferencesBtn: text.save,
            closeIconLabel: text.close,
            sections: [
              {
                title: text.necessaryTitle,
                description: text.necessaryText,
                linkedCategory: "necessary",
                cookieTable: {
                  headers: cookieColumns,
                  body: [cookieRow(CONSENT_COOKIE, text.consentCookie, text.sixMonths)],
                },
              },
              {
                title: text.analyticsTitle,
                description: text.analyticsText,
                linkedCategory: "analytics",
                cookieTable: {
                  headers: cookieColumns,
                  body: [
                    cookieRow("_ga", text.gaCookie, text.twoYears),
                    cookieRow(`_ga_${measurementId.replace(/^G-/, "")}`, text.gaSessionCookie, text.twoYears),
                  ],
                },
              },
            ],
          },
        },
      },
    },
  });
}

/** The banner's answer (the `value` its form closed it with): both categories, the necessary one only, or the list. */
export function answer(value: string) {
  if (value === "accept") CookieConsent.acceptCategory("all");
  else if (value === "reject") CookieConsent.acceptCategory([]);
  else if (value === "settings") CookieConsent.showPreferences();
}
