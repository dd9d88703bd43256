import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Confirmation } from "#browser/islands/contact-confirmation.tsx";
import { NOTICE } from "#shared/contact-message.ts";
import type { Messages } from "#shared/i18n/en.ts";

const problemClass =
  "flex items-start gap-2 rounded-xl border border-red-400/40 bg-red-500/15 px-4 py-3 font-medium text-red-200";

export function Problem({ id, hidden, children }: { id?: string; hidden?: boolean; children: ReactNode }) {
  return (
    <p id={id} hidden={hidden} className={problemClass}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}

/**
 * What a form sent without JavaScript comes back to: the confirmation, shown by the address's #fragment after
 * the endpoint's redirect, or a reason it was refused, which the endpoint reveals in the page it answers with.
 */
export function NoScriptNotices({ text }: { text: Messages["contactForm"] }) {
  return (
    <>
      <div id={NOTICE.sent} className="hidden target:block">
        <Confirmation text={text.thanks} />
      </div>
      <Problem id={NOTICE.invalid} hidden>
        {text.notSent.invalid}
      </Problem>
      <Problem id={NOTICE.rateLimited} hidden>
        {text.notSent.rateLimited}
      </Problem>
      <Problem id={NOTICE.unavailable} hidden>
        {text.notSent.unavailable}
      </Problem>
    </>
  );
}
