/**
 * Every text of the site's pages and islands in English. Values of the site configuration (its name, the
 * minimum age) are passed in, so no brand is written here. The texts an island gets are plain strings, since
 * only data travels to the browser with it. A text with a link in it is a triple: the words
 * before the link, the link's own words, and the words after it.
 */

import type { Category, Facts, Feature, GameType } from "#shared/game-words.ts";
import type { FactWords } from "#shared/i18n/fact-rows.ts";
import { factFormat } from "#shared/i18n/fact-format.ts";
import type { BreakLength } from "#shared/play-storage.ts";
import type { DurationWords } from "#shared/play-time.ts";

const NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A small count as a word, as prose writes it ("six demo games"); larger ones as digits. */
const inWords = (count: number) => NUMBERS[count] ?? String(count);

type LinkText = readonly [before: string, link: string, after: string];

/** A text with something in its middle that only the page knows (a time, a name): the words before it and after it. */
type Around = readonly [before: string, after: string];

/**
 * What the catalogue knows of every game, for the description of a game that has none of its own: `facts` are those
 * the site shows (none on a site without `gameFacts`).
 */
type GameFacts = {
  name: string;
  category: Category;
  type?: GameType | undefined;
  studio: string;
  year?: number | undefined;
  facts: Facts;
};

/** The features as a sentence names them: the words of the list of facts, with an article (and a noun) where English needs one. */
const FEATURES_IN_TEXT: Record<Feature, string> = {
  "free-spins": "free spins",
  multipliers: "multipliers",
  cascades: "cascades",
  "cluster-pays": "cluster pays",
  megaways: "Megaways",
  "bonus-buy": "a bonus buy",
  "expanding-symbols": "expanding symbols",
  "sticky-wilds": "sticky wilds",
  "hold-and-win": "a hold and win round",
  jackpot: "a jackpot",
  gamble: "a gamble feature",
};

const format = factFormat("en");

/** What the game plays with, where its facts say: "It has 5 reels, 3 rows, and 20 paylines, with free spins." */
function playSentence(facts: Facts): string | undefined {
  const sizes = [
    [facts.reels, "reel", "reels"],
    [facts.rows, "row", "rows"],
    [facts.paylines, "payline", "paylines"],
    [facts.ways, "way to win", "ways to win"],
  ] as const;
  const counts = sizes.flatMap(([count, one, many]) =>
    count === undefined ? [] : [`${format.number(count)} ${count === 1 ? one : many}`],
  );
  const features = (facts.features ?? []).map((feature) => FEATURES_IN_TEXT[feature]);
  const parts = [counts, features].filter((items) => items.length > 0).map(format.list);
  return parts.length === 0 ? undefined : `It has ${parts.join(", with ")}.`;
}

/**
 * Its figures, where its facts say, the verb once, the RTP named as the studio's default, since a casino may run a
 * lower one: "Its default RTP is 96.5%, its volatility high, and its maximum win 5,000× the bet."
 */
function figuresSentence(facts: Facts): string | undefined {
  const figures = [
    facts.rtp === undefined ? undefined : { label: "default RTP", value: format.rtp(facts.rtp) },
    facts.volatility === undefined
      ? undefined
      : { label: "volatility", value: en.facts.volatilities[facts.volatility].toLowerCase() },
    facts.maxWin === undefined ? undefined : { label: "maximum win", value: `${format.maxWin(facts.maxWin)} the bet` },
  ].filter((figure) => figure !== undefined);
  const clauses = figures.map(({ label, value }, index) =>
    index === 0 ? `Its ${label} is ${value}` : `its ${label} ${value}`,
  );
  return clauses.length === 0 ? undefined : `${format.list(clauses)}.`;
}

