import { LegalPage } from "~/components/legal-page";
import { privacySections } from "~/content/privacy-policy";
import { pageMeta, pageTitle } from "~/seo";
import { siteConfig } from "~/site.config";

export function meta() {
  return pageMeta({
    title: pageTitle("Privacy Policy"),
    description: `How ${siteConfig.name} handles information about visitors: what is collected, why, for how long, and your rights.`,
    path: "/privacy-policy",
  });
}

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={privacySections}
      intro={
        <p>
          Questions about your privacy? Write to{" "}
          <a href={`mailto:${siteConfig.privacyEmail}`} className="text-brand-300 underline underline-offset-2 hover:text-white">
            {siteConfig.privacyEmail}
          </a>{" "}
          or call{" "}
          <a href={`tel:${siteConfig.phone.replace(/[^+\d]/g, "")}`} className="text-brand-300 underline underline-offset-2 hover:text-white">
            {siteConfig.phone}
          </a>
          .
        </p>
      }
    />
  );
}
