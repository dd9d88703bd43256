/**
 * The visitor's answer to the consent banner, read without the banner's library (vanilla-cookieconsent, which keeps
 * it in its cookie), and what it allows: a visitor who has chosen never loads that library.
 */

declare global {
  interface Window {
    gtag: (...args: unknown[]) => void;
  }
}

/** The library's cookie: set once the visitor chooses (a necessary one), read by the page before its first paint. */
export const CONSENT_COOKIE = "cc_cookie";

/** The categories the visitor accepted (`necessary`, `analytics`), from `cookies` (`document.cookie`); undefined until they choose. */
export function chosenCategories(cookies: string): string[] | undefined {
  const value = cookies
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (value === undefined) return undefined;
  try {
    const { categories } = JSON.parse(decodeURIComponent(value)) as { categories?: unknown };
    return Array.isArray(categories)
      ? categories.filter((category): category is string => typeof category === "string")
      : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's choice on analytics, applied: Google's tag is requested the first time it is granted, never before. */
export function applyAnalytics(granted: boolean, measurementId: string) {
  window.gtag("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
  const src = `https://www.googletagmanager.com/gtag/js?id=${measurementId}`;
  if (!granted || document.querySelector(`script[src="${src}"]`)) return;
  window.gtag("js", new Date());
  window.gtag("config", measurementId);
  document.head.append(Object.assign(document.createElement("script"), { async: true, src }));
}
