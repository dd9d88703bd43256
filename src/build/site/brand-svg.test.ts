// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_BRAND_SVG_BYTES, brandSvgProblems, optimiseBrandSvg } from "#build/site/brand-svg.ts";

const svg = (body: string, attributes = 'viewBox="0 0 120 40"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe("brandSvgProblems", () => {
  it("finds nothing wrong with a plain drawing that refers only to itself", () => {
    const gradient = '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>';
    expect(brandSvgProblems(svg(`${gradient}<rect width="120" height="40" fill="url(#g)"/><use href="#g"/>`))).toEqual(
      [],
    );
  });

  it("refuses each thing a brand picture must not hold, one line each", () => {
    const cases: [string, string][] = [
      [svg("<script>alert(1)</script>"), "has a <script> element"],
      [svg('<rect width="1" height="1" onclick="steal()"/>'), "has an event handler attribute (onclick)"],
      [svg("", 'viewBox="0 0 120 40" onload="steal()"'), "has an event handler attribute (onload)"],
      [
        svg('<image href="https://tracker.example/pixel.png"/>'),
        'refers to another file or host: href="https://tracker.example/pixel.png"',
      ],
      [
        svg('<image xlink:href="other.svg" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
        'refers to another file or host: xlink:href="other.svg"',
      ],
      [
        svg('<image href="data:image/png;base64,AAAA"/>'),
        'refers to another file or host: href="data:image/png;base64,AAAA"',
      ],
      [
        svg('<rect fill="url(https://x.example/a.svg#g)"/>'),
        'refers to another file or host: fill="url(https://x.example/a.svg#g)"',
      ],
      [svg("<style>@import 'brand.css';</style>"), "refers to another file or host in its <style> (url() or @import)"],
      [
        svg("<style>rect { fill: url(/a.svg#p) }</style>"),
        "refers to another file or host in its <style> (url() or @import)",
      ],
      [svg("<foreignObject><p>hi</p></foreignObject>"), "has a <foreignObject> element, which may hold a web page"],
      [svg("", 'width="120" height="40"'), 'has no viewBox: the <svg> element needs one, such as viewBox="0 0 120 40"'],
      [
        '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
        "is not an SVG document (its first element is <html>)",
      ],
      ["\u0089PNG\r\n\u001a\n", "does not parse as SVG: "],
    ];
    for (const [source, problem] of cases) {
      const found = brandSvgProblems(source);
      expect(found, source).toHaveLength(1);
      expect(found[0], source).toContain(problem);
    }
  });

  it("asks an icon to be square, and any picture to be at most 64 KB", () => {
    expect(brandSvgProblems(svg(""), { square: true })).toEqual(["is not square: its viewBox is 120 by 40"]);
    expect(brandSvgProblems(svg("", 'viewBox="0 0 64 64"'), { square: true })).toEqual([]);
    const heavy = svg(`<desc>${"x".repeat(MAX_BRAND_SVG_BYTES)}</desc>`);
    expect(brandSvgProblems(heavy)).toEqual(["is 65 KB, over the 64 KB a logo or icon may be"]);
  });

  it("lists every problem of one file, each once", () => {
    expect(brandSvgProblems(svg("<script/><script/><foreignObject/>", ""), { square: true })).toEqual([
      'has no viewBox: the <svg> element needs one, such as viewBox="0 0 120 40"',
      "has a <script> element",
      "has a <foreignObject> element, which may hold a web page",
    ]);
  });
});

describe("optimiseBrandSvg", () => {
  it("drops what an editor leaves and the picture's own size, and gives the viewBox's proportions", () => {
    const saved = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Made with an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="240" height="80" viewBox="0 0 120 40" inkscape:version="1.3">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <rect x="0.000000" y="0.000000" width="120.000000" height="40.000000" fill="#ff0000"/>
</svg>`;
    const optimised = optimiseBrandSvg(saved, "sites/x/logo.svg");
    expect(optimised).toMatchObject({ file: "sites/x/logo.svg", width: 120, height: 40 });
    expect(optimised.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><path fill="red" d="M0 0h120v40H0z"/></svg>',
    );
  });
});
