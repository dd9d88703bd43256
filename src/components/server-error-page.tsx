import { Home } from "lucide-react";
import { primaryButton } from "~/components/button-styles";
import { ErrorFallback } from "~/components/error-fallback";

/** What the servers send, with status 500, when they fail to answer a request. */
export function ServerErrorPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <ErrorFallback level={1} message="500 Internal Server Error" />
      <p className="mt-8 text-slate-300">This is our fault, not yours. Please try again in a moment.</p>
      <a href="/" className={`${primaryButton} mt-8 px-6 py-3`}>
        <Home aria-hidden="true" className="size-5" />
        Return to Home
      </a>
    </div>
  );
}
