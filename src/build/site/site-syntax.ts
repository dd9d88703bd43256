/**
 * Where a site file that Node cannot read goes wrong: Node's own message ("Expected ',', got 'ident'") names no file
 * and no place, so the file is read again by TypeScript's parser, which names both.
 */
import { createRequire } from "node:module";

/** One line per syntax error of `source`, the text of `file`: `sites/x.ts:9:3: ',' expected.`; none if it finds none. */
export function syntaxErrors(source: string, file: string): string[] {
  let ts: typeof import("typescript");
  try {
    // A development dependency: where it is missing, the caller says what it knows without a place.
    ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");
  } catch {
    return [];
  }
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true });
  return diagnostics.map((diagnostic) => {
    const { line, character } = parsed.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${file}:${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
  });
}
