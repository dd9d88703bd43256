import type { ReactNode } from "react";

type FormFieldProps = { id: string; label: string; children: ReactNode; error?: string };

export const fieldClass =
  "mt-2 block w-full rounded-xl border border-white/15 bg-ink-950/70 px-4 py-3 text-base text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400/50 user-invalid:border-red-400 aria-invalid:border-red-400";

/** The id of a field's error text, for the field's aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

export function FormField({ id, label, children, error }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-200">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
