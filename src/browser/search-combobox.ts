// The lobby's game search: a WAI-ARIA combobox with a list of suggestions (the APG "list autocomplete" pattern) on
// the page's prerendered field. Loaded by search-loader.ts only once the visitor reaches for the field.
import { createGameSearch, type Entry } from "#browser/game-search.ts";

const SHOWN = 8;
// Long enough that a screen reader says one count when typing pauses, not one per letter.
const ANNOUNCE_AFTER_MS = 300;

export function enhanceSearch(root: HTMLElement, entries: Entry[]) {
  const input = root.querySelector<HTMLInputElement>("[role=combobox]");
  const listbox = root.querySelector<HTMLElement>("[role=listbox]");
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  if (!input || !listbox || !status) return;
  const search = createGameSearch(entries);
  const { base = "", foundOne = "", foundMany = "", foundNone = "" } = root.dataset;
  let shown: Entry[] = [];
  let active = -1;
  let announcing: ReturnType<typeof setTimeout> | undefined;

  const activate = (index: number) => {
    active = index;
    for (const [i, option] of [...listbox.children].entries())
      option.setAttribute("aria-selected", String(i === index));
    const option = listbox.children[index];
    if (option) {
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  const setOpen = (open: boolean) => {
    listbox.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (!open) activate(-1);
  };

  const update = () => {
    const found = search(input.value);
    shown = found.slice(0, SHOWN);
    listbox.replaceChildren(
      ...shown.map((game, i) => {
        const option = document.createElement("li");
        option.id = `${input.id}-option-${i}`;
        option.setAttribute("role", "option");
        option.textContent = game.name;
        return option;
      }),
    );
    activate(-1);
    setOpen(shown.length > 0);
    const count = found.length;
    const text = !input.value.trim()
      ? ""
      : count === 1
        ? foundOne
        : count
          ? foundMany.replace("{count}", String(count))
          : foundNone;
    clearTimeout(announcing);
    announcing = setTimeout(() => (status.textContent = text), ANNOUNCE_AFTER_MS);
  };

  const go = (index: number) => {
    const game = shown[index];
    if (game) location.assign(base + game.slug);
  };

  input.addEventListener("input", update);
  input.addEventListener("keydown", (event) => {
    const open = !listbox.hidden;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        // Closed (by Escape, a blur, or on a value the page came back with): the text's suggestions open again.
        if (!open) update();
        const count = shown.length;
        if (!count) return;
        const down = event.key === "ArrowDown";
        activate(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
        break;
      }
      case "Enter":
        if (!open) return;
        go(Math.max(active, 0));
        break;
      case "Escape":
        // The first closes the list, the second clears the field; on an empty field, it is not ours.
        if (open) setOpen(false);
        else if (input.value) {
          input.value = "";
          update();
        } else return;
        break;
      default:
        return;
    }
    // The arrows would move the caret, and Escape in a search field clears it at once.
    event.preventDefault();
  });
  // A press on an option would blur the field, closing the list before the click lands: keep the focus in the field.
  listbox.addEventListener("mousedown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const option = event.target instanceof Element && event.target.closest("[role=option]");
    if (option) go([...listbox.children].indexOf(option));
  });
  input.addEventListener("blur", () => setOpen(false));
}
