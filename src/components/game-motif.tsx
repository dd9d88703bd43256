import type { Motif } from "~/catalogue/art";

const WHITE = "#ffffff";

/** Four-pointed sparkles, the shine that every motif shares. */
function Sparkles({ at }: { at: readonly (readonly [number, number, number])[] }) {
  return at.map(([x, y, r]) => (
    <path
      key={`${x}-${y}`}
      d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
      fill={WHITE}
      fillOpacity="0.6"
    />
  ));
}

/** A round creature with `eyes` eyes, for the cluster games. */
function Creature({ x, y, r, fill, eyes }: { x: number; y: number; r: number; fill: string; eyes: 1 | 2 }) {
  const eyeAt = eyes === 1 ? [x] : [x - r * 0.38, x + r * 0.38];
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} stroke={WHITE} strokeOpacity="0.7" strokeWidth="3" />
      {eyeAt.map((eyeX) => (
        <g key={eyeX}>
          <circle cx={eyeX} cy={y - r * 0.15} r={r * (eyes === 1 ? 0.42 : 0.26)} fill={WHITE} />
          <circle cx={eyeX + r * 0.06} cy={y - r * 0.1} r={r * (eyes === 1 ? 0.2 : 0.12)} fill="#111827" />
        </g>
      ))}
      <path d={`M${x - r * 0.35} ${y + r * 0.45}Q${x} ${y + r * 0.75} ${x + r * 0.35} ${y + r * 0.45}`} stroke="#111827" strokeWidth={r * 0.08} fill="none" strokeLinecap="round" />
    </g>
  );
}

/**
 * The drawing that tells a game apart at a glance, in white over the game's gradient and in `ink`
 * (the game's darker colour): shapes only, since the card shows the name beside it.
 */
