// A thumbnail that cannot load gives way to the game's own art, drawn behind it in the same box.
function showArt(image: HTMLImageElement) {
  const art = image.parentElement?.querySelector("[data-testid=game-art]");
  if (!art) return;
  art.setAttribute("role", "img");
  art.setAttribute("aria-label", image.alt);
  art.removeAttribute("aria-hidden");
  image.remove();
}

const thumbnails = "img[data-thumbnail]";
// Images that failed before this script ran, then any that fail later (lazy ones, further down).
for (const image of document.querySelectorAll<HTMLImageElement>(thumbnails)) {
  if (image.complete && image.naturalWidth === 0) showArt(image);
}
document.addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(thumbnails)) showArt(event.target);
  },
  // Error events do not bubble; capturing sees them at the document.
  true,
);