export const en = {
  skipLink: "Skip to content",
  logoHome: "home",
  nav: {
    label: "Main",
    home: "Home",
    featuredGames: "Featured Games",
    contact: "Contact Us",
    privacy: "Privacy Policy",
    terms: "Terms & Conditions",
    responsibleGaming: "Responsible Gaming",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    languages: "Language",
    games: "Games",
  },
  footer: {
    navigation: "Navigation",
    legal: "Legal",
    support: "Support:",
    rights: "All rights reserved. For entertainment only.",
    operatedBy: (publisher: string) => `Operated by ${publisher}.`,
    cookieSettings: "Cookie settings",
  },
  disclaimer: {
    label: "Disclaimer",
    forFun: (name: string) => `${name} is a social gaming platform for fun only.`,
    noCashValue: "Virtual rewards have no cash value.",
    terms: ["By using this site you agree to our ", "Terms & Conditions", "."] as LinkText,
    age: (age: number) =>
      `You must be at least ${age}, or of legal age in your area if that is higher, to use this site.`,
    moderation: ["Play for fun, in moderation. ", "Responsible Gaming", " tells you where to find help."] as LinkText,
  },
  home: {
    title: (name: string) => `${name} – Social Gaming Platform`,
    badge: "Free to play · Just for fun",
    heading: (name: string) => `Welcome to ${name}`,
    intro: (games: number) =>
      `Spin, match and explore ${inWords(games)} colourful demo games right in your browser. No money, no sign-up, no pressure: just good fun whenever you feel like playing.`,
    explore: "Explore Games",
    featured: "Featured Games",
    featuredIntro: "Pick a game and start playing in seconds.",
    why: (name: string) => `Why Choose ${name}`,
    // The rows of a lobby site's home page (src/build/site/home-rows.ts), each with a link to its whole listing.
    rows: {
      popular: "Popular this week",
      allPopular: "All games, most played this week first",
      new: "New games",
      allNew: "All games, newest first",
      rtp: "Highest RTP slots",
      allRtp: "All slots, highest RTP first",
      allOfStudio: (studio: string, count: number) => `All ${count} ${studio} games`,
    },
    reasons: {
      fun: {
        title: "Pure Entertainment",
        text: "Every game here is played for fun alone. There is nothing to buy, nothing to deposit and nothing to lose.",
      },
      social: {
        title: "Social Experience",
        text: "Share your favourite games with friends, compare your best rounds and enjoy a relaxed community built around play.",
      },
      anywhere: {
        title: "Play Anywhere",
        text: "No downloads and no sign-up. Open a game in your browser on a phone, a tablet or a computer and start playing.",
      },
    },
    playNow: "Play Now",
  },
  game: {
    back: "Back to Home",
    // On a site that counts plays, a game whose launcher failed for several visitors lately (src/build/site/plays-at-build.ts).
    mayNotLoad:
      "May not load right now: this game did not start for several players lately. If it does not start, try again later or pick another game.",
    about: "About This Game",
    aboutText: (game: string) =>
      `${game} is a free demo, offered for entertainment only. It is played with virtual credits that have no cash value and cannot be bought, won or exchanged for money or prizes. Have fun, and take a break whenever you like.`,
    more: "Explore More Games",
    // On a lobby site: what the game is, under its name; and the site's disclaimer, one line beside the player.
    kinds: { slots: "Slot", "table-games": "Table game", "instant-games": "Instant game" },
    // A game whose source names it more closely than its category (src/shared/game-words.ts) is named so.
    types: { "video-bingo": "Video bingo", "video-poker": "Video poker" },
    disclaimerLine: "A free demo with virtual credits: no money to pay, and none to win.",
    share: "Share",
    linkCopied: "Link copied",
    copyLink: "Copy this link:",
  },
  // Passed to the player island as they are, so plain strings: `{game}` stands for the game's name.
  player: {
    demoMode: "Demo mode · virtual credits only",
    fullScreen: "Full screen",
    exitFullScreen: "Exit full screen",
    turnPhone: "Turn your phone sideways to play",
    loading: "Loading {game}…",
    failed: "{game} could not be loaded.",
    offline: "You are offline. Check your connection, then try again.",
    backOnline: "You are back online. Try again to load the game.",
    unreachable: "The game provider may be busy or unreachable right now.",
    retry: "Try again",
    newTab: "Open in a new tab",
  },
  ageGate: {
    play: "Play",
    needsScript: "This game needs JavaScript. Turn it on in your browser to play.",
    declined: (name: string) => `The games on ${name} are for adults only.`,
    readMore: ["Read about ", "playing responsibly", "."] as LinkText,
    heading: "Confirm your age",
    question: (game: string, age: number) =>
      `${game} is a free demo for adults. Please confirm that you are ${age} or older.`,
    confirm: (age: number) => `I am ${age} or older`,
    decline: (age: number) => `I am under ${age}`,
  },
  // The reminder over a game after each stretch of play (the site's playReminder).
  playReminder: {
    duration: {
      heading: ["You have been playing for ", ""],
      hour: { one: "# hour", other: "# hours" },
      minute: { one: "# minute", other: "# minutes" },
      and: " and ",
    } as DurationWords,
    now: ["The time is now ", "."] as Around,
    credits:
      "The credits in these games are not money: they have no value, you cannot buy them, and nothing you win here can be cashed out.",
    help: [
      "If playing is taking more of your time than you want, ",
      " will listen, for free and in confidence.",
    ] as Around,
    leave: "Leave the game",
    takeABreak: "Take a break",
    keepPlaying: "Keep playing",
    // The responsible play page's account of the reminder.
    heading: "Play-time reminder",
    needsScript: "The reminder needs JavaScript: with JavaScript turned off in your browser, no reminder comes.",
    about: (minutes: number) =>
      `When you have played for ${minutes} minutes in one browser tab, counting every game you open in it, a reminder over the game tells you how long you have played and what time it is. You choose whether to leave the game, take a break or keep playing; after that, the next reminder comes ${minutes} minutes later.`,
  },
  // A break from every game of the site, chosen on the responsible play page (the site's takeABreak).
  takeABreak: {
    heading: "Take a break",
    intro:
      "A break stops every game on this site, in this browser, for the time you choose. The rest of the site stays open.",
    facts: [
      "Once you start it, a break cannot be undone in this browser before it ends, not even by us.",
      "It covers this site only. Other websites, and this site in another browser or on another device, are not affected.",
      "It is not a self-exclusion. If you want to stop gambling, the organisations below can help you do it.",
    ],
    length: "How long do you want your break to be?",
    lengths: { "24h": "24 hours", "7d": "7 days", "30d": "30 days" } as Record<BreakLength, string>,
    start: "Start my break",
    choose: "Choose how long your break should be, then press Start my break.",
    blocked:
      "Your browser does not let this site keep anything on your device, so it cannot keep a break. Allow this site's data in your browser's settings and try again.",
    until: ["You are taking a break until ", "."] as Around,
    afterwards: "The games on this site start again after that.",
    help: "If you would like to talk to someone, these organisations listen for free and in confidence:",
    needsScript: "Taking a break needs JavaScript. Turn it on in your browser to start one.",
  },
  contact: {
    title: "Contact Us",
    description: (name: string) =>
      `Questions, ideas or feedback about ${name}? Find our email, phone and address, or send us a message.`,
    intro: "We read every message. Ask a question, share an idea or tell us how your last game went.",
    details: "Contact Details",
    email: "Email",
    phone: "Phone",
    address: "Address",
  },
  contactForm: {
    heading: "Send a Message",
    name: "Name",
    email: "Email",
    message: "Message",
    needsScript: "Sending a message needs JavaScript. You can also write to",
    send: "Send Message",
    thanks: "Thank you for your message! We'll get back to you soon.",
    // On sites that deliver messages (contactDelivery): what can go wrong, next to the form.
    sending: "Sending…",
    honeypot: "Leave this field empty",
    fieldErrors: {
      required: "Please fill in this field.",
      tooLong: "This is longer than we can take: please shorten it.",
      invalid: "Please enter an email address such as name@example.com.",
    },
    notSent: {
      invalid: "Your message was not sent: please check your name, email address and message.",
      rateLimited:
        "You have sent several messages in a short time. Please wait a few minutes, then send this one again: it is still in the form.",
      unavailable:
        "Your message was not sent: the site cannot take messages right now. Please try again later: your message is still in the form.",
      network:
        "Your message was not sent: the site could not be reached. Check your connection and try again: your message is still in the form.",
      failed:
        "Your message was not sent because of a problem on our side. Please try again in a moment, or write to us at",
    },
  },
  legal: {
    lastUpdated: "Last updated:",
    sections: "Sections",
  },
  responsibleGaming: {
    title: "Responsible Gaming",
    description: (name: string) =>
      `How to keep play on ${name} fun: setting limits, the signs that play has stopped being fun, and where to find help.`,
    help: "Where to find help",
    serves: "Serves:",
  },
  // The lobby of a site with more than twelve games: every game in pages of cards, by category and by studio, with
  // search and favourites.
  lobby: {
    mayNotLoad: "May not load right now",
    categories: { all: "All games", slots: "Slots", "table-games": "Table games", "instant-games": "Instant games" },
    categoriesLabel: "Categories",
    description: {
      all: (name: string, count: number) =>
        `All ${count} free demo games of ${name}, from A to Z: slots, table games and instant games. Search by name and keep your favourites.`,
      slots: (name: string, count: number) =>
        `${count} free demo slots on ${name}, from A to Z. Spin in your browser, with no money and no sign-up.`,
      "table-games": (name: string, count: number) =>
        `${count} free demo table games on ${name}: blackjack, roulette, baccarat, poker and more, played for fun with virtual credits.`,
      "instant-games": (name: string, count: number) =>
        `${count} free demo instant games on ${name}: bingo and keno, played for fun with virtual credits.`,
    },
    intro: (count: number) =>
      `${count} free demo games, from A to Z. Each one plays in your browser, with no money and no sign-up.`,
    list: "Games from A to Z",
    // A listing in an order besides A to Z (`order` is one of `sorted`): its intro, and its description after the
    // listing's name.
    introSorted: (count: number, order: string) =>
      `${count} free demo games, ${order}. Each one plays in your browser, with no money and no sign-up.`,
    sortedDescription: (listing: string, name: string, count: number, order: string) =>
      `${listing} on ${name}, ${order}: ${count} free demo games. Each one plays in your browser, with no money and no sign-up.`,
    // A studio's listing: its name, title and description.
    studio: (studio: string) => `${studio} games`,
    studioDescription: (studio: string, name: string, count: number) =>
      `${count} free demo games from ${studio} on ${name}, from A to Z. Each one plays in your browser, with no money and no sign-up.`,
    studios: "Studios",
    // A listing's pages: the title and heading of page 2 and on, the start of their description, and their links.
    page: (listing: string, page: number) => `${listing}, page ${page}`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}.`,
    pages: "Pages",
    pageNumber: "Page",
    previous: "Previous page",
    next: "Next page",
    // Passed to the script as they are: `{count}` stands for the number of cards just added.
    showMore: "Show more games",
    added: { one: "1 more game shown", many: "{count} more games shown" },
    favourites: "Your favourites",
    favourite: "Favourite",
    allGames: (count: number) => `All games (${count})`,
    moreLikeThis: "More games like this",
    // Passed to the search's script as they are: `{count}` stands for the number found.
    search: "Search games",
    found: { none: "No games found", one: "1 game found", many: "{count} games found" },
    // The filters and orders by the facts (src/ui/components/lobby-filters.tsx); the number found is `found`.
    filters: "Filter and sort games",
    rtpAtLeast: "RTP at least",
    rtpAny: "Any",
    clearFilters: "Clear filters",
    // How many of a listing's games have a fact on record, after the fact's name: what a filter by it leaves out.
    known: (known: string, total: string) => `known for ${known} of ${total} games`,
    sortBy: "Sort by",
    sorts: {
      "": "A to Z",
      popular: "Most played this week",
      rtp: "Highest RTP",
      "max-win": "Biggest maximum win",
      new: "Newest first",
    },
    // Passed to the script as they are: after the list's heading (`games`) and the number found, while an order shows.
    sorted: {
      games: "Games",
      popular: "most played this week first",
      rtp: "highest RTP first",
      "max-win": "biggest maximum win first",
      new: "newest first",
    },
  },
  // "Continue playing": the games a visitor played last, on a site that keeps them (src/ui/components/recently-played.tsx).
  recent: {
    heading: "Continue playing",
    clear: "Clear the list",
  },
  notFound: {
    title: "Page Not Found",
    text: "Sorry, the page you are looking for doesn't exist or has been moved.",
    home: "Return to Home",
  },
  serverError: {
    title: "Unexpected Application Error!",
    description: "The server could not answer this request. Please try again in a moment.",
    status: "500 Internal Server Error",
    text: "This is our fault, not yours. Please try again in a moment.",
    home: "Return to Home",
  },
  error: {
    heading: "Unexpected Application Error!",
    fallback: "Something went wrong.",
  },
  // A game without a description of its own (src/build/catalogue/catalogue.json) gets one from its facts.
  catalogue: {
    description: ({ name, category, type, studio, year, facts }: GameFacts): string => {
      // A type says what the game is where its category would not: video poker is played at no table.
      const kind = type
        ? { "video-bingo": "a video bingo game", "video-poker": "a video poker game" }[type]
        : { slots: "a slot", "table-games": "a table game", "instant-games": "an instant game" }[category];
      const play = type
        ? {
            "video-bingo": "Try the free demo in your browser and watch the balls being drawn",
            "video-poker": "Deal a hand in the free demo in your browser",
          }[type]
        : {
            slots: "Spin the reels of the free demo in your browser",
            "table-games": "Take a seat at the free demo table in your browser",
            "instant-games": "Try the free demo in your browser and see how it turns out in seconds",
          }[category];
      return [
        `${name} is ${kind} from ${studio}${year ? `, released in ${year}` : ""}.`,
        playSentence(facts),
        figuresSentence(facts),
        `${play}: no money, no sign-up.`,
      ]
        .filter((sentence) => sentence !== undefined)
        .join(" ");
    },
  },
  // A game page's facts (src/build/catalogue/facts.ts), where the game has any.
  facts: {
    heading: "Game facts",
    studio: "Studio",
    source: "Source:",
    figuresSource: "Figures: the studio's defaults, as published in",
    rtpNote: "The studio's default. A casino may run a lower one.",
    labels: {
      rtp: "RTP",
      volatility: "Volatility",
      maxWin: "Maximum win",
      reels: "Reels",
      rows: "Rows",
      paylines: "Paylines",
      ways: "Ways to win",
      features: "Features",
      themes: "Themes",
      released: "Released",
    },
    card: {
      rtp: (rtp: string) => `RTP ${rtp}`,
      volatilities: {
        low: "Low vol.",
        "low-medium": "Low–med vol.",
        medium: "Medium vol.",
        "medium-high": "Med–high vol.",
        high: "High vol.",
        "very-high": "Very high vol.",
      },
      maxWin: (maxWin: string) => `Max ${maxWin}`,
    },
    volatilities: {
      low: "Low",
      "low-medium": "Low to medium",
      medium: "Medium",
      "medium-high": "Medium to high",
      high: "High",
      "very-high": "Very high",
    },
    features: {
      "free-spins": "free spins",
      multipliers: "multipliers",
      cascades: "cascades",
      "cluster-pays": "cluster pays",
      megaways: "Megaways",
      "bonus-buy": "bonus buy",
      "expanding-symbols": "expanding symbols",
      "sticky-wilds": "sticky wilds",
      "hold-and-win": "hold and win",
      jackpot: "jackpot",
      gamble: "gamble",
    },
    themes: {
      adventure: "adventure",
      "ancient-egypt": "ancient Egypt",
      animals: "animals",
      asia: "Asia",
      classic: "classic",
      fantasy: "fantasy",
      fruits: "fruits",
      horror: "horror",
      mythology: "mythology",
      space: "space",
      sweets: "sweets",
      western: "Wild West",
    },
  } satisfies FactWords,
  socialCard: {
    siteAlt: (name: string) => `${name} logo and tagline on a dark background`,
    gameAlt: (game: string, name: string) => `${game}, a free demo game on ${name}`,
    site: (games: number) =>
      `${inWords(games).replace(/^./, (first) => first.toUpperCase())} free demo games · no money · no sign-up`,
  },
  consent: {
    title: "Cookies on this site",
    text: "We would like to count visits with Google Analytics, which sets cookies. Nothing is set or sent to Google unless you accept.",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    settings: "See what is stored",
    preferencesTitle: "Cookie settings",
    save: "Save my choice",
    close: "Close",
    necessaryTitle: "Necessary",
    necessaryText: "Remembers your choice in this banner, so we do not ask again. It is set only once you choose.",
    analyticsTitle: "Analytics",
    analyticsText:
      "Google Analytics counts page views, started games and sent contact messages (never their content), so we can see which games people enjoy.",
    cookie: "Cookie",
    purpose: "Purpose",
    duration: "Kept for",
    consentCookie: "Your choice in this banner",
    gaCookie: "Tells visitors apart",
    gaSessionCookie: "Keeps the state of a visit",
    sixMonths: "6 months",
    twoYears: "2 years",
    policyLink: "Privacy Policy",
    /** The id of the privacy policy's heading about cookies, where `Cookie settings` leads without a script. */
    policySection: "cookies",
  },
};

export type Messages = typeof en;
