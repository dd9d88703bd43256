import { Link, useLocation } from "react-router";
import { mainNavigation } from "~/data/navigation";

type NavLinksProps = {
  /** `row` for the desktop header, `column` for the mobile menu. */
  layout: "row" | "column";
};

const base = "rounded-lg font-medium transition-colors motion-reduce:transition-none";
const shapes = {
  row: "px-3 py-2 text-sm",
  column: "block px-4 py-3 text-base",
};

export function NavLinks({ layout }: NavLinksProps) {
  // Not NavLink: pages are prerendered at `/contact/`, and NavLink's `end` match misses that trailing
  // slash; React then keeps the prerendered, unmarked attributes when it hydrates.
  const current = useLocation().pathname.replace(/(.)\/$/, "$1");
  return (
    <ul className={layout === "row" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {mainNavigation.map((item) => {
        const active = item.to === current;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              className={`${base} ${shapes[layout]} ${
                active
                  ? "bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/40"
                  : "text-slate-300 hover:bg-white/5 hover:text-white"
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
