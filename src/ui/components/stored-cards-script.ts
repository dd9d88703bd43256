// The text of the head's script of stored-cards.astro: src/browser/stored-cards-head.ts called with the page's lists,
// minified, since it is written into every page of the lobby before its first paint (an inline script is not bundled).
import { transformSync } from "esbuild";
import { type StoredList, showStoredCards } from "#browser/stored-cards-head.ts";

const scripts = new Map<string, string>();

/** The script for `lists` and the cards' address `cardsPath`: made once each, as a site's pages share a few. */
export function storedCardsScript(lists: readonly StoredList[], cardsPath: string): string {
  const call = `(${showStoredCards.toString()})(${JSON.stringify(lists)},${JSON.stringify(cardsPath)})`;
  let script = scripts.get(call);
  if (script === undefined)
    scripts.set(call, (script = transformSync(call, { minify: true, loader: "js", target: "es2022" }).code.trim()));
  return script;
}
