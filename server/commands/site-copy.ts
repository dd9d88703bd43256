/**
 * The site file `npm run site:new -- <id> --from <site>` writes: the other site's file with its options as they are,
 * under the new site's name, addresses and folder. What stays the other brand's is left out, commented, with why:
 * its hero art and its game pictures (files of its folder, which are not copied), and its analytics account. Its
 * logo and icon become the new site's placeholders.
 */
import ts from "typescript";
import type { SiteNames } from "#server/commands/site-template.ts";

/** The lines a new site's file says of its placeholder logo and icon, the template's and a copy's alike. */
export const ART_COMMENT = [
  "// Placeholders with the site's initials, drawn by npm run site:new: replace them with the brand's own SVG files",
  "// (the icon square).",
];

/** What the copied site is called: its id, its name and the host of its url and email addresses. */
export type CopiedNames = { id: string; name: string; host: string };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `name` as a whole word (no letter or digit right before or after), wherever it is. */
const wholeWord = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, "gu");

/** `host` as a whole host name: not a part of a longer one (`fi.aurora.example`, `aurora.example.org`). */
const wholeHost = (host: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}.-])${escaped(host)}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`, "gu");

/** An expression without the `satisfies`, `as` and parentheses around it. */
function unwrapped(node: ts.Expression): ts.Expression {
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return unwrapped(node.expression);
  return node;
}

function propertyName(node: ts.ObjectLiteralElementLike, file: ts.SourceFile): string | undefined {
  return node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ? node.name.text
    : node.name?.getText(file);
}

function properties(object: ts.ObjectLiteralExpression, file: ts.SourceFile): Map<string, ts.ObjectLiteralElementLike> {
  return new Map(object.properties.flatMap((node) => [[propertyName(node, file) ?? "", node] as const]));
}

/** Lines `from` to `to` (counted from 0, both included) replaced by `lines`; `to` one before `from` inserts them. */
type LineEdit = { from: number; to: number; lines: string[] };

/**
 * The text of `sites/<to.id>.ts` copied from `source`, the text of `sites/<from.id>.ts`: every whole-word mention of
 * the other site's name, its host (in its url and email addresses) and its folder made the new site's, a header that
 * says where it came from, the placeholder logo and icon in place of its own, and its hero art, its folder's game
 * pictures and its analytics commented out. Throws when `source` has no `export const site = { … }`.
 */
export function copiedSiteFile(source: string, from: CopiedNames, to: SiteNames): string {
  const text = source
    .replaceAll(`sites/${from.id}/`, `sites/${to.id}/`)
    .replace(wholeHost(from.host), to.host)
    .replace(wholeWord(from.name), to.name);
  const file = ts.createSourceFile(`sites/${to.id}.ts`, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines = text.split("\n");
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
  const indentOf = (line: number) => /^\s*/.exec(lines[line] ?? "")?.[0] ?? "";
  /** The lines of `node`, from those of the comments just above it to the one of its end (and its comma). */
  const span = (node: ts.Node) => {
    const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
    return { from: lineOf(comments[0]?.pos ?? node.getStart(file)), to: lineOf(node.getEnd()) };
  };
  /** `node` commented out, line by line at its own indentation, below `why`, a one-line comment. */
  const commentedOut = (node: ts.Node, why: string): LineEdit => {
    const { from: first, to: last } = span(node);
    const own = lineOf(node.getStart(file));
    const indent = indentOf(own);
    const body = lines.slice(own, last + 1).map((line) => `${indent}// ${line.slice(indent.length)}`);
    // The comma after the property is on its last line, and stays there, commented.
    return { from: first, to: last, lines: [`${indent}// ${why}`, ...body] };
  };

  const statement = file.statements.find(
    (node): node is ts.VariableStatement =>
      ts.isVariableStatement(node) &&
      node.declarationList.declarations.some((declaration) => declaration.name.getText(file) === "site"),
  );
  const declaration = statement?.declarationList.declarations.find((node) => node.name.getText(file) === "site");
  const object = declaration?.initializer && unwrapped(declaration.initializer);
  if (!object || !ts.isObjectLiteralExpression(object))
    throw new Error(`sites/${from.id}.ts has no \`export const site = { … }\` to copy`);

  const edits: LineEdit[] = [];
  // The other site's opening comment told what that site is: this one says where the new one came from.
  const first = file.statements.find((node) => !ts.isImportDeclaration(node));
  if (first) {
    const comments = ts.getLeadingCommentRanges(text, first.getFullStart()) ?? [];
    const start = lineOf(first.getStart(file));
    const header = [
      `// Made by npm run site:new from sites/${from.id}.ts: its options, under this site's name and placeholder`,
      `// addresses (the .example domain) and art. Its hero art, game pictures and analytics account stay that site's.`,
    ];
    edits.push({ from: comments[0] ? lineOf(comments[0].pos) : start, to: start - 1, lines: header });
  }

  const fields = properties(object, file);
  const art = [...ART_COMMENT, `logo: "sites/${to.id}/logo.svg",`, `icon: "sites/${to.id}/icon.svg",`];
  const [logo, icon, theme] = [fields.get("logo"), fields.get("icon"), fields.get("theme")];
  const place = logo ?? icon;
  if (place) {
    const { from: start, to: end } = span(place);
    edits.push({ from: start, to: end, lines: art.map((line) => indentOf(lineOf(place.getStart(file))) + line) });
    if (logo && icon) edits.push({ ...span(icon), lines: [] });
  } else {
    const after = theme ?? object.properties.at(-1);
    const line = after ? lineOf(after.getEnd()) : lineOf(object.getStart(file));
    const indent = after ? indentOf(lineOf(after.getStart(file))) : `${indentOf(line)}  `;
    edits.push({ from: line + 1, to: line, lines: art.map((text) => indent + text) });
  }

  const home = fields.get("home");
  const homeObject = home && ts.isPropertyAssignment(home) ? unwrapped(home.initializer) : undefined;
  const picture = homeObject && ts.isObjectLiteralExpression(homeObject) && properties(homeObject, file).get("picture");
  if (picture)
    edits.push(
      commentedOut(
        picture,
        `The brand's hero art, a wide picture in the site's folder: sites/${from.id}'s is not copied.`,
      ),
    );
  const pictures = fields.get("gamePictures");
  if (pictures && pictures.getText(file).includes(`"sites/${to.id}/`))
    edits.push(
      commentedOut(
        pictures,
        `The games' own pictures: sites/${from.id}'s are not copied (npm run pictures:import brings in a media kit).`,
      ),
    );
  const analytics = fields.get("analytics");
  if (analytics)
    edits.push(
      commentedOut(analytics, `The visits were counted for sites/${from.id}: put in this site's own account.`),
    );

  for (const edit of edits.toSorted((a, b) => b.from - a.from))
    lines.splice(edit.from, edit.to - edit.from + 1, ...edit.lines);
  return lines.join("\n");
}
