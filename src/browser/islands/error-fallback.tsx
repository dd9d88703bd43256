import { TriangleAlert } from "lucide-react";
import type { Messages } from "#shared/i18n/en.ts";

type ErrorFallbackProps = {
  /** The screen's heading, and what it says when the error has no message, in the page's language. */
  text: Messages["error"];
  /** The error's message, or its status such as `500 Internal Server Error`. */
  message: string;
  /** `1` on a page of its own (the 500 page); `2` in place of a part of a page. */
  level?: 1 | 2;
};

/** The fallback screen of a failure, in an island's place or as the 500 page. No stack trace: it helps a developer and tells a visitor nothing. */
export function ErrorFallback({ text, message, level = 2 }: ErrorFallbackProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section
      role={level === 1 ? undefined : "alert"}
      className="rounded-2xl border border-gold-400/30 bg-ink-900 p-6 sm:p-8"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-gold-300" />
      <Heading className="mt-4 font-display text-2xl font-extrabold text-white sm:text-3xl">{text.heading}</Heading>
      <p className="mt-3 text-lg text-brand-300">{message || text.fallback}</p>
    </section>
  );
}
