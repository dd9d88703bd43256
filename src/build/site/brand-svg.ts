/**
 * A brand's own SVG files (a site's `logo` and `icon`), checked and optimised at build. Editors leave kilobytes of
 * metadata in what they save, and an SVG can carry a script or pull in another file or host, which a site's picture
 * must not: each problem is one line, and the build stops before anything is written.
 */
import { type CustomPlugin, type XastElement, optimize } from "svgo";

export const MAX_BRAND_SVG_BYTES = 64 * 1024;

/** A checked, optimised SVG: its markup (with a viewBox and no width or height) and the viewBox's size. */
export type BrandSvg = { file: string; svg: string; width: number; height: number };

/** Anything that reaches outside the document: `url(…)` or `@import` not naming an element of it (`#id`). */
const OUTSIDE_REFERENCE = /url\(\s*['"]?\s*(?!#)|@import/i;

function viewBoxOf(root: XastElement): number[] | undefined {
  const numbers = (root.attributes.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return numbers.length === 4 && numbers.every(Number.isFinite) && (numbers[2] ?? 0) > 0 && (numbers[3] ?? 0) > 0
    ? numbers
    : undefined;
}

/** Every problem of `source` as a brand picture, in words; none for a picture fit to use. */
export function brandSvgProblems(source: string, { square = false } = {}): string[] {
  const problems = new Set<string>();
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_BRAND_SVG_BYTES)
    problems.add(`is ${Math.ceil(bytes / 1024)} KB, over the ${MAX_BRAND_SVG_BYTES / 1024} KB a logo or icon may be`);
  const check: CustomPlugin = {
    name: "brandChecks",
    fn: () => ({
      root: {
        enter(root) {
          const first = root.children.find((child) => child.type === "element");
          if (first?.name !== "svg") {
            problems.add(`is not an SVG document (its first element is ${first ? `<${first.name}>` : "missing"})`);
            return;
          }
          const box = viewBoxOf(first);
          if (!box) problems.add('has no viewBox: the <svg> element needs one, such as viewBox="0 0 120 40"');
          else if (square && box[2] !== box[3]) problems.add(`is not square: its viewBox is ${box[2]} by ${box[3]}`);
        },
      },
      element: {
        enter(node) {
          if (node.name === "script") problems.add("has a <script> element");
          if (node.name === "foreignObject") problems.add("has a <foreignObject> element, which may hold a web page");
          for (const [name, value] of Object.entries(node.attributes)) {
            if (/^on/i.test(name)) problems.add(`has an event handler attribute (${name})`);
            const isHref = name === "href" || name === "xlink:href";
            if (isHref ? !value.startsWith("#") : OUTSIDE_REFERENCE.test(value))
              problems.add(`refers to another file or host: ${name}="${value.slice(0, 60)}"`);
          }
          if (node.name === "style") {
            const css = node.children
              .map((child) => (child.type === "text" || child.type === "cdata" ? child.value : ""))
              .join("");
            if (OUTSIDE_REFERENCE.test(css))
              problems.add("refers to another file or host in its <style> (url() or @import)");
          }
        },
      },
    }),
  };
  try {
    optimize(source, { plugins: [check] });
  } catch (error) {
    problems.add(`does not parse as SVG: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`);
  }
  return [...problems];
}

/**
 * `source` optimised (SVGO's default preset: metadata, comments and editor attributes removed, numbers shortened),
 * with its width and height dropped so the page sizes it. Call on a source without problems.
 */
export function optimiseBrandSvg(source: string, file: string): BrandSvg {
  const { data } = optimize(source, { multipass: true, plugins: ["preset-default", "removeDimensions"] });
  const [, , width = 1, height = 1] =
    /viewBox="([^"]+)"/
      .exec(data)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number) ?? [];
  return { file, svg: data, width, height };
}
