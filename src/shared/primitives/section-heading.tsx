import type { HTMLAttributes } from "react";

/** A section heading's look, for a heading React does not render (in an .astro component). */
export const sectionHeadingStyle = "font-display text-2xl font-bold text-white";

/** A section's heading, an h2, as every section of the site writes it; `className` adds to it (an icon's row, a larger size). */
export function SectionHeading({ className, children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 {...props} className={className ? `${sectionHeadingStyle} ${className}` : sectionHeadingStyle}>
      {children}
    </h2>
  );
}
