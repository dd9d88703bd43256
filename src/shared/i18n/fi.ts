import type { Facts, Feature } from "#shared/game-words.ts";
import { factFormat } from "#shared/i18n/fact-format.ts";
import { compound } from "#shared/i18n/fi-compound.ts";
import type { Messages } from "#shared/i18n/en.ts";

/** Every text of the site's pages and islands in Finnish; see en.ts. */

const NUMBERS = [
  "nolla",
  "yksi",
  "kaksi",
  "kolme",
  "neljä",
  "viisi",
  "kuusi",
  "seitsemän",
  "kahdeksan",
  "yhdeksän",
  "kymmenen",
];

/** A small count as a word ("kuusi demopeliä"); larger ones as digits. */
const inWords = (count: number) => NUMBERS[count] ?? String(count);

const format = factFormat("fi");

/**
 * The features as a sentence says the game has them: an existential sentence takes a plural in the partitive
 * ("Pelissä on ilmaiskierroksia"), where the list of facts names them in the nominative.
 */
const FEATURES_IN_TEXT: Record<Feature, string> = {
  "free-spins": "ilmaiskierroksia",
  multipliers: "kertoimia",
  cascades: "putoavia symboleita",
  "cluster-pays": "ryhmävoittoja",
  megaways: "Megaways-mekaniikka",
  "bonus-buy": "bonuksen osto",
  "expanding-symbols": "laajenevia symboleita",
  "sticky-wilds": "tarttuvia villejä symboleita",
  "hold-and-win": "hold and win -kierros",
  jackpot: "jättipotti",
  gamble: "tuplaus",
};

/**
 * What the game plays with, where its facts say, a count in the partitive after any number but one ("1 rulla",
 * "5 rullaa"): "Pelissä on 5 rullaa, 3 riviä ja 20 voittolinjaa sekä ilmaiskierroksia."
 */
function playSentence(facts: Facts): string | undefined {
  const sizes = [
    [facts.reels, "rulla", "rullaa"],
    [facts.rows, "rivi", "riviä"],
    [facts.paylines, "voittolinja", "voittolinjaa"],
    [facts.ways, "voittotapa", "voittotapaa"],
  ] as const;
  const counts = sizes.flatMap(([count, one, many]) =>
    count === undefined ? [] : [`${format.number(count)} ${count === 1 ? one : many}`],
  );
  const features = (facts.features ?? []).map((feature) => FEATURES_IN_TEXT[feature]);
  const parts = [counts, features].filter((items) => items.length > 0).map(format.list);
  return parts.length === 0 ? undefined : `Pelissä on ${parts.join(" sekä ")}.`;
}

/**
 * Its figures, where its facts say, the verb once, the RTP as the studio's default, since a casino may run a lower one:
 * "Palautusprosentti on oletuksena 96,5 %, volatiliteetti korkea ja suurin voitto 5 000 kertaa panos."
 */
function figuresSentence(facts: Facts): string | undefined {
  const figures = [
    facts.rtp === undefined ? undefined : { label: "palautusprosentti", value: `oletuksena ${format.rtp(facts.rtp)}` },
    facts.volatility === undefined
      ? undefined
      : { label: "volatiliteetti", value: fi.facts.volatilities[facts.volatility].toLocaleLowerCase("fi") },
    facts.maxWin === undefined
      ? undefined
      : { label: "suurin voitto", value: `${format.number(facts.maxWin)} kertaa panos` },
  ].filter((figure) => figure !== undefined);
  const clauses = figures.map(({ label, value }, index) =>
    index === 0 ? `${label} on ${value}` : `${label} ${value}`,
  );
  return clauses.length === 0
    ? undefined
    : `${format.list(clauses).replace(/^./, (first) => first.toLocaleUpperCase("fi"))}.`;
}