export function GameMotif({ motif, ink }: { motif: Motif; ink: string }) {
  switch (motif) {
    case "crescent":
      return (
        <g>
          <mask id="crescent">
            <circle cx="300" cy="180" r="112" fill={WHITE} />
            <circle cx="350" cy="146" r="100" fill="#000000" />
          </mask>
          <circle cx="300" cy="180" r="112" fill={WHITE} fillOpacity="0.92" mask="url(#crescent)" />
          <path d="M420 178l26-34 26 34-26 40z" fill={WHITE} fillOpacity="0.85" />
          <path d="M420 178h52M446 144l-10 34 10 40 10-40z" stroke={ink} strokeWidth="3" fill="none" strokeLinejoin="round" />
          <Sparkles at={[[470, 80, 20], [520, 250, 12], [140, 90, 14], [170, 280, 10]]} />
        </g>
      );
    case "flame":
      return (
        <g>
          <path d="M320 46C372 112 424 160 408 236C396 292 356 318 320 318C284 318 244 292 232 236C220 176 262 150 274 104C296 132 300 150 306 164C316 120 314 86 320 46Z" fill={WHITE} fillOpacity="0.9" />
          <path d="M320 150C346 190 372 214 362 256C354 284 338 296 320 296C302 296 284 284 278 258C270 226 296 206 320 150Z" fill={ink} />
          <Sparkles at={[[452, 96, 14], [486, 150, 9], [176, 120, 11], [196, 268, 8]]} />
        </g>
      );
    case "alien":
      return (
        <g>
          <path d="M300 104L276 52M340 104L364 52" stroke={WHITE} strokeWidth="8" strokeLinecap="round" />
          <circle cx="276" cy="50" r="12" fill={WHITE} />
          <circle cx="364" cy="50" r="12" fill={WHITE} />
          <Creature x={320} y={190} r={92} fill={ink} eyes={1} />
          <Creature x={154} y={266} r={44} fill={WHITE} eyes={1} />
          <Creature x={488} y={262} r={50} fill={WHITE} eyes={1} />
        </g>
      );
    case "book":
      return (
        <g>
          <path d="M320 40L470 250H170Z" fill={WHITE} fillOpacity="0.3" />
          <path d="M320 132C270 110 214 110 168 122V292C214 280 270 280 320 302Z" fill={WHITE} fillOpacity="0.92" />
          <path d="M320 132C370 110 426 110 472 122V292C426 280 370 280 320 302Z" fill={WHITE} fillOpacity="0.8" />
          <path d="M320 132V302M198 160h92M198 190h92M198 220h92M350 160h92M350 190h92M350 220h92" stroke={ink} strokeWidth="5" strokeLinecap="round" />
          <Sparkles at={[[120, 80, 14], [530, 90, 18], [548, 300, 10]]} />
        </g>
      );
    case "monsters":
      return (
        <g>
          <Creature x={320} y={178} r={104} fill={WHITE} eyes={2} />
          <Creature x={130} y={110} r={46} fill={ink} eyes={2} />
          <Creature x={136} y={262} r={40} fill={ink} eyes={2} />
          <Creature x={510} y={104} r={40} fill={ink} eyes={2} />
          <Creature x={506} y={256} r={48} fill={ink} eyes={2} />
        </g>
      );
    case "temple":
      return (
        <g>
          <path d="M180 150L320 86L460 150Z" fill={WHITE} fillOpacity="0.92" />
          <rect x="180" y="156" width="280" height="16" rx="3" fill={WHITE} fillOpacity="0.92" />
          {[198, 258, 358, 418].map((x) => (
            <rect key={x} x={x} y="180" width="24" height="110" rx="4" fill={WHITE} fillOpacity="0.85" />
          ))}
          <rect x="164" y="296" width="312" height="20" rx="3" fill={WHITE} fillOpacity="0.92" />
          <path d="M336 58L294 186H326L304 302L372 158H336L360 58Z" fill="#fde047" stroke={ink} strokeWidth="4" strokeLinejoin="round" />
          <Sparkles at={[[120, 74, 16], [540, 92, 12], [110, 250, 9]]} />
        </g>
      );
    case "gem":
      return (
        <g>
          <path d="M214 146L266 86H374L426 146L320 300Z" fill={WHITE} fillOpacity="0.92" />
          <path d="M214 146H426M266 86L296 146L320 300L344 146L374 86M296 146L320 86L344 146" stroke={ink} strokeWidth="4" fill="none" strokeLinejoin="round" />
          <Sparkles at={[[140, 90, 16], [500, 70, 12], [500, 260, 18], [150, 270, 10]]} />
        </g>
      );
    case "star":
      return (
        <g>
          <path d="M320 52L352 142L448 144L372 202L400 294L320 240L240 294L268 202L192 144L288 142Z" fill={WHITE} fillOpacity="0.92" stroke={ink} strokeWidth="4" strokeLinejoin="round" />
          <circle cx="320" cy="184" r="30" fill={ink} />
          <Sparkles at={[[130, 70, 14], [520, 90, 18], [540, 280, 10], [120, 280, 12]]} />
        </g>
      );
    case "crown":
      return (
        <g>
          <path d="M196 276L176 118L256 188L320 84L384 188L464 118L444 276Z" fill={WHITE} fillOpacity="0.92" />
          <rect x="196" y="244" width="248" height="26" fill={ink} />
          {[[176, 114], [320, 80], [464, 114]].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="14" fill={WHITE} stroke={ink} strokeWidth="4" />
          ))}
          <Sparkles at={[[110, 220, 14], [540, 220, 14], [320, 320, 10]]} />
        </g>
      );
    case "clover":
      return (
        <g>
          <path d="M320 190Q346 262 404 310" stroke={WHITE} strokeWidth="14" strokeLinecap="round" fill="none" />
          {[[272, 142], [368, 142], [272, 238], [368, 238]].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="54" fill={WHITE} fillOpacity="0.9" stroke={ink} strokeWidth="4" />
          ))}
          <circle cx="320" cy="190" r="22" fill={ink} />
          <Sparkles at={[[130, 80, 16], [510, 70, 12], [140, 290, 10]]} />
        </g>
      );
    case "wheel":
      return (
        <g>
          <circle cx="320" cy="190" r="124" fill={WHITE} fillOpacity="0.92" />
          <circle cx="320" cy="190" r="102" fill={ink} />
          <path d="M320 88V292M218 190H422M248 118L392 262M392 118L248 262" stroke={WHITE} strokeWidth="6" strokeOpacity="0.85" />
          <circle cx="320" cy="190" r="22" fill={WHITE} />
          <path d="M302 44H338L320 80Z" fill={WHITE} stroke={ink} strokeWidth="4" strokeLinejoin="round" />
          <Sparkles at={[[130, 90, 16], [520, 100, 12], [530, 290, 10]]} />
        </g>
      );
    case "cards":
      return (
        <g>
          <rect x="206" y="92" width="128" height="180" rx="14" fill={WHITE} fillOpacity="0.75" transform="rotate(-12 270 182)" />
          <rect x="306" y="86" width="128" height="180" rx="14" fill={WHITE} fillOpacity="0.95" transform="rotate(10 370 176)" />
          <path d="M370 134L402 178L370 222L338 178Z" fill={ink} transform="rotate(10 370 176)" />
          <Sparkles at={[[130, 80, 14], [530, 70, 16], [540, 290, 10]]} />
        </g>
      );
  }
}
