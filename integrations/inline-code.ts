/**
 * The inline code of a built page, read with an HTML parser: the Content-Security-Policy hashes it and
 * the bench weighs its scripts, so both see exactly the same scripts.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export type InlineCode = {
  /** Every inline script the browser acts on: classic and module scripts, speculation rules, import maps. */
  scripts: string[];
  styles: string[];
  /** `style` attributes and `on…` handlers, as `<tag attribute="…">`: a policy of hashes cannot allow them. */
  blockedAttributes: string[];
};

/** Scripts of these types are data, never run (JSON-LD, JSON islands). */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "application/json"]);

function elements(node: Node): Element[] {
  const children = "childNodes" in node ? node.childNodes : [];
  const own = "tagName" in node ? [node] : [];
  const inTemplate = "content" in node ? elements(node.content) : [];
  return [...own, ...children.flatMap(elements), ...inTemplate];
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const text = (element: Element) => element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** Scripts with a `src` are files, measured and allowed as files; comments hold no code. */
export function inlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], styles: [], blockedAttributes: [] };
  for (const element of elements(parse(html))) {
    for (const attr of element.attrs) {
      if (attr.name === "style" || attr.name.startsWith("on"))
        code.blockedAttributes.push(`<${element.tagName} ${attr.name}="…">`);
    }
    if (element.tagName === "script" && attribute(element, "src") === undefined) {
      if (!DATA_SCRIPT_TYPES.has((attribute(element, "type") ?? "").trim().toLowerCase()))
        code.scripts.push(text(element));
    }
    if (element.tagName === "style") code.styles.push(text(element));
  }
  return code;
}
