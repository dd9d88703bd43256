import { NavLink } from "react-router";
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
  return (
    <ul className={layout === "row" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            className={({ isActive }) =>
              `${base} ${shapes[layout]} ${
                isActive
                  ? "bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/40"
                  : "text-slate-300 hover:bg-white/5 hover:text-white"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
