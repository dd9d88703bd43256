import { MobileMenu } from "~/components/mobile-menu";
import { NavLinks } from "~/components/nav-links";
import { SiteLogo } from "~/components/site-logo";

export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-white/10 bg-ink-950/85 backdrop-blur-lg">
      <div className="relative mx-auto flex h-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks layout="row" currentPath={currentPath} />
        </nav>
        <MobileMenu currentPath={currentPath} />
      </div>
    </header>
  );
}
