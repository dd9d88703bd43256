/** The site's two button looks, for <button>s and links alike; callers add size and spacing. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white transition-colors hover:bg-brand-800 motion-reduce:transition-none";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/20 font-semibold text-white transition-colors hover:bg-white/10 motion-reduce:transition-none";

/** The compact size, used inside cards and beside the game frame. */
export const smallButton = "px-5 py-2.5 text-sm";
