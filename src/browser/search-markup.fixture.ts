// The lobby's search as src/ui/components/game-search.astro renders it (classes left out, the root hidden until a
// script shows it), for the tests of the scripts that work on it.
export const searchMarkup = `
  <div data-game-search data-index="/games/search-index.json" data-base="/en/games/" data-found-one="1 game found"
       data-found-many="{count} games found" data-found-none="No games found" hidden>
    <label for="game-search">Search games</label>
    <input id="game-search" type="search" role="combobox" aria-autocomplete="list" aria-expanded="false"
           aria-controls="game-search-results" autocomplete="off" enterkeyhint="go">
    <ul id="game-search-results" role="listbox" aria-label="Search games" hidden></ul>
    <p data-search-status role="status" class="sr-only"></p>
  </div>`;
