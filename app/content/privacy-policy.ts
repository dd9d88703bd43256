/**
 * Privacy Policy text for the privacy page. The words live here, apart from the page
 * component, so the layout and the legal text can change independently of each other.
 * Brand values come from siteConfig so a rebrand never needs an edit to this file.
 */
import type { LegalSection } from "~/content/legal-section";
import { siteConfig } from "~/site.config";

export const privacySections: readonly LegalSection[] = [
  {
    heading: "Introduction",
    body: [
      `${siteConfig.name} is a social gaming website made purely for fun. This policy explains what information is involved when you visit ${siteConfig.url}, and what happens to it.`,
      "The short version: we ask for very little, and we keep very little. There are no accounts, no logins and no payments on this site.",
      "By using the site, you accept the practices described here. If you do not agree with them, please do not use the site.",
    ],
  },
  {
    heading: "Information We Collect",
    body: [
      "We do not ask you to register or sign in, and the site does not set cookies of its own. The information involved in a visit is limited to the following:",
      [
        "Technical request data. Like any website, our host receives your IP address, browser type, the page you asked for and the time of the request. It may keep these in short-lived server access logs.",
        "Contact form entries. The contact form does not send anything over the network today. What you type stays in your own browser and is only written to the browser console on your device.",
        "Game frames. The games are loaded in frames from a third-party demo launcher. That provider may see your IP address and may set its own cookies or collect its own technical data.",
        "Images. Some game thumbnails are loaded from external image hosts. Those hosts receive the usual technical request data, such as your IP address.",
      ],
      "Third-party providers handle data under their own privacy policies, not this one. We do not control what they collect.",
    ],
  },
  {
    heading: "How We Use Your Information",
    body: [
      "We use the little technical data our host receives only to run the site:",
      [
        "to deliver pages and games to your browser;",
        "to keep the site working, find errors and fix them;",
        "to protect the site against abuse, such as floods of automated requests.",
      ],
      "We do not sell your information. We do not use it for advertising, and we do not build profiles of visitors.",
    ],
  },
  {
    heading: "Data Security",
    body: [
      "We take reasonable technical steps to protect the site and the limited data our host handles.",
      "Because there are no accounts, no passwords and no payment details, there is very little personal data to protect in the first place.",
      "Still, no website or network is perfectly secure. We cannot promise that data sent over the internet will never be intercepted.",
    ],
  },
  {
    heading: "Data Retention",
    body: [
      "We keep information only for as long as it is needed to run and protect the site.",
      "Server access logs, if our host keeps them, are kept for a short period and then deleted or overwritten.",
      "Contact form entries are never stored by us. They only appear in the console of your own browser, and we never receive them.",
    ],
  },
  {
    heading: "Your Legal Rights",
    body: [
      "Depending on where you live, data protection laws may give you rights over your personal data. These can include the right to:",
      [
        "ask whether we hold personal data about you, and get a copy of it;",
        "ask us to correct data that is wrong;",
        "ask us to delete your data;",
        "object to, or ask us to limit, how we use your data;",
        "complain to your local data protection authority.",
      ],
      `To use any of these rights, write to ${siteConfig.privacyEmail}. We may need a few details, such as the date and time of your visit, to find any log entries that relate to you.`,
    ],
  },
  {
    heading: "Changes",
    body: [
      "We may update this policy from time to time, for example if the site gains new features or the law changes.",
      "When we do, we will publish the new version on this page and update the date shown on it.",
      "Please check this page now and then. If you keep using the site after a change, the updated policy applies.",
    ],
  },
  {
    heading: "Contact Us",
    body: [
      "If you have questions about this policy or about your personal data, you can reach us here:",
      [`Email: ${siteConfig.privacyEmail}`, `Phone: ${siteConfig.phone}`],
      "We aim to reply as soon as we reasonably can.",
    ],
  },
];
