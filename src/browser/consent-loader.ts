// The consent banner's script on every page of a site with Google Analytics, after the first paint: for a visitor
// who accepted, Google's tag; the banner's library (consent.ts) only for a visitor who has not chosen, or once they
// open the cookie settings. The banner (src/ui/components/consent-banner.astro) is a modal dialog whose buttons close it
// with their answer, so a choice made before the library has come is applied when it comes.

import type { ConsentOptions } from "#browser/consent.ts";
import { applyAnalytics, chosenCategories } from "#browser/consent-choice.ts";

export function initConsent(banner: HTMLDialogElement, options: ConsentOptions) {
  const chosen = chosenCategories(document.cookie);
  if (chosen?.includes("analytics")) applyAnalytics(true, options.measurementId);
  let library: Promise<typeof import("#browser/consent.ts")> | undefined;
  const start = () =>
    (library ??= import("#browser/consent.ts").then(
      async (consent) => {
        await consent.startConsent(banner, options);
        return consent;
      },
      (error: unknown) => {
        // Offline, say: the next answer or the next open tries again.
        library = undefined;
        throw error;
      },
    ));
  const answered = () => {
    const answer = banner.returnValue;
    if (answer)
      void start().then(
        (consent) => consent.answer(answer),
        () => undefined,
      );
  };
  banner.addEventListener("close", answered);
  for (const link of document.querySelectorAll("[data-consent-settings]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      banner.returnValue = "";
      if (!banner.open) banner.showModal();
      void start().catch(() => undefined);
    });
  }
  if (!chosen) void start().catch(() => undefined);
  // Answered before this script came.
  if (!banner.open) answered();
}
