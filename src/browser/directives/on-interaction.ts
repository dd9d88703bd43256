import type { ClientDirective } from "astro";

/** What the visitor does inside the island on the way to using it: a tap or click, a key, the keyboard's focus. */
const WAKING_EVENTS = ["pointerdown", "keydown", "focusin"];

/**
 * `client:oninteraction="<event>"`: hydrates an island when the visitor first reaches into it, or when
 * the page dispatches `<event>` inside it (something the island must show without being asked). Until
 * then no script of the island is loaded or run, so the page's load has no long task of React's. A
 * button clicked before the island could answer is clicked again once it can: one tap on it is enough. A form
 * sent before then (its button, or Enter in a field) is held and sent once the island can take it, never posted as
 * a page without the island's script.
 */
const onInteraction: ClientDirective = (load, options, island) => {
  const wakers = typeof options.value === "string" && options.value ? [...WAKING_EVENTS, options.value] : WAKING_EVENTS;
  let clicked: HTMLElement | null = null;
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const remember = (event: Event) => {
    clicked = event.target instanceof Element ? event.target.closest("button") : null;
  };
  const hold = (event: Event) => {
    if (!(event instanceof SubmitEvent) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    sent = { form: event.target, submitter: event.submitter };
  };
  island.addEventListener("click", remember, true);
  island.addEventListener("submit", hold, true);
  const wake = async () => {
    for (const type of wakers) island.removeEventListener(type, wake, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener("click", remember, true);
    island.removeEventListener("submit", hold, true);
    // React hydrates the part a click lands in at once, then hands it the click. A form held is sent again by a click
    // of the button that sent it, for the same reason: a submit event alone could reach the form before React holds it.
    const held = sent as typeof sent;
    if (held?.submitter) held.submitter.click();
    else if (held) held.form.requestSubmit();
    else (clicked as HTMLElement | null)?.click();
  };
  for (const type of wakers) island.addEventListener(type, wake, true);
};

export default onInteraction;
