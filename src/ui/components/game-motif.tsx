import type { Motif } from "#build/catalogue/art.ts";

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
      <path
        d={`M${x - r * 0.35} ${y + r * 0.45}Q${x} ${y + r * 0.75} ${x + r * 0.35} ${y + r * 0.45}`}
        stroke="#111827"
        strokeWidth={r * 0.08}
        fill="none"
        strokeLinecap="round"
      />
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
          <path
            d="M420 178h52M446 144l-10 34 10 40 10-40z"
            stroke={ink}
            strokeWidth="3"
            fill="none"
            strokeLinejoin="round"
          />
          <Sparkles
            at={[
              [470, 80, 20],
              [520, 250, 12],
              [140, 90, 14],
              [170, 280, 10],
            ]}
          />
        </g>
      );
    case "flame":
      return (
        <g>
          <path
            d="M320 46C372 112 424 160 408 236C396 292 356 318 320 318C284 318 244 292 232 236C220 176 262 150 274 104C296 132 300 150 306 164C316 120 314 86 320 46Z"
            fill={WHITE}
            fillOpacity="0.9"
          />
          <path
            d="M320 150C346 190 372 214 362 256C354 284 338 296 320 296C302 296 284 284 278 258C270 226 296 206 320 150Z"
            fill={ink}
          />
          <Sparkles
            at={[
              [452, 96, 14],
              [486, 150, 9],
              [176, 120, 11],
              [196, 268, 8],
            ]}
          />
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
          <path
            d="M320 132V302M198 160h92M198 190h92M198 220h92M350 160h92M350 190h92M350 220h92"
            stroke={ink}
            strokeWidth="5"
            strokeLinecap="round"
          />
          <Sparkles
            at={[
              [120, 80, 14],
              [530, 90, 18],
              [548, 300, 10],
            ]}
          />
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
          <path
            d="M336 58L294 186H326L304 302L372 158H336L360 58Z"
            fill="#fde047"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <Sparkles
            at={[
              [120, 74, 16],
              [540, 92, 12],
              [110, 250, 9],
            ]}
          />
        </g>
      );
    case "gem":
      return (
        <g>
          <path d="M214 146L266 86H374L426 146L320 300Z" fill={WHITE} fillOpacity="0.92" />
          <path
            d="M214 146H426M266 86L296 146L320 300L344 146L374 86M296 146L320 86L344 146"
            stroke={ink}
            strokeWidth="4"
            fill="none"
            strokeLinejoin="round"
          />
          <Sparkles
            at={[
              [140, 90, 16],
              [500, 70, 12],
              [500, 260, 18],
              [150, 270, 10],
            ]}
          />
        </g>
      );
    case "star":
      return (
        <g>
          <path
            d="M320 52L352 142L448 144L372 202L400 294L320 240L240 294L268 202L192 144L288 142Z"
            fill={WHITE}
            fillOpacity="0.92"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <circle cx="320" cy="184" r="30" fill={ink} />
          <Sparkles
            at={[
              [130, 70, 14],
              [520, 90, 18],
              [540, 280, 10],
              [120, 280, 12],
            ]}
          />
        </g>
      );
    case "crown":
      return (
        <g>
          <path d="M196 276L176 118L256 188L320 84L384 188L464 118L444 276Z" fill={WHITE} fillOpacity="0.92" />
          <rect x="196" y="244" width="248" height="26" fill={ink} />
          {[
            [176, 114],
            [320, 80],
            [464, 114],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="14" fill={WHITE} stroke={ink} strokeWidth="4" />
          ))}
          <Sparkles
            at={[
              [110, 220, 14],
              [540, 220, 14],
              [320, 320, 10],
            ]}
          />
        </g>
      );
    case "clover":
      return (
        <g>
          <path d="M320 190Q346 262 404 310" stroke={WHITE} strokeWidth="14" strokeLinecap="round" fill="none" />
          {[
            [272, 142],
            [368, 142],
            [272, 238],
            [368, 238],
          ].map(([x, y]) => (
            <circle
              key={`${x}-${y}`}
              cx={x}
              cy={y}
              r="54"
              fill={WHITE}
              fillOpacity="0.9"
              stroke={ink}
              strokeWidth="4"
            />
          ))}
          <circle cx="320" cy="190" r="22" fill={ink} />
          <Sparkles
            at={[
              [130, 80, 16],
              [510, 70, 12],
              [140, 290, 10],
            ]}
          />
        </g>
      );
    case "wheel":
      return (
        <g>
          <circle cx="320" cy="190" r="124" fill={WHITE} fillOpacity="0.92" />
          <circle cx="320" cy="190" r="102" fill={ink} />
          <path
            d="M320 88V292M218 190H422M248 118L392 262M392 118L248 262"
            stroke={WHITE}
            strokeWidth="6"
            strokeOpacity="0.85"
          />
          <circle cx="320" cy="190" r="22" fill={WHITE} />
          <path d="M302 44H338L320 80Z" fill={WHITE} stroke={ink} strokeWidth="4" strokeLinejoin="round" />
          <Sparkles
            at={[
              [130, 90, 16],
              [520, 100, 12],
              [530, 290, 10],
            ]}
          />
        </g>
      );
    case "cards":
      return (
        <g>
          <rect
            x="206"
            y="92"
            width="128"
            height="180"
            rx="14"
            fill={WHITE}
            fillOpacity="0.75"
            transform="rotate(-12 270 182)"
          />
          <rect
            x="306"
            y="86"
            width="128"
            height="180"
            rx="14"
            fill={WHITE}
            fillOpacity="0.95"
            transform="rotate(10 370 176)"
          />
          <path d="M370 134L402 178L370 222L338 178Z" fill={ink} transform="rotate(10 370 176)" />
          <Sparkles
            at={[
              [130, 80, 14],
              [530, 70, 16],
              [540, 290, 10],
            ]}
          />
        </g>
      );
    case "dragon":
      return (
        <g>
          <path d="M300 122L256 48L334 112ZM344 112L336 36L378 112Z" fill={WHITE} fillOpacity="0.8" />
          <path
            d="M196 304C188 230 214 166 270 132C302 112 334 106 366 110L430 120L472 148L488 178L448 188L416 184C404 208 382 228 352 238C326 248 312 272 308 304Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <path d="M350 146Q368 132 388 146Q368 158 350 146Z" fill={ink} />
          <circle cx="456" cy="152" r="6" fill={ink} />
          <path d="M488 178L416 184" stroke={ink} strokeWidth="5" strokeLinecap="round" />
          <path
            d="M432 184L438 198L444 183M452 182L458 196L464 181"
            fill={WHITE}
            stroke={ink}
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M238 262Q258 246 278 262M228 222Q248 206 268 222M262 186Q282 170 302 186"
            stroke={ink}
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
          <Sparkles
            at={[
              [120, 90, 16],
              [530, 270, 12],
              [130, 250, 10],
            ]}
          />
        </g>
      );
    case "pyramid":
      return (
        <g>
          <circle cx="476" cy="92" r="40" fill="#fde047" fillOpacity="0.9" stroke={ink} strokeWidth="4" />
          <path
            d="M150 304H490V274H460V244H430V214H400V184H370V154H340V124H300V154H270V184H240V214H210V244H180V274H150Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <path
            d="M180 274H460M210 244H430M240 214H400M270 184H370M300 154H340"
            stroke={ink}
            strokeWidth="3"
            strokeOpacity="0.6"
          />
          <path d="M300 304V262Q320 240 340 262V304Z" fill={ink} />
          <Sparkles
            at={[
              [130, 80, 16],
              [560, 200, 10],
              [110, 220, 10],
            ]}
          />
        </g>
      );
    case "fruit":
      return (
        <g>
          <path
            d="M250 226C258 160 300 112 360 78M392 226C388 160 374 112 360 78"
            stroke={WHITE}
            strokeWidth="10"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M360 78C400 56 452 66 472 96C432 114 390 108 360 78Z"
            fill={WHITE}
            fillOpacity="0.85"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <circle cx="250" cy="258" r="58" fill={WHITE} fillOpacity="0.92" stroke={ink} strokeWidth="4" />
          <circle cx="394" cy="258" r="58" fill={WHITE} fillOpacity="0.92" stroke={ink} strokeWidth="4" />
          <path
            d="M222 242Q230 220 252 214M366 242Q374 220 396 214"
            stroke={ink}
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
          <Sparkles
            at={[
              [130, 90, 16],
              [540, 160, 12],
              [520, 300, 10],
            ]}
          />
        </g>
      );
    case "candy":
      return (
        <g>
          <path
            d="M232 180L136 118V242ZM408 180L504 118V242Z"
            fill={WHITE}
            fillOpacity="0.8"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <clipPath id="candy">
            <circle cx="320" cy="180" r="96" />
          </clipPath>
          <circle cx="320" cy="180" r="96" fill={WHITE} fillOpacity="0.95" />
          <path
            d="M232 120L344 292M288 84L400 256M344 72L424 196"
            stroke={ink}
            strokeWidth="16"
            strokeLinecap="round"
            clipPath="url(#candy)"
          />
          <Sparkles
            at={[
              [130, 70, 14],
              [520, 60, 16],
              [520, 300, 10],
              [120, 300, 12],
            ]}
          />
        </g>
      );
    case "ship":
      return (
        <g>
          <path d="M320 36V240" stroke={WHITE} strokeWidth="8" strokeLinecap="round" />
          <path d="M322 40L364 52L322 64Z" fill={WHITE} />
          <path
            d="M330 76C400 102 422 160 410 214H330Z"
            fill={WHITE}
            fillOpacity="0.9"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M310 96C262 122 246 170 252 214H310Z"
            fill={WHITE}
            fillOpacity="0.75"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M160 240H480L440 298H200Z" fill={WHITE} fillOpacity="0.92" />
          {[252, 320, 388].map((x) => (
            <circle key={x} cx={x} cy="264" r="10" fill={ink} />
          ))}
          <path
            d="M120 320Q145 304 170 320T220 320T270 320T320 320T370 320T420 320T470 320T520 320"
            stroke={WHITE}
            strokeWidth="6"
            fill="none"
            strokeOpacity="0.7"
          />
          <Sparkles
            at={[
              [130, 90, 14],
              [520, 80, 16],
            ]}
          />
        </g>
      );
    case "helmet":
      return (
        <g>
          <path
            d="M222 186C172 168 150 110 170 58C190 108 222 136 258 146ZM418 186C468 168 490 110 470 58C450 108 418 136 382 146Z"
            fill={WHITE}
            fillOpacity="0.85"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M220 236C220 160 264 112 320 112C376 112 420 160 420 236Z" fill={WHITE} fillOpacity="0.92" />
          <path d="M320 118V226" stroke={ink} strokeWidth="5" />
          <rect x="208" y="226" width="224" height="30" rx="8" fill={ink} />
          {[236, 280, 360, 404].map((x) => (
            <circle key={x} cx={x} cy="241" r="6" fill={WHITE} />
          ))}
          <path
            d="M306 256H334V306L320 320L306 306Z"
            fill={WHITE}
            fillOpacity="0.92"
            stroke={ink}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <Sparkles
            at={[
              [110, 240, 14],
              [530, 250, 14],
              [320, 60, 10],
            ]}
          />
        </g>
      );
    case "paw":
      return (
        <g>
          <path
            d="M320 168C372 168 420 226 420 266C420 300 388 308 360 300C342 294 332 290 320 290C308 290 298 294 280 300C252 308 220 300 220 266C220 226 268 168 320 168Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          {[
            [206, 150, -20],
            [274, 94, -8],
            [366, 94, 8],
            [434, 150, 20],
          ].map(([x, y, turn]) => (
            <ellipse
              key={x}
              cx={x}
              cy={y}
              rx="30"
              ry="42"
              fill={WHITE}
              fillOpacity="0.92"
              stroke={ink}
              strokeWidth="4"
              transform={`rotate(${turn} ${x} ${y})`}
            />
          ))}
          <Sparkles
            at={[
              [120, 260, 14],
              [530, 270, 16],
              [540, 60, 10],
            ]}
          />
        </g>
      );
    case "fish":
      return (
        <g>
          <path d="M454 180L530 118L512 180L530 242Z" fill={WHITE} fillOpacity="0.85" />
          <path d="M316 116L348 66L392 128Z" fill={WHITE} fillOpacity="0.8" />
          <path
            d="M168 180C218 110 330 96 420 150C438 160 450 170 458 180C450 190 438 200 420 210C330 264 218 250 168 180Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <circle cx="218" cy="170" r="12" fill={ink} />
          <path d="M260 140Q280 180 260 220" stroke={ink} strokeWidth="5" fill="none" strokeLinecap="round" />
          <path
            d="M300 176Q314 162 328 176M342 176Q356 162 370 176M320 202Q334 188 348 202"
            stroke={ink}
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          {[
            [136, 112, 12],
            [112, 72, 8],
            [146, 40, 6],
          ].map(([x, y, r]) => (
            <circle key={x} cx={x} cy={y} r={r} fill="none" stroke={WHITE} strokeWidth="4" strokeOpacity="0.8" />
          ))}
          <Sparkles
            at={[
              [520, 300, 12],
              [130, 290, 10],
            ]}
          />
        </g>
      );
    case "coin":
      return (
        <g>
          {[290, 266, 242].map((y) => (
            <ellipse
              key={y}
              cx="208"
              cy={y}
              rx="72"
              ry="22"
              fill={WHITE}
              fillOpacity="0.9"
              stroke={ink}
              strokeWidth="4"
            />
          ))}
          <circle cx="372" cy="168" r="112" fill={WHITE} fillOpacity="0.92" />
          <circle cx="372" cy="168" r="88" fill="none" stroke={ink} strokeWidth="6" />
          <path
            d="M0 -44L11 -15L42 -14L18 6L26 36L0 19L-26 36L-18 6L-42 -14L-11 -15Z"
            fill={ink}
            transform="translate(372 170)"
          />
          <Sparkles
            at={[
              [130, 80, 16],
              [540, 300, 12],
              [120, 170, 10],
            ]}
          />
        </g>
      );
    case "skull":
      return (
        <g>
          <path
            d="M320 66C392 66 442 118 442 186C442 226 422 252 398 264V302H242V264C218 252 198 226 198 186C198 118 248 66 320 66Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <ellipse cx="270" cy="184" rx="34" ry="38" fill={ink} />
          <ellipse cx="370" cy="184" rx="34" ry="38" fill={ink} />
          <path d="M320 222L304 252H336Z" fill={ink} />
          <path d="M278 266V302M306 266V302M334 266V302M362 266V302" stroke={ink} strokeWidth="5" />
          <Sparkles
            at={[
              [120, 80, 16],
              [530, 90, 12],
              [540, 290, 10],
              [110, 280, 10],
            ]}
          />
        </g>
      );
    case "dice":
      return (
        <g>
          <g transform="rotate(-14 250 206)">
            <rect x="170" y="126" width="160" height="160" rx="26" fill={WHITE} fillOpacity="0.92" />
            {[
              [208, 164],
              [250, 206],
              [292, 248],
            ].map(([x, y]) => (
              <circle key={x} cx={x} cy={y} r="15" fill={ink} />
            ))}
          </g>
          <g transform="rotate(12 404 168)">
            <rect
              x="330"
              y="94"
              width="148"
              height="148"
              rx="24"
              fill={WHITE}
              fillOpacity="0.82"
              stroke={ink}
              strokeWidth="4"
            />
            {[
              [368, 132],
              [440, 132],
              [368, 204],
              [440, 204],
            ].map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r="14" fill={ink} />
            ))}
          </g>
          <Sparkles
            at={[
              [120, 80, 14],
              [540, 290, 14],
              [110, 290, 10],
            ]}
          />
        </g>
      );
    case "bell":
      return (
        <g>
          <circle cx="320" cy="64" r="16" fill="none" stroke={WHITE} strokeWidth="8" />
          <path
            d="M320 78C264 78 232 122 232 182V236L204 270H436L408 236V182C408 122 376 78 320 78Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <path d="M232 222H408" stroke={ink} strokeWidth="6" />
          <path d="M268 182C268 142 284 118 306 108" stroke={ink} strokeWidth="6" fill="none" strokeLinecap="round" />
          <circle cx="320" cy="288" r="20" fill={WHITE} stroke={ink} strokeWidth="4" />
          <Sparkles
            at={[
              [130, 90, 16],
              [520, 80, 14],
              [530, 280, 10],
              [120, 270, 10],
            ]}
          />
        </g>
      );
    case "neutral":
      return (
        <g>
          <path
            d="M320 44V104M320 256V316M184 180H244M396 180H456M224 84L266 126M374 234L416 276M416 84L374 126M266 234L224 276"
            stroke={WHITE}
            strokeWidth="8"
            strokeLinecap="round"
            strokeOpacity="0.8"
          />
          <circle cx="320" cy="180" r="62" fill={WHITE} fillOpacity="0.92" />
          <circle cx="320" cy="180" r="32" fill={ink} />
          <Sparkles
            at={[
              [130, 80, 14],
              [520, 80, 14],
              [530, 290, 10],
              [120, 290, 10],
            ]}
          />
        </g>
      );
  }
}
