import type { ReactNode } from "react";
/** Renders its children only when `condition` holds: for prose that depends on a site's options (MDX). */
export function When({ condition, children }: { condition: boolean; children: ReactNode }) {
  return condition ? children : null;
}
