/**
 * What the inbox prints of a visitor's text, safe for the operator's terminal: a message or a name may hold escape
 * sequences (ESC [2J clears the screen, ESC ] 0; sets the window's title), a carriage return that writes over a
 * column, or a right-to-left override that reorders what follows. Each such character is shown escaped, as `\x1B`
 * or `\u202E`, so the operator sees that it was sent and the terminal does nothing with it. The stored message keeps
 * what the person sent; only its printing changes.
 */

/**
 * Every control character (C0, DEL and C1), the line and paragraph separators, and the bidirectional overrides and
 * isolates; newline and tab are told apart by the caller.
 */
const UNSAFE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

const escaped = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0xff
    ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
};

/**
 * `text` with every unsafe character escaped; with `lines`, newline and tab are kept as they are (a message shown
 * whole), else they are escaped too (a field on a line of its own, or a column of a list).
 */
export function printable(text: string, { lines = false }: { lines?: boolean } = {}): string {
  return text.replace(UNSAFE, (character) =>
    lines && (character === "\n" || character === "\t") ? character : escaped(character),
  );
}
