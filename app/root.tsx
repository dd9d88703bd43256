import { type ReactNode, useEffect, useRef } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "~/app.css?url";
import { DisclaimerBanner } from "~/components/disclaimer-banner";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { pageTitle } from "~/seo";
import { siteConfig } from "~/site.config";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="min-h-[60vh] pt-(--header-height) outline-none">
          {children}
        </main>
        <DisclaimerBanner />
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  const loadedPath = useRef<string | null>(pathname);
  // After a client-side navigation, start a keyboard or screen reader user at the new page's
  // content, as a full page load would, instead of on a link that may have just disappeared.
  useEffect(() => {
    if (pathname === loadedPath.current) return; // the page the browser loaded keeps its own focus
    loadedPath.current = null;
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
  return <Outlet />;
}

export function meta() {
  return [{ title: pageTitle("Unexpected Application Error!") }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let details = "Something went wrong.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    details = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    details = error.message;
    // A stack trace helps a developer and tells a visitor nothing, so it stays out of production.
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold text-white sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-brand-300">{details}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-xl bg-ink-900 p-4 text-xs text-slate-400">{stack}</pre>}
    </section>
  );
}
