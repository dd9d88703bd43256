import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NavLinks } from "~/components/nav-links";

const PANEL_ID = "mobile-menu";

export function MobileMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Every navigation closes the menu, including back/forward and a link to the current page.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="grid size-11 place-items-center rounded-lg text-slate-200 hover:bg-white/10"
      >
        <Icon aria-hidden="true" className="size-6" />
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-white/10 bg-ink-900 px-4 pt-2 pb-4 shadow-2xl shadow-black/60"
      >
        <NavLinks layout="column" />
      </nav>
    </div>
  );
}
