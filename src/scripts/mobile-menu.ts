// The menu is a popover: its button opens and closes it, Escape and a tap outside close it, and
// focus returns to the button, all without a script. This adds what HTML cannot say by itself.
const menu = document.getElementById("mobile-menu");
const button = document.querySelector('[popovertarget="mobile-menu"]');

if (menu && button) {
  const isOpen = () => menu.matches(":popover-open");
  const close = () => isOpen() && menu.hidePopover();
  const sync = () => button.setAttribute("aria-expanded", String(isOpen()));
  sync();
  menu.addEventListener("toggle", sync);
  // Following a link closes the menu, even to this same page or an anchor on it.
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  addEventListener("hashchange", close);
  // Back and forward may restore this page from memory as it was left: closed, like any page they show.
  addEventListener("pagehide", close);
}
