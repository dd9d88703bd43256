/**
 * The consent banner of a site with Google Analytics (vanilla-cookieconsent): `Accept all` and `Reject all`
 * side by side and of equal weight, and a way to see what is stored. Nothing is requested from Google and no
 * cookie is set before the visitor accepts; the choice (a necessary cookie, set once they choose) is
 * remembered, the footer's `Cookie settings` link opens the banner again, and a change applies at once.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import stylesUrl from "~/styles/consent.css?url";
import type { Messages } from "~/i18n/en";

type ConsentOptions = { locale: string; measurementId: string; policy: string; text: Messages["consent"] };

declare global {
  interface Window {
    gtag: (...args: unknown[]) => void;
  }
}

const options = JSON.parse(document.getElementById("consent-options")?.textContent ?? "null") as ConsentOptions;
const { text, measurementId } = options;
const TAG = `https://www.googletagmanager.com/gtag/js?id=${measurementId}`;

/** The visitor's choice, applied: the tag is loaded the first time analytics is accepted, never before. */
function apply() {
  const granted = CookieConsent.acceptedCategory("analytics");
  window.gtag("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
  if (!granted || document.querySelector(`script[src="${TAG}"]`)) return;
  window.gtag("js", new Date());
  window.gtag("config", measurementId);
  const tag = document.createElement("script");
  tag.async = true;
  tag.src = TAG;
  document.head.append(tag);
}

const cookieRow = (name: string, description: string, duration: string) => ({ name, description, duration });
const cookieColumns = { name: text.cookie, description: text.purpose, duration: text.duration };

// The banner's styles come with it, after the first paint. Imported as a module, Astro would link them in every
// page's head: 5.5 KB gzip that the first paint waits for, though nothing is drawn with them before this runs.
const styles = Object.assign(document.createElement("link"), { rel: "stylesheet", href: stylesUrl });
await new Promise((loaded) => {
  styles.addEventListener("load", loaded);
  styles.addEventListener("error", loaded);
  document.head.append(styles);
});

void CookieConsent.run({
  // Headless browsers report themselves as bots; the banner must show to them too, or it could not be tested.
  hideFromBots: false,
  // Until they choose, the banner is a modal dialog: focus stays in it, so nothing focused hides behind it.
  disablePageInteraction: true,
  cookie: { name: "cc_cookie", expiresAfterDays: 182 },
  guiOptions: {
    consentModal: { layout: "box", position: "bottom left", equalWeightButtons: true, flipButtons: false },
    preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
  },
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
        consentModal: {
          title: text.title,
          description: text.text,
          acceptAllBtn: text.acceptAll,
          acceptNecessaryBtn: text.rejectAll,
          showPreferencesBtn: text.settings,
          footer: `<a href="${options.policy}">${text.policyLink}</a>`,
        },
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
                body: [cookieRow("cc_cookie", text.consentCookie, text.sixMonths)],
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
