import type { HTMLAttributes } from "react";

/** A panel's look, for an element React does not render (a custom element of an .astro component). */
export const panelStyle = "rounded-2xl border border-white/10 bg-ink-800/50";

type PanelProps = HTMLAttributes<HTMLElement> & { as?: "div" | "li" | "nav" | "section" };

/** A box set apart from the page, a shade lighter, with a rounded border: a section, a list's item or a form's frame; `className` its spacing. */
export function Panel({ as: Element = "div", className, ...props }: PanelProps) {
  return <Element {...props} className={className ? `${panelStyle} ${className}` : panelStyle} />;
}
