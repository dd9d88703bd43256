import { CircleCheck } from "lucide-react";

/** Said when a message was received (or, where nothing is sent, written to the console). */
export function Confirmation({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-emerald-400/40 bg-emerald-500/15 px-4 py-3 font-medium text-emerald-300">
      <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}
