import { LegalPage } from "~/components/legal-page";
import { termsSections } from "~/content/terms-and-conditions";
import { pageMeta, pageTitle } from "~/seo";
import { siteConfig } from "~/site.config";

export function meta() {
  return pageMeta({
    title: pageTitle("Terms & Conditions"),
    description: `The rules for using ${siteConfig.name}: age limits, entertainment-only play, acceptable use and your rights.`,
    path: "/terms-and-conditions",
  });
}

export default function TermsAndConditionsRoute() {
  return (
    <LegalPage
      title="Terms & Conditions"
      sections={termsSections}
      intro={
        <p>
          These terms apply to everyone who visits {siteConfig.name}. Please read them before you play: by using the site,
          you agree to them.
        </p>
      }
    />
  );
}
