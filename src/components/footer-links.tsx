import type { NavItem } from "~/data/navigation";

type FooterLinksProps = { heading: string; items: readonly NavItem[] };

export function FooterLinks({ heading, items }: FooterLinksProps) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2.5">
        {items.map((item) => (
          <li key={item.to}>
            <a href={item.to} className="text-sm text-slate-400 transition-colors hover:text-brand-300">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
