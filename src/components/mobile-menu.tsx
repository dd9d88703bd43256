import { Menu, X } from "lucide-react";
import { NavLinks } from "~/components/nav-links";

const PANEL_ID = "mobile-menu";

/**
 * The navigation below 768 px, built on the Popover API: the button opens and closes the panel,
 * Escape or a tap outside closes it and focus goes back to the button, with no script at all.
 * The button's name and icon follow the panel's state in CSS (global.css); src/scripts/mobile-menu.ts
 * adds `aria-expanded` and closes the panel after in-page navigation.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        className="grid size-11 place-items-center rounded-lg text-slate-200 hover:bg-white/10"
      >
        <Menu aria-hidden="true" data-menu-state="closed" className="size-6" />
        <X aria-hidden="true" data-menu-state="open" className="size-6" />
        <span data-menu-state="closed" className="sr-only">
          Open menu
        </span>
        <span data-menu-state="open" className="sr-only">
          Close menu
        </span>
      </button>
      <nav
        id={PANEL_ID}
        popover="auto"
        aria-label="Main"
        className="fixed inset-x-0 top-(--header-height) bottom-auto m-0 w-full max-w-none border-0 border-b border-white/10 bg-ink-900 px-4 pt-2 pb-4 text-slate-200 shadow-2xl shadow-black/60 backdrop:top-(--header-height) backdrop:bg-ink-950/60 md:hidden"
      >
        <NavLinks layout="column" currentPath={currentPath} />
      </nav>
    </div>
  );
}
