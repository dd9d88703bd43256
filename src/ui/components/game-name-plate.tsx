/** The widest a line of the name may be, of the art's 640, and the band it stands in at the foot of the art. */
const LINE_WIDTH = 596;
const BAND_TOP = 240;

/** An estimate of a bold sans-serif letter's width, in ems: wide enough that a name of capitals still fits. */
const EM_PER_LETTER = 0.6;

/** The name in one line, or in two split at the space nearest its middle, whichever lets it be drawn larger. */
function nameLines(name: string): string[] {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  if (name.length <= 18 || spaces.length === 0) return [name];
  const middle = spaces.reduce((best, index) =>
    Math.abs(index - name.length / 2) < Math.abs(best - name.length / 2) ? index : best,
  );
  return [name.slice(0, middle), name.slice(middle + 1)];
}

/**
 * A game's name lettered at the foot of its art, white over a darker band with an outline in the game's `ink`, so it
 * reads over any palette at a card's size on a phone. Sized to its longest line, and pressed to fit where the
 * estimate is short, never cut.
 */
export function GameNamePlate({ name, ink }: { name: string; ink: string }) {
  const lines = nameLines(name);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.round(Math.min(lines.length === 1 ? 64 : 50, LINE_WIDTH / (EM_PER_LETTER * longest)));
  const first = lines.length === 1 ? 316 : 290;
  return (
    <g>
      <rect y={BAND_TOP} width="640" height={360 - BAND_TOP} fill="#000000" fillOpacity="0.3" />
      <text
        x="320"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, 'Liberation Sans', sans-serif"
        fontWeight="800"
        fontSize={size}
        fill="#ffffff"
        stroke={ink}
        strokeWidth={size / 6}
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        {lines.map((line, index) => (
          <tspan
            key={line}
            x="320"
            y={first + index * size * 1.08}
            {...(line.length * EM_PER_LETTER * size > LINE_WIDTH
              ? { textLength: LINE_WIDTH, lengthAdjust: "spacingAndGlyphs" }
              : {})}
          >
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