export const fi: Messages = {
  skipLink: "Siirry sisältöön",
  logoHome: "etusivu",
  nav: {
    label: "Päävalikko",
    home: "Etusivu",
    featuredGames: "Pelit",
    contact: "Yhteystiedot",
    privacy: "Tietosuojaseloste",
    terms: "Käyttöehdot",
    responsibleGaming: "Vastuullinen pelaaminen",
    openMenu: "Avaa valikko",
    closeMenu: "Sulje valikko",
    languages: "Kieli",
    games: "Pelit",
  },
  footer: {
    navigation: "Sivusto",
    legal: "Ehdot ja tietosuoja",
    support: "Asiakastuki:",
    rights: "Kaikki oikeudet pidätetään. Vain viihdekäyttöön.",
    operatedBy: (publisher: string) => `Ylläpitäjä: ${publisher}.`,
    cookieSettings: "Evästeasetukset",
  },
  disclaimer: {
    label: "Tärkeää tietoa",
    forFun: (name: string) => `${name} on sosiaalisten pelien sivusto, jolla pelataan vain huvin vuoksi.`,
    noCashValue: "Virtuaalisilla palkinnoilla ei ole rahallista arvoa.",
    terms: ["Käyttämällä sivustoa hyväksyt ", "käyttöehtomme", "."],
    age: (age: number) =>
      `Sinun on oltava vähintään ${age}-vuotias käyttääksesi sivustoa, tai vanhempi, jos asuinmaasi laki niin vaatii.`,
    moderation: ["Pelaa huvin vuoksi ja kohtuudella. ", "Vastuullinen pelaaminen", " -sivulta löydät apua."],
  },
  home: {
    title: (name: string) => `${name} – sosiaalisia pelejä huvin vuoksi`,
    badge: "Ilmaista pelattavaa · Vain huviksi",
    heading: (name: string) => `Tervetuloa ${compound(name, "sivustolle")}`,
    intro: (games: number) =>
      `Pyöräytä, yhdistä ja tutki ${inWords(games)} värikästä demopeliä suoraan selaimessasi. Ei rahaa, ei rekisteröitymistä eikä paineita: pelkkää hauskanpitoa aina, kun siltä tuntuu.`,
    explore: "Tutustu peleihin",
    featured: "Pelit",
    featuredIntro: "Valitse peli ja aloita muutamassa sekunnissa.",
    why: (name: string) => `Miksi ${name}?`,
    rows: {
      popular: "Suosituimmat tällä viikolla",
      allPopular: "Kaikki pelit, tämän viikon pelatuimmat ensin",
      new: "Uudet pelit",
      allNew: "Kaikki pelit, uusimmat ensin",
      rtp: "Korkeimman palautusprosentin kolikkopelit",
      allRtp: "Kaikki kolikkopelit, korkein palautusprosentti ensin",
      allOfStudio: (studio: string, count: number) => `Kaikki ${count} ${compound(studio, "peliä")}`,
    },
    reasons: {
      fun: {
        title: "Pelkkää viihdettä",
        text: "Täällä pelataan vain huvin vuoksi. Mitään ei tarvitse ostaa, talletettavaa ei ole eikä mitään voi hävitä.",
      },
      social: {
        title: "Yhdessä pelaamista",
        text: "Jaa suosikkipelisi kavereillesi, vertailkaa yhdessä parhaita kierroksia ja nauti rennosta yhteisöstä, joka on syntynyt pelaamisen ympärille.",
      },
      anywhere: {
        title: "Pelaa missä vain",
        text: "Ei latauksia eikä rekisteröitymistä. Avaa peli selaimessa puhelimella, tabletilla tai tietokoneella ja ala pelata.",
      },
    },
    playNow: "Pelaa nyt",
  },
  game: {
    back: "Takaisin etusivulle",
    mayNotLoad:
      "Ei ehkä käynnisty juuri nyt: peli ei ole viime aikoina käynnistynyt usealle pelaajalle. Jos se ei käynnisty, yritä myöhemmin uudelleen tai valitse toinen peli.",
    about: "Tietoa pelistä",
    aboutText: (game: string) =>
      `${game} on ilmainen demopeli, joka on tarkoitettu vain viihteeksi. Sitä pelataan virtuaalisilla pelimerkeillä, joilla ei ole rahallista arvoa: niitä ei voi ostaa, voittaa eikä vaihtaa rahaksi tai palkinnoiksi. Pidä hauskaa ja pidä taukoja aina, kun haluat.`,
    more: "Lisää pelejä",
    kinds: { slots: "Kolikkopeli", "table-games": "Pöytäpeli", "instant-games": "Pikapeli" },
    types: { "video-bingo": "Videobingo", "video-poker": "Videopokeri" },
    disclaimerLine: "Ilmainen demo virtuaalisilla pelimerkeillä: rahaa ei tarvita, eikä sitä voi voittaa.",
    share: "Jaa",
    linkCopied: "Linkki kopioitu",
    copyLink: "Kopioi tämä linkki:",
  },
  player: {
    demoMode: "Demotila · vain virtuaalisia pelimerkkejä",
    fullScreen: "Koko näyttö",
    exitFullScreen: "Poistu koko näytöstä",
    turnPhone: "Käännä puhelin vaakatasoon pelataksesi",
    loading: "Ladataan peliä {game}…",
    failed: "Peliä {game} ei voitu ladata.",
    offline: "Verkkoyhteys on poikki. Tarkista yhteys ja yritä sitten uudelleen.",
    backOnline: "Yhteys on taas kunnossa. Lataa peli yrittämällä uudelleen.",
    unreachable: "Pelin tarjoaja voi olla juuri nyt ruuhkautunut tai tavoittamattomissa.",
    retry: "Yritä uudelleen",
    newTab: "Avaa uudessa välilehdessä",
  },
  ageGate: {
    play: "Pelaa",
    needsScript: "Tämä peli tarvitsee JavaScriptin. Ota se käyttöön selaimessasi, niin voit pelata.",
    declined: (name: string) => `${compound(name, "sivuston")} pelit on tarkoitettu vain täysi-ikäisille.`,
    readMore: ["Lue lisää ", "vastuullisesta pelaamisesta", "."],
    heading: "Vahvista ikäsi",
    question: (game: string, age: number) =>
      `${game} on ilmainen demopeli aikuisille. Vahvista, että olet vähintään ${age}-vuotias.`,
    confirm: (age: number) => `Olen ${age} tai vanhempi`,
    decline: (age: number) => `Olen alle ${age}`,
  },
  playReminder: {
    duration: {
      heading: ["Olet pelannut ", ""],
      hour: { one: "# tunnin", other: "# tuntia" },
      minute: { one: "# minuutin", other: "# minuuttia" },
      and: " ja ",
    },
    now: ["Kello on nyt ", "."],
    credits:
      "Pelien pelimerkit eivät ole rahaa: niillä ei ole arvoa, niitä ei voi ostaa, eikä täältä voitettua voi nostaa rahana.",
    help: ["Jos pelaaminen vie enemmän aikaasi kuin haluaisit, ", " kuuntelee maksutta ja luottamuksellisesti."],
    leave: "Poistu pelistä",
    takeABreak: "Pidä tauko",
    keepPlaying: "Jatka pelaamista",
    heading: "Peliajan muistutus",
    needsScript: "Muistutus tarvitsee JavaScriptin: jos JavaScript ei ole käytössä selaimessasi, muistutusta ei tule.",
    about: (minutes: number) =>
      `Kun olet pelannut samassa selaimen välilehdessä ${minutes} minuuttia, kaikki siinä avaamasi pelit mukaan lukien, pelin päälle tulee muistutus. Se kertoo, kuinka kauan olet pelannut ja paljonko kello on. Sinä valitset, poistutko pelistä, pidätkö tauon vai jatkatko pelaamista. Sen jälkeen seuraava muistutus tulee ${minutes} minuutin kuluttua.`,
  },
  takeABreak: {
    heading: "Pidä tauko",
    intro:
      "Tauon aikana yksikään tämän sivuston peli ei käynnisty tässä selaimessa. Tauon pituuden valitset itse. Muu sivusto pysyy auki.",
    facts: [
      "Kun tauko on alkanut, sitä ei voi perua tässä selaimessa ennen kuin se päättyy. Emme voi perua sitä mekään.",
      "Tauko koskee vain tätä sivustoa. Se ei vaikuta muihin sivustoihin, eikä tähän sivustoon toisessa selaimessa tai laitteessa.",
      "Tauko ei ole pelikielto. Jos haluat lopettaa rahapelien pelaamisen, alla mainitut tahot auttavat sinua siinä.",
    ],
    length: "Kuinka pitkän tauon haluat pitää?",
    lengths: { "24h": "24 tuntia", "7d": "7 päivää", "30d": "30 päivää" },
    start: "Aloita tauko",
    choose: "Valitse ensin tauon pituus ja paina sitten Aloita tauko.",
    blocked:
      "Selaimesi ei salli tämän sivuston tallentaa mitään laitteellesi, joten tauko ei voi pysyä voimassa. Salli sivuston tiedot selaimen asetuksista ja yritä uudelleen.",
    until: ["Olet tauolla ", " asti."],
    afterwards: "Tämän sivuston pelit käynnistyvät taas sen jälkeen.",
    help: "Jos haluat jutella jonkun kanssa, nämä tahot kuuntelevat maksutta ja luottamuksellisesti:",
    needsScript: "Tauko tarvitsee JavaScriptin. Ota se käyttöön selaimessasi, niin voit aloittaa tauon.",
  },
  contact: {
    title: "Yhteystiedot",
    description: (name: string) =>
      `Kysyttävää, ideoita tai palautetta ${compound(name, "sivustosta")}? Löydät täältä sähköpostiosoitteemme, puhelinnumeromme ja osoitteemme, tai voit lähettää meille viestin.`,
    intro: "Luemme jokaisen viestin. Kysy, kerro ideasi tai kerro, miten viimeisin pelisi meni.",
    details: "Ota yhteyttä",
    email: "Sähköposti",
    phone: "Puhelin",
    address: "Osoite",
  },
  contactForm: {
    heading: "Lähetä viesti",
    name: "Nimi",
    email: "Sähköposti",
    message: "Viesti",
    needsScript: "Viestin lähettäminen vaatii JavaScriptin. Voit myös kirjoittaa osoitteeseen",
    send: "Lähetä viesti",
    thanks: "Kiitos viestistäsi! Palaamme asiaan pian.",
    sending: "Lähetetään…",
    honeypot: "Jätä tämä kenttä tyhjäksi",
    fieldErrors: {
      required: "Täytä tämä kenttä.",
      tooLong: "Teksti on liian pitkä. Lyhennä sitä hieman.",
      invalid: "Kirjoita sähköpostiosoite muodossa nimi@esimerkki.fi.",
    },
    notSent: {
      invalid: "Viestiä ei lähetetty. Tarkista nimi, sähköpostiosoite ja viesti.",
      rateLimited:
        "Olet lähettänyt useita viestejä lyhyessä ajassa. Odota muutama minuutti ja lähetä viesti sitten uudelleen. Se on yhä lomakkeella.",
      unavailable:
        "Viestiä ei lähetetty, koska sivusto ei juuri nyt pysty vastaanottamaan viestejä. Yritä myöhemmin uudelleen. Viestisi on yhä lomakkeella.",
      network:
        "Viestiä ei lähetetty, koska sivustoon ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen. Viestisi on yhä lomakkeella.",
      failed:
        "Viestiä ei lähetetty, koska palvelussamme on häiriö. Yritä hetken kuluttua uudelleen tai kirjoita meille osoitteeseen",
    },
  },
  legal: {
    lastUpdated: "Päivitetty:",
    sections: "Sisältö",
  },
  responsibleGaming: {
    title: "Vastuullinen pelaaminen",
    description: (name: string) =>
      `Näin pelaaminen ${compound(name, "sivustolla")} pysyy hauskana: rajojen asettaminen, merkit siitä, ettei pelaaminen ole enää hauskaa, ja mistä saat apua.`,
    help: "Mistä saat apua",
    serves: "Palvelee:",
  },
  lobby: {
    mayNotLoad: "Ei ehkä käynnisty juuri nyt",
    categories: {
      all: "Kaikki pelit",
      slots: "Kolikkopelit",
      "table-games": "Pöytäpelit",
      "instant-games": "Pikapelit",
    },
    categoriesLabel: "Pelityypit",
    description: {
      all: (name: string, count: number) =>
        `Kaikki ${compound(name, "sivuston")} ${count} ilmaista demopeliä aakkosjärjestyksessä: kolikkopelit, pöytäpelit ja pikapelit. Hae peliä nimellä ja merkitse suosikkisi.`,
      slots: (name: string, count: number) =>
        `${compound(name, "sivuston")} ${count} ilmaista kolikkopelin demoa aakkosjärjestyksessä. Pelaa selaimessa ilman rahaa ja ilman rekisteröitymistä.`,
      "table-games": (name: string, count: number) =>
        `${compound(name, "sivuston")} ${count} ilmaista pöytäpelin demoa: blackjackia, rulettia, baccaratia, pokeria ja muuta, huvin vuoksi virtuaalisilla pelimerkeillä.`,
      "instant-games": (name: string, count: number) =>
        `${compound(name, "sivuston")} ${count} ilmaista pikapelin demoa: bingoa ja kenoa, huvin vuoksi virtuaalisilla pelimerkeillä.`,
    },
    intro: (count: number) =>
      `${count} ilmaista demopeliä aakkosjärjestyksessä. Jokainen toimii selaimessa ilman rahaa ja ilman rekisteröitymistä.`,
    list: "Pelit A–Ö",
    introSorted: (count: number, order: string) =>
      `${count} ilmaista demopeliä, ${order}. Jokainen toimii selaimessa ilman rahaa ja ilman rekisteröitymistä.`,
    sortedDescription: (listing: string, name: string, count: number, order: string) =>
      `${listing} ${compound(name, "sivustolla")}, ${order}: ${count} ilmaista demopeliä. Jokainen toimii selaimessa ilman rahaa ja ilman rekisteröitymistä.`,
    studio: (studio: string) => compound(studio, "pelit"),
    studioDescription: (studio: string, name: string, count: number) =>
      `${count} ilmaista ${compound(studio, "demopeliä")} ${compound(name, "sivustolla")} aakkosjärjestyksessä. Jokainen toimii selaimessa ilman rahaa ja ilman rekisteröitymistä.`,
    studios: "Pelistudiot",
    page: (listing: string, page: number) => `${listing}, sivu ${page}`,
    pageOf: (page: number, pages: number) => `Sivu ${page}/${pages}.`,
    pages: "Sivut",
    pageNumber: "Sivu",
    previous: "Edellinen sivu",
    next: "Seuraava sivu",
    showMore: "Näytä lisää pelejä",
    added: { one: "1 peli lisää näkyvissä", many: "{count} peliä lisää näkyvissä" },
    favourites: "Suosikkisi",
    favourite: "Suosikki",
    allGames: (count: number) => `Kaikki pelit (${count})`,
    moreLikeThis: "Lisää samanlaisia pelejä",
    search: "Hae pelejä",
    found: { none: "Pelejä ei löytynyt", one: "1 peli löytyi", many: "{count} peliä löytyi" },
    // The filters and orders by the facts (src/ui/components/lobby-filters.tsx); the number found is `found`.
    filters: "Suodata ja järjestä pelejä",
    rtpAtLeast: "Palautusprosentti vähintään",
    rtpAny: "Mikä tahansa",
    clearFilters: "Tyhjennä suodattimet",
    // No case ending after a numeral: "tiedossa 412 pelistä, kaikkiaan 694" reads right with any number.
    known: (known: string, total: string) => `tiedossa ${known} pelistä, kaikkiaan ${total}`,
    sortBy: "Järjestys",
    sorts: {
      "": "A–Ö",
      popular: "Pelatuimmat tällä viikolla",
      rtp: "Korkein palautusprosentti",
      "max-win": "Suurin voitto",
      new: "Uusimmat ensin",
    },
    sorted: {
      games: "Pelit",
      popular: "tämän viikon pelatuimmat ensin",
      rtp: "korkein palautusprosentti ensin",
      "max-win": "suurin voitto ensin",
      new: "uusimmat ensin",
    },
  },
  recent: {
    heading: "Jatka pelaamista",
    clear: "Tyhjennä lista",
  },
  notFound: {
    title: "Sivua ei löytynyt",
    text: "Valitettavasti etsimääsi sivua ei ole olemassa tai se on siirretty.",
    home: "Palaa etusivulle",
  },
  serverError: {
    title: "Odottamaton virhe",
    description: "Palvelin ei pystynyt vastaamaan pyyntöön. Yritä hetken kuluttua uudelleen.",
    status: "500 Palvelinvirhe",
    text: "Vika on meissä, ei sinussa. Yritä hetken kuluttua uudelleen.",
    home: "Palaa etusivulle",
  },
  error: {
    heading: "Odottamaton virhe",
    fallback: "Jokin meni vikaan.",
  },
  // The studio's name is not inflected: "Play'n GO -pelitalon", "BGaming-pelitalon" read naturally with any name.
  catalogue: {
    description: ({ name, category, type, studio, year, facts }) => {
      const kind = type
        ? { "video-bingo": "videobingo", "video-poker": "videopokeri" }[type]
        : { slots: "kolikkopeli", "table-games": "pöytäpeli", "instant-games": "pikapeli" }[category];
      const play = type
        ? {
            "video-bingo": "Kokeile ilmaista demoa selaimessasi ja seuraa pallojen arvontaa",
            "video-poker": "Jaa kortit ilmaisessa demossa selaimessasi",
          }[type]
        : {
            slots: "Pyöräytä ilmaisen demon rullia selaimessasi",
            "table-games": "Istu ilmaisen demopöydän ääreen selaimessasi",
            "instant-games": "Kokeile ilmaista demoa selaimessasi ja näe tulos hetkessä",
          }[category];
      return [
        `${name} on ${compound(studio, "pelitalon")} ${kind}${year ? ` vuodelta ${year}` : ""}.`,
        playSentence(facts),
        figuresSentence(facts),
        `${play}: ei rahaa, ei rekisteröitymistä.`,
      ]
        .filter((sentence) => sentence !== undefined)
        .join(" ");
    },
  },
  facts: {
    heading: "Pelin tiedot",
    studio: "Pelistudio",
    source: "Lähde:",
    figuresSource: "Luvut ovat pelistudion oletusarvoja. Lähde:",
    rtpNote: "Pelistudion oletusarvo. Kasinolla se voi olla pienempi.",
    labels: {
      rtp: "Palautusprosentti (RTP)",
      volatility: "Volatiliteetti",
      maxWin: "Suurin voitto",
      reels: "Rullia",
      rows: "Rivejä",
      paylines: "Voittolinjoja",
      ways: "Voittotapoja",
      features: "Ominaisuudet",
      themes: "Teemat",
      released: "Julkaistu",
    },
    card: {
      rtp: (rtp: string) => `RTP ${rtp}`,
      volatilities: {
        low: "Vol. matala",
        "low-medium": "Vol. matala–keski",
        medium: "Vol. keski",
        "medium-high": "Vol. keski–korkea",
        high: "Vol. korkea",
        "very-high": "Vol. erittäin korkea",
      },
      maxWin: (maxWin: string) => `Maks. ${maxWin}`,
    },
    volatilities: {
      low: "Matala",
      "low-medium": "Matalasta keskitasoiseen",
      medium: "Keskitasoinen",
      "medium-high": "Keskitasoisesta korkeaan",
      high: "Korkea",
      "very-high": "Erittäin korkea",
    },
    features: {
      "free-spins": "ilmaiskierrokset",
      multipliers: "kertoimet",
      cascades: "putoavat symbolit",
      "cluster-pays": "ryhmävoitot",
      megaways: "Megaways",
      "bonus-buy": "bonuksen osto",
      "expanding-symbols": "laajenevat symbolit",
      "sticky-wilds": "tarttuvat villit symbolit",
      "hold-and-win": "hold and win -kierros",
      jackpot: "jättipotti",
      gamble: "tuplaus",
    },
    themes: {
      adventure: "seikkailu",
      "ancient-egypt": "muinainen Egypti",
      animals: "eläimet",
      asia: "Aasia",
      classic: "klassikko",
      fantasy: "fantasia",
      fruits: "hedelmät",
      horror: "kauhu",
      mythology: "mytologia",
      space: "avaruus",
      sweets: "makeiset",
      western: "villi länsi",
    },
  },
  socialCard: {
    siteAlt: (name: string) => `${compound(name, "logo")} ja iskulause tummalla taustalla`,
    gameAlt: (game: string, name: string) => `${game}, ilmainen demopeli ${compound(name, "sivustolla")}`,
    site: (games: number) =>
      `${inWords(games).replace(/^./, (first) => first.toUpperCase())} ilmaista demopeliä · ei rahaa · ei rekisteröitymistä`,
  },
  consent: {
    title: "Evästeet tällä sivustolla",
    text: "Haluaisimme laskea käyntejä Google Analyticsilla, joka tallentaa evästeitä. Mitään ei tallenneta eikä lähetetä Googlelle, ellet hyväksy.",
    acceptAll: "Hyväksy kaikki",
    rejectAll: "Hylkää kaikki",
    settings: "Katso, mitä tallennetaan",
    preferencesTitle: "Evästeasetukset",
    save: "Tallenna valintani",
    close: "Sulje",
    necessaryTitle: "Välttämättömät",
    necessaryText:
      "Muistaa tässä ikkunassa tekemäsi valinnan, jotta emme kysy uudelleen. Tallennetaan vasta, kun olet valinnut.",
    analyticsTitle: "Analytiikka",
    analyticsText:
      "Google Analytics laskee sivujen katselut, aloitetut pelit ja lähetetyt yhteydenottoviestit (ei koskaan niiden sisältöä), jotta näemme, mistä peleistä pidetään.",
    cookie: "Eväste",
    purpose: "Tarkoitus",
    duration: "Säilytysaika",
    consentCookie: "Valintasi tässä ikkunassa",
    gaCookie: "Erottaa kävijät toisistaan",
    gaSessionCookie: "Säilyttää käynnin tilan",
    sixMonths: "6 kuukautta",
    twoYears: "2 vuotta",
    policyLink: "Tietosuojaseloste",
    policySection: "evästeet",
  },
};
