/**
 * Terms and Conditions text for the terms page. The words live here, apart from the page
 * component, so the layout and the legal text can change independently of each other.
 * Brand values come from siteConfig so a rebrand never needs an edit to this file.
 */
import type { LegalSection } from "~/content/legal-section";
import { siteConfig } from "~/site.config";

const { street, city, region, postalCode, country } = siteConfig.address;

export const termsSections: readonly LegalSection[] = [
  {
    heading: "Introduction",
    body: [
      `These terms explain the rules for using ${siteConfig.name} at ${siteConfig.url}. "We", "us" and "our" mean ${siteConfig.name}. "You" means anyone who visits the site.`,
      "By using the site, you agree to these terms. If you do not agree, please do not use the site.",
      "The site is a social gaming platform made purely for fun. You can play free demo games in your browser, with no money involved.",
    ],
  },
  {
    heading: "Age Restrictions",
    body: [
      `You must be at least ${siteConfig.minimumAge} years old to use this site. If the legal age where you live is higher, you must have reached that age instead.`,
      "By using the site, you confirm that you meet this age requirement.",
      "If you are under the required age, please leave the site now.",
    ],
  },
  {
    heading: "Entertainment Purposes Only",
    body: [
      "All games on this site are free demos, played for entertainment only:",
      [
        "you cannot deposit, bet or win real money;",
        "virtual credits, coins and rewards have no cash value;",
        "virtual rewards cannot be exchanged, sold, transferred or withdrawn for money, goods or services;",
        "the site offers no real-money gambling of any kind.",
      ],
      "Doing well in a demo game does not mean you would do well at real-money gambling. Results in free games do not predict results anywhere else.",
    ],
  },
  {
    heading: "User Accounts",
    body: [
      "The site offers no user accounts at present. You do not need to register, sign in or share personal details to play.",
      "If we add accounts in the future, we will update these terms first. You would then be responsible for keeping your login details safe and for the activity under your account.",
      "We would also be able to suspend or close an account that breaks these terms.",
    ],
  },
  {
    heading: "Acceptable Use",
    body: [
      "Please use the site fairly and lawfully. You must not:",
      [
        "break any law or regulation while using the site;",
        "try to hack, overload or disrupt the site or the games;",
        "copy or collect content from the site with bots, scrapers or other automated tools;",
        "upload or send harmful code, such as viruses;",
        "use the site to harass, mislead or harm anyone;",
        "present the site or its games as a way to win real money.",
      ],
      "We may block access for anyone who breaks these rules.",
    ],
  },
  {
    heading: "Intellectual Property Rights",
    body: [
      `The site's text, design, logos and graphics belong to ${siteConfig.name} or to those who licensed them to us.`,
      "The games are provided through a third-party demo launcher. They remain the property of their providers.",
      "Nothing in these terms transfers ownership of any of this material to you.",
    ],
  },
  {
    heading: "License to Use Website",
    body: [
      "We give you a personal, limited and revocable permission to view the site and play the demo games for your own fun.",
      "Under this permission, you must not:",
      [
        "sell, rent or license any part of the site;",
        "copy or republish site content for commercial use;",
        "edit, adapt or build on the site's content;",
        "remove any copyright or ownership notices.",
      ],
      "This permission ends automatically if you break these terms.",
    ],
  },
  {
    heading: "Limitations of Liability",
    body: [
      "We provide the site and the games on an as-is and as-available basis. We do not promise that they will always work, be error-free or be available.",
      "The games and some images come from third parties. We are not responsible for their content, their availability or how they handle your data.",
      "To the extent the law allows, we are not liable for any loss or damage that comes from using, or being unable to use, the site.",
      "Nothing in these terms limits any liability that cannot be limited by law.",
    ],
  },
  {
    heading: "Variation",
    body: [
      "We may change these terms from time to time. When we do, we will publish the new version on this page and update the date shown on it.",
      "The updated terms apply from the moment they are published. If you keep using the site after a change, you accept the new terms.",
    ],
  },
  {
    heading: "Assignment",
    body: [
      "We may transfer our rights and duties under these terms to another organization, for example if the site changes hands.",
      "You may not transfer your rights or duties under these terms to anyone else.",
    ],
  },
  {
    heading: "Governing Law",
    body: [
      `These terms are governed by the laws of ${siteConfig.jurisdiction}.`,
      `Any dispute about these terms or the site will be handled by the courts of ${siteConfig.jurisdiction}, unless the law where you live gives you the right to go to your local courts.`,
    ],
  },
  {
    heading: "Contact Information",
    body: [
      "If you have questions about these terms, you can reach us here:",
      [
        `Email: ${siteConfig.supportEmail}`,
        `Phone: ${siteConfig.phone}`,
        `Post: ${siteConfig.name}, ${street}, ${city}, ${region} ${postalCode}, ${country}`,
      ],
    ],
  },
];
