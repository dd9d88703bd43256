// A thumbnail from an image host that cannot load gives way to the site's own art for the game.
const withFallback = "img[data-fallback]";

function showArt(image: HTMLImageElement) {
  const art = image.dataset.fallback;
  // Once only: if the art failed too, the alt text stays.
  if (!art || image.getAttribute("src") === art) return;
  image.src = art;
}

// Images that failed before this script ran, then any that fail later (lazy ones, further down).
for (const image of document.querySelectorAll<HTMLImageElement>(withFallback)) {
  if (image.complete && image.naturalWidth === 0) showArt(image);
}
document.addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(withFallback)) showArt(event.target);
  },
  // Error events do not bubble; capturing sees them at the document.
  true,
);

// A module, so its names stay its own and tests can import it.
export {};
