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
    case "dinosaur":
      return (
        <g>
          <path
            d="M118 300C178 292 226 262 252 222C270 180 306 150 352 146C370 110 400 82 444 80L500 86C520 90 526 110 512 120L478 124L500 134C508 146 498 158 484 156L446 154C432 176 420 196 404 210L420 232L404 240L388 222C376 236 362 246 350 252L362 316H326L318 262C304 266 288 266 274 262L280 316H244L238 256C206 286 164 304 118 300Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <circle cx="462" cy="100" r="7" fill={ink} />
          <path
            d="M470 124L476 134L484 124L490 134L496 124"
            stroke={ink}
            strokeWidth="3"
            fill="none"
            strokeLinejoin="round"
          />
          <path
            d="M300 160L310 138L322 154L334 132L344 150L356 128L364 146"
            stroke={WHITE}
            strokeWidth="8"
            fill="none"
            strokeLinejoin="round"
            strokeOpacity="0.7"
          />
          <Sparkles
            at={[
              [120, 80, 14],
              [540, 260, 12],
              [560, 60, 10],
            ]}
          />
        </g>
      );
    case "bee":
      return (
        <g>
          <clipPath id="bee-body">
            <ellipse cx="310" cy="206" rx="100" ry="70" />
          </clipPath>
          <path
            d="M96 110l30-17 30 17v35l-30 17-30-17zM480 236l30-17 30 17v35l-30 17-30-17zM510 100l22-13 22 13v26l-22 13-22-13z"
            fill="none"
            stroke={WHITE}
            strokeOpacity="0.5"
            strokeWidth="5"
          />
          <ellipse
            cx="272"
            cy="120"
            rx="44"
            ry="70"
            transform="rotate(-24 272 120)"
            fill={WHITE}
            fillOpacity="0.55"
            stroke={WHITE}
            strokeWidth="4"
          />
          <ellipse
            cx="346"
            cy="116"
            rx="44"
            ry="70"
            transform="rotate(22 346 116)"
            fill={WHITE}
            fillOpacity="0.55"
            stroke={WHITE}
            strokeWidth="4"
          />
          <ellipse cx="310" cy="206" rx="100" ry="70" fill={WHITE} fillOpacity="0.95" />
          <g clipPath="url(#bee-body)" fill={ink}>
            <rect x="250" y="130" width="30" height="160" />
            <rect x="316" y="130" width="30" height="160" />
          </g>
          <path d="M210 200L172 210L210 222Z" fill={WHITE} />
          <circle cx="426" cy="188" r="44" fill={WHITE} />
          <circle cx="440" cy="180" r="10" fill={ink} />
          <path d="M418 212Q434 224 450 212" stroke={ink} strokeWidth="4" fill="none" strokeLinecap="round" />
          <path
            d="M416 148Q404 110 386 100M440 146Q452 108 472 98"
            stroke={WHITE}
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="386" cy="100" r="8" fill={WHITE} />
          <circle cx="472" cy="98" r="8" fill={WHITE} />
        </g>
      );
    case "bird":
      return (
        <g>
          <path d="M232 190C196 150 176 104 190 62C212 104 236 126 262 150Z" fill={WHITE} fillOpacity="0.75" />
          <path d="M226 206C178 190 150 156 150 118C182 150 214 164 252 172Z" fill={WHITE} fillOpacity="0.6" />
          <ellipse cx="310" cy="208" rx="96" ry="76" fill={WHITE} fillOpacity="0.95" />
          <circle cx="398" cy="128" r="48" fill={WHITE} fillOpacity="0.95" />
          <path d="M372 86Q380 56 396 80Q408 50 420 82Q436 66 434 96Z" fill={ink} />
          <path d="M440 118L486 132L440 146Z" fill={ink} />
          <path d="M432 150Q442 170 428 178Q418 166 424 150Z" fill={ink} fillOpacity="0.8" />
          <circle cx="410" cy="118" r="8" fill={ink} />
          <path
            d="M246 200C276 168 330 170 364 204C326 240 272 238 246 200Z"
            fill="none"
            stroke={ink}
            strokeWidth="5"
          />
          <path
            d="M282 282V318M334 282V318M266 318H298M318 318H350"
            stroke={WHITE}
            strokeWidth="8"
            strokeLinecap="round"
          />
          <Sparkles
            at={[
              [520, 70, 14],
              [110, 280, 12],
              [540, 270, 10],
            ]}
          />
        </g>
      );
    case "hat":
      return (
        <g>
          <path
            d="M232 232C222 160 240 96 286 92C304 92 312 110 320 110C328 110 336 92 354 92C400 96 418 160 408 232Z"
            fill={WHITE}
            fillOpacity="0.95"
          />
          <path d="M236 204C290 216 350 216 404 204L408 232C350 244 290 244 232 232Z" fill={ink} />
          <path
            d="M122 214C170 244 236 258 320 258C404 258 470 244 518 214C532 236 500 268 440 282C400 292 360 294 320 294C280 294 240 292 200 282C140 268 108 236 122 214Z"
            fill={WHITE}
            fillOpacity="0.92"
          />
          <path d="M320 206l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill={WHITE} />
          <Sparkles
            at={[
              [130, 90, 16],
              [520, 90, 14],
              [560, 300, 10],
              [90, 300, 10],
            ]}
          />
        </g>
      );
    case "sword":
      return (
        <g>
          <path d="M250 70H390V170C390 236 356 278 320 300C284 278 250 236 250 170Z" fill={WHITE} fillOpacity="0.35" />
          <path d="M280 100H360V170C360 214 342 244 320 258C298 244 280 214 280 170Z" fill={ink} fillOpacity="0.5" />
          {[-38, 38].map((turn) => (
            <g key={turn} transform={`rotate(${turn} 320 190)`}>
              <path d="M320 24L336 56V236H304V56Z" fill={WHITE} fillOpacity="0.95" />
              <path d="M320 56V228" stroke={ink} strokeWidth="3" />
              <rect x="262" y="236" width="116" height="18" rx="9" fill={WHITE} />
              <rect x="310" y="254" width="20" height="52" rx="4" fill={ink} />
              <circle cx="320" cy="316" r="13" fill={WHITE} />
            </g>
          ))}
          <Sparkles
            at={[
              [120, 90, 16],
              [530, 90, 14],
              [540, 290, 10],
              [110, 290, 10],
            ]}
          />
        </g>
      );
    case "guitar":
      return (
        <g>
          <g transform="rotate(-32 320 190)">
            <rect x="308" y="48" width="24" height="150" rx="6" fill={WHITE} fillOpacity="0.9" />
            <rect x="298" y="16" width="44" height="44" rx="10" fill={WHITE} />
            {[26, 40, 54].map((y) => (
              <g key={y}>
                <circle cx="292" cy={y} r="5" fill={WHITE} />
                <circle cx="348" cy={y} r="5" fill={WHITE} />
              </g>
            ))}
            <circle cx="320" cy="200" r="56" fill={WHITE} fillOpacity="0.95" />
            <circle cx="320" cy="268" r="72" fill={WHITE} fillOpacity="0.95" />
            <circle cx="320" cy="214" r="20" fill={ink} />
            <rect x="290" y="276" width="60" height="12" rx="4" fill={ink} />
            <path d="M314 40V282M320 40V282M326 40V282" stroke={ink} strokeWidth="1.5" strokeOpacity="0.8" />
          </g>
          <path d="M458 78V146" stroke={WHITE} strokeWidth="8" strokeLinecap="round" />
          <path d="M458 78Q486 90 494 114" stroke={WHITE} strokeWidth="8" fill="none" strokeLinecap="round" />
          <ellipse cx="444" cy="148" rx="18" ry="14" fill={WHITE} transform="rotate(-20 444 148)" />
          <Sparkles
            at={[
              [130, 90, 14],
              [540, 250, 12],
              [150, 290, 10],
            ]}
          />
        </g>
      );
    case "robot":
      return (
        <g>
          <path d="M320 40V84" stroke={WHITE} strokeWidth="8" />
          <circle cx="320" cy="38" r="14" fill={WHITE} />
          <rect x="226" y="126" width="22" height="52" rx="8" fill={WHITE} fillOpacity="0.8" />
          <rect x="392" y="126" width="22" height="52" rx="8" fill={WHITE} fillOpacity="0.8" />
          <rect x="242" y="84" width="156" height="134" rx="28" fill={WHITE} fillOpacity="0.95" />
          <circle cx="290" cy="142" r="22" fill={ink} />
          <circle cx="350" cy="142" r="22" fill={ink} />
          <circle cx="296" cy="136" r="7" fill={WHITE} />
          <circle cx="356" cy="136" r="7" fill={WHITE} />
          <rect x="280" y="184" width="80" height="16" rx="6" fill={ink} />
          <path d="M300 184V200M320 184V200M340 184V200" stroke={WHITE} strokeWidth="3" />
          <rect x="222" y="230" width="196" height="96" rx="24" fill={WHITE} fillOpacity="0.9" />
          <rect x="270" y="252" width="100" height="48" rx="10" fill={ink} />
          {[290, 320, 350].map((x) => (
            <circle key={x} cx={x} cy="276" r="8" fill={WHITE} fillOpacity="0.85" />
          ))}
          <Sparkles
            at={[
              [130, 90, 14],
              [520, 80, 14],
              [530, 290, 10],
              [110, 290, 10],
            ]}
          />
        </g>
      );
    case "car":
      return (
        <g>
          <path
            d="M118 248C118 222 134 208 170 204L246 194L292 152C304 142 318 138 334 138H404C426 138 440 146 452 160L486 200L516 206C540 212 548 228 548 248V262H118Z"
            fill={WHITE}
            fillOpacity="0.95"
          />
          <path d="M300 160C308 154 318 150 330 150H356V200H264Z" fill={ink} />
          <path d="M372 150H404C418 150 428 156 436 166L462 200H372Z" fill={ink} />
          <circle cx="330" cy="230" r="18" fill={ink} />
          {[210, 458].map((x) => (
            <g key={x}>
              <circle cx={x} cy="262" r="40" fill={ink} />
              <circle cx={x} cy="262" r="26" fill={WHITE} fillOpacity="0.9" />
              <circle cx={x} cy="262" r="9" fill={ink} />
            </g>
          ))}
          <path
            d="M40 206H96M56 236H104M30 266H80"
            stroke={WHITE}
            strokeWidth="8"
            strokeLinecap="round"
            strokeOpacity="0.7"
          />
          <Sparkles
            at={[
              [130, 90, 14],
              [520, 80, 14],
              [590, 300, 10],
            ]}
          />
        </g>
      );
    case "trophy":
      return (
        <g>
          <path
            d="M244 98C186 96 180 176 254 186M396 98C454 96 460 176 386 186"
            stroke={WHITE}
            strokeWidth="14"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M234 66H406V140C406 200 368 232 320 234C272 232 234 200 234 140Z" fill={WHITE} fillOpacity="0.95" />
          <path d="M320 104l12 24 26 4-19 18 5 26-24-12-24 12 5-26-19-18 26-4z" fill={ink} />
          <rect x="304" y="232" width="32" height="40" fill={WHITE} fillOpacity="0.9" />
          <rect x="254" y="270" width="132" height="40" rx="8" fill={WHITE} />
          <rect x="278" y="282" width="84" height="14" rx="4" fill={ink} />
          <Sparkles
            at={[
              [140, 80, 16],
              [510, 70, 16],
              [530, 280, 12],
              [110, 280, 10],
            ]}
          />
        </g>
      );
    case "lantern":
      return (
        <g>
          <path d="M320 20V70M470 70V120" stroke={WHITE} strokeWidth="5" />
          <ellipse cx="320" cy="176" rx="118" ry="100" fill={WHITE} fillOpacity="0.95" />
          <g fill="none" stroke={ink} strokeWidth="4" strokeOpacity="0.8">
            <ellipse cx="320" cy="176" rx="40" ry="100" />
            <ellipse cx="320" cy="176" rx="82" ry="100" />
          </g>
          <rect x="270" y="66" width="100" height="22" rx="6" fill={ink} />
          <rect x="270" y="264" width="100" height="22" rx="6" fill={ink} />
          <path d="M300 286V326M320 286V336M340 286V326" stroke={WHITE} strokeWidth="6" strokeLinecap="round" />
          <ellipse cx="470" cy="160" rx="48" ry="42" fill={WHITE} fillOpacity="0.75" />
          <rect x="448" y="114" width="44" height="10" rx="3" fill={ink} />
          <rect x="448" y="196" width="44" height="10" rx="3" fill={ink} />
          <path d="M470 206V236" stroke={WHITE} strokeWidth="5" strokeLinecap="round" />
          <Sparkles
            at={[
              [130, 90, 16],
              [150, 280, 12],
              [560, 280, 10],
            ]}
          />
        </g>
      );
    case "heart":
      return (
        <g>
          <path
            d="M320 304C206 232 170 170 186 122C202 74 270 66 320 122C370 66 438 74 454 122C470 170 434 232 320 304Z"
            fill={WHITE}
            fillOpacity="0.95"
          />
          <path d="M222 136C228 112 252 100 276 108" stroke={ink} strokeWidth="7" fill="none" strokeLinecap="round" />
          {[
            [126, 90, 0.34],
            [500, 220, 0.26],
            [520, 80, 0.18],
          ].map(([x, y, size]) => (
            <path
              key={x}
              transform={`translate(${x} ${y}) scale(${size}) translate(-320 -180)`}
              d="M320 304C206 232 170 170 186 122C202 74 270 66 320 122C370 66 438 74 454 122C470 170 434 232 320 304Z"
              fill={WHITE}
              fillOpacity="0.7"
            />
          ))}
          <Sparkles
            at={[
              [130, 280, 12],
              [560, 300, 10],
            ]}
          />
        </g>
      );
    case "mask":
      return (
        <g>
          <path d="M440 220L520 320" stroke={WHITE} strokeWidth="10" strokeLinecap="round" />
          <path d="M190 120C170 70 190 40 214 30C206 64 214 92 232 116Z" fill={WHITE} fillOpacity="0.7" />
          <path d="M222 110C220 64 248 40 276 40C258 66 256 92 262 112Z" fill={WHITE} fillOpacity="0.55" />
          <path
            d="M150 160C198 110 276 112 320 150C364 112 442 110 490 160C494 230 446 262 400 252C366 246 344 216 320 216C296 216 274 246 240 252C194 262 146 230 150 160Z"
            fill={WHITE}
            fillOpacity="0.95"
          />
          <path d="M206 178C226 156 262 156 282 180C262 204 226 204 206 178Z" fill={ink} />
          <path d="M358 180C378 156 414 156 434 178C414 204 378 204 358 180Z" fill={ink} />
          <path d="M168 150C200 124 244 118 284 134" stroke={ink} strokeWidth="4" fill="none" strokeOpacity="0.6" />
          <circle cx="320" cy="170" r="9" fill={ink} />
          <Sparkles
            at={[
              [520, 70, 16],
              [110, 290, 12],
              [560, 200, 10],
            ]}
          />
        </g>
      );
    case "orb":
      return (
        <g>
          <circle cx="320" cy="156" r="112" fill={WHITE} fillOpacity="0.35" />
          <circle cx="320" cy="156" r="96" fill={WHITE} fillOpacity="0.9" />
          <path
            d="M264 176C284 128 344 120 372 150C390 172 372 204 344 196"
            stroke={ink}
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
            strokeOpacity="0.7"
          />
          <path d="M300 120l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill={ink} />
          <ellipse cx="282" cy="112" rx="22" ry="12" transform="rotate(-35 282 112)" fill={WHITE} />
          <path d="M250 252H390L414 312H226Z" fill={WHITE} fillOpacity="0.95" />
          <rect x="240" y="272" width="160" height="12" fill={ink} />
          <Sparkles
            at={[
              [130, 90, 16],
              [520, 80, 14],
              [530, 280, 10],
              [110, 280, 10],
            ]}
          />
        </g>
      );
    case "palm":
      return (
        <g>
          <circle cx="440" cy="120" r="56" fill={WHITE} fillOpacity="0.3" />
          <path d="M120 330C200 270 440 270 520 330Z" fill={WHITE} fillOpacity="0.85" />
          <path
            d="M316 300C314 230 300 160 278 110"
            stroke={WHITE}
            strokeWidth="22"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M306 270l18-4M302 236l18-4M294 202l18-4M284 168l18-5M274 136l16-6"
            stroke={ink}
            strokeWidth="4"
            strokeOpacity="0.7"
          />
          {[
            "M278 108C240 76 192 76 158 104C200 94 238 102 278 108Z",
            "M278 108C250 124 222 160 214 196C240 160 262 134 278 108Z",
            "M278 108C310 70 362 62 404 86C362 86 318 94 278 108Z",
            "M278 108C320 110 360 134 380 170C346 142 312 126 278 108Z",
            "M278 108C270 70 282 40 306 24C296 56 290 82 278 108Z",
          ].map((d) => (
            <path key={d} d={d} fill={WHITE} stroke={WHITE} strokeWidth="10" strokeLinejoin="round" />
          ))}
          <circle cx="272" cy="118" r="10" fill={ink} />
          <circle cx="290" cy="122" r="10" fill={ink} />
          <Sparkles
            at={[
              [120, 80, 14],
              [540, 240, 12],
            ]}
          />
        </g>
      );
    case "forest":
      return (
        <g>
          <path d="M60 300L200 120L290 240L380 100L560 300Z" fill={WHITE} fillOpacity="0.3" />
          <path d="M380 100L412 142L394 136L380 150L366 136L350 140Z" fill={WHITE} fillOpacity="0.7" />
          {[
            [320, 60, 1],
            [220, 130, 0.7],
            [430, 120, 0.76],
          ].map(([x, y, size]) => (
            <g key={x} transform={`translate(${x} ${y}) scale(${size})`}>
              <path d="M0 0L70 90H36L90 160H44L100 240H-100L-44 160H-90L-36 90H-70Z" fill={WHITE} fillOpacity="0.95" />
              <rect x="-14" y="240" width="28" height="30" fill={WHITE} fillOpacity="0.8" />
              <path
                d="M-36 90L0 108L36 90M-44 160L0 180L44 160"
                stroke={ink}
                strokeWidth="5"
                fill="none"
                strokeOpacity="0.6"
              />
            </g>
          ))}
          <Sparkles
            at={[
              [120, 70, 14],
              [540, 60, 12],
            ]}
          />
        </g>
      );
    case "bolt":
      return (
        <g>
          <g fill={WHITE} fillOpacity="0.5">
            <circle cx="240" cy="86" r="44" />
            <circle cx="300" cy="64" r="56" />
            <circle cx="370" cy="80" r="46" />
            <rect x="200" y="80" width="210" height="50" rx="25" />
          </g>
          <path
            d="M356 96L248 214H314L272 330L412 180H342L384 96Z"
            fill={WHITE}
            fillOpacity="0.95"
            stroke={ink}
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <path d="M330 130L300 166" stroke={ink} strokeWidth="5" strokeLinecap="round" strokeOpacity="0.5" />
          <path d="M470 150L440 200H464L448 248L498 186H472L488 150Z" fill={WHITE} fillOpacity="0.75" />
          <path d="M170 170L150 204H166L156 236L190 194H172L184 170Z" fill={WHITE} fillOpacity="0.6" />
          <Sparkles
            at={[
              [540, 70, 14],
              [110, 290, 10],
              [540, 290, 10],
            ]}
          />
        </g>
      );
    case "pickaxe":
      return (
        <g>
          <path d="M200 316L400 100" stroke={WHITE} strokeWidth="22" strokeLinecap="round" />
          <path d="M200 316L262 250" stroke={ink} strokeWidth="8" strokeLinecap="round" strokeOpacity="0.6" />
          <path d="M300 48C370 40 444 72 486 138L466 154C432 104 380 76 320 72Z" fill={WHITE} fillOpacity="0.95" />
          <circle cx="400" cy="100" r="16" fill={ink} />
          <circle cx="448" cy="266" r="52" fill={WHITE} fillOpacity="0.95" />
          <rect x="434" y="204" width="28" height="16" rx="4" fill={ink} />
          <path d="M448 204C448 180 468 170 486 176" stroke={WHITE} strokeWidth="5" fill="none" />
          <path
            d="M424 248C430 236 440 230 452 228"
            stroke={ink}
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
            strokeOpacity="0.6"
          />
          <Sparkles
            at={[
              [496, 170, 18],
              [120, 90, 14],
              [130, 270, 10],
            ]}
          />
        </g>
      );
    case "chest":
      return (
        <g>
          <g fill={WHITE} fillOpacity="0.8">
            <ellipse cx="276" cy="120" rx="30" ry="10" />
            <ellipse cx="330" cy="110" rx="30" ry="10" />
            <ellipse cx="380" cy="124" rx="30" ry="10" />
          </g>
          <path d="M196 176V144C196 96 444 96 444 144V176Z" fill={WHITE} fillOpacity="0.9" />
          <rect x="196" y="176" width="248" height="132" rx="10" fill={WHITE} fillOpacity="0.95" />
          <path d="M240 116V308M400 116V308M196 176H444" stroke={ink} strokeWidth="10" />
          <rect x="296" y="160" width="48" height="60" rx="8" fill={ink} />
          <circle cx="320" cy="184" r="8" fill={WHITE} />
          <path d="M320 190V206" stroke={WHITE} strokeWidth="6" strokeLinecap="round" />
          <Sparkles
            at={[
              [150, 80, 16],
              [500, 80, 14],
              [520, 280, 10],
              [120, 280, 10],
            ]}
          />
        </g>
      );
    case "pig":
      return (
        <g>
          <path d="M236 110L250 60L290 96ZM404 110L390 60L350 96Z" fill={WHITE} fillOpacity="0.9" />
          <ellipse cx="320" cy="196" rx="140" ry="110" fill={WHITE} fillOpacity="0.95" />
          <rect x="290" y="96" width="60" height="10" rx="5" fill={ink} />
          <ellipse cx="320" cy="214" rx="44" ry="32" fill={ink} fillOpacity="0.85" />
          <ellipse cx="306" cy="214" rx="8" ry="12" fill={WHITE} />
          <ellipse cx="334" cy="214" rx="8" ry="12" fill={WHITE} />
          <circle cx="264" cy="166" r="11" fill={ink} />
          <circle cx="376" cy="166" r="11" fill={ink} />
          <path d="M260 292V318M380 292V318" stroke={WHITE} strokeWidth="22" strokeLinecap="round" />
          <circle cx="470" cy="96" r="34" fill={WHITE} fillOpacity="0.85" stroke={ink} strokeWidth="4" />
          <path
            d="M470 78V114M460 86H476C484 86 484 96 476 96H464C456 96 456 106 464 106H480"
            stroke={ink}
            strokeWidth="4"
            fill="none"
          />
          <Sparkles
            at={[
              [120, 80, 14],
              [540, 260, 12],
              [120, 280, 10],
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
