import { BREAK_END_FORMAT, BREAK_KEY, storedBreakEnd } from "~/scripts/play-storage";

/**
 * `Take a break` on the responsible play page (take-a-break.astro): starts the break the visitor chose, and
 * during one shows its end in place of the choice. The break is written only when the visitor presses
 * `Start my break`, and only its end.
 */

const HOUR = 3_600_000;
const section = document.querySelector<HTMLElement>("take-a-break");

if (section) {
  const choose = section.querySelector<HTMLElement>("[data-choose]");
  const taken = section.querySelector<HTMLElement>("[data-taken]");
  const problem = section.querySelector<HTMLElement>("[data-problem]");

  const show = (end: number) => {
    const time = taken?.querySelector("time");
    if (time) {
      time.dateTime = new Date(end).toISOString();
      time.textContent = new Intl.DateTimeFormat(document.documentElement.lang, BREAK_END_FORMAT).format(end);
    }
    choose?.classList.add("hidden");
    taken?.classList.remove("hidden");
  };

  const end = storedBreakEnd();
  if (end && end > Date.now()) show(end);

  section.querySelector("[data-start]")?.addEventListener("click", () => {
    const chosen = section.querySelector<HTMLInputElement>('input[name="break-length"]:checked');
    if (!problem) return;
    if (!chosen) {
      problem.textContent = section.dataset.chooseText ?? "";
      section.querySelector<HTMLInputElement>('input[name="break-length"]')?.focus();
      return;
    }
    const until = Date.now() + Number(chosen.value) * HOUR;
    try {
      localStorage.setItem(BREAK_KEY, new Date(until).toISOString());
    } catch {
      problem.textContent = section.dataset.blockedText ?? "";
      return;
    }
    show(until);
    taken?.focus();
  });

  // Once a length is chosen, the reminder to choose one has done its work.
  section.addEventListener("change", () => problem && (problem.textContent = ""));
}
