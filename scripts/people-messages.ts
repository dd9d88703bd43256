/**
 * People's contact messages, as the operator of a Finnish site in two languages gets them: thanks, complaints,
 * questions (some with a link or two to a help service or a page of the site), short greetings that many people
 * write alike, and a few longer questions two people ask in the same words. None of them may be held
 * (server/messages/bot-battery.test.ts sends them after the robots). Written for the test; the names and addresses are
 * made up.
 */

/** Texts that one person each writes. */
const ONCE = [
  // English: thanks and praise.
  "Thanks for the lobby filters, I finally found the Megaways games I like without scrolling forever.",
  "The new search is really quick on my phone. Nice work!",
  "I just wanted to say the site looks great in dark mode. Easy on the eyes late in the evening.",
  "Thank you for answering my question so fast yesterday, it solved everything.",
  "Love that I can try the games for free before deciding anything. Keep it that way please.",
  "Your responsible gaming page helped me set a limit for myself. Thank you for putting it there.",
  "Great selection of classic fruit slots, it reminds me of the old arcade machines.",
  "The game pages load much faster than last month, whatever you changed, it works.",
  "Just a quick thank you to whoever wrote the help texts, they are clear and friendly.",
  "I appreciate that there are no pop-ups everywhere. It is a calm site to browse.",
  "Thanks for adding the break reminder. I didn't notice how long I had been playing.",
  "Kudos for making the site work with a screen reader, the buttons are all labelled.",
  // English: complaints and problems.
  "Moon Princess does not load on my iPad, it stays on a black screen after the logo.",
  "The game froze in the middle of a bonus round and when I reloaded the page it started over.",
  "Your contact page said my message was sent but I never got a reply. Is anyone reading these?",
  "The text on the game cards is too small on my old Android phone, could you make it bigger?",
  "Sound keeps playing after I close the game window in Firefox. I have to close the whole tab.",
  "I tried to change the language to English but the game itself stays in Finnish.",
  "When I search for Book of Dead I get three results that all look the same. Which one is right?",
  "The favourites I saved last week are gone. Did something change? I use the same browser.",
  "The filter for high volatility shows games that are listed as medium on their own page.",
  "Your site asks about cookies every single time I visit, even though I already chose.",
  "The fullscreen button doesn't do anything on my laptop, I'm using Edge on Windows 11.",
  "Some pictures on the lobby page are missing and show an empty grey box instead.",
  "The page jumped to the top when I pressed back from a game. Annoying when the list is long.",
  "It is hard to tell which games are new, maybe a small label would help?",
  "I get an error saying the game is not available in my region, but I am in Finland.",
  "Why was Gonzo's Quest removed? It was my favourite and now I can't find it anywhere.",
  // English: questions.
  "Do you have a list of games that work without sound? I mostly play on the bus.",
  "Is it possible to play these games with real money here, or are they only for fun?",
  "How do I delete the favourites stored on this computer? It is a shared computer at the library.",
  "Can you tell me what RTP means on the game pages? I see it everywhere but don't understand it.",
  "Are you planning to add more table games like blackjack or roulette?",
  "Who makes the games on your site? I would like to know if they are tested by someone.",
  "My son is 15 and asked to play here. Is the site meant for people under 18?",
  "Could you add a way to sort the games by release date?",
  "Is there an app, or should I just add the site to my home screen?",
  "What happens to the message I write here, is it stored somewhere and for how long?",
  "Can I turn off the animations? They make me a bit dizzy.",
  "Is there a way to see how much time I have spent on the site this week?",
  // English: asking for help, with a link or two.
  "I think I have a problem with gambling. I read about https://www.begambleaware.org on your page, is that the right place to start?",
  "My husband spends too much on online slots. Is https://www.gamcare.org.uk only for the UK or can they help us in Finland too?",
  "Your help page links to https://www.peluuri.fi and https://www.peliklinikka.fi, which one should I call first?",
  "I called the number on https://www.peluuri.fi and they were very kind. Thank you for listing it on your site.",
  "The link to www.gamblersanonymous.org on your responsible gaming page seems to be broken, it goes to an error page.",
  "Could you add https://www.gamblingtherapy.org to your help list? They have a chat in many languages.",
  "Found the game I asked about: https://fi.spinhaven.example/en/games/book-of-dead. Thanks anyway!",
  "This page https://fi.spinhaven.example/en/responsible-gaming does not scroll properly on my phone.",
  "Hi, I read https://www.peliklinikka.fi/en and want to block myself from gambling sites. Can you help?",
  "Is the self-test on www.peluuri.fi also in English? My Finnish is not good enough for it.",
  // English: other.
  "Hello from Tampere! My whole family enjoys the Christmas slots you added this month.",
  "I'm a teacher and would like to use your responsible gaming page in a class about money. Is that OK?",
  "Please tell the designer that the purple buttons are lovely.",
  "Are you hiring? I am a web developer in Oulu and like what you are building.",
  "I found a typo on the privacy page: 'recieve' should be 'receive'.",
  "My grandmother plays your games every morning with her coffee. She says hello!",
  "The game Big Bass Bonanza shows the wrong studio name on its card, it should be Pragmatic Play.",
  "I would like to know if you keep my IP address when I send this form.",
  "Happy holidays to the whole team, and thanks for a fun year.",
  "I accidentally sent my message twice, sorry! Please ignore the first one.",
  // Suomi: kiitoksia.
  "Kiitos, että pelit toimivat nyt myös vanhalla puhelimellani. Aiemmin ne eivät latautuneet ollenkaan.",
  "Tosi kiva sivusto, löysin monta uutta peliä joita en ollut ennen kokeillut.",
  "Kiitos nopeasta vastauksesta eiliseen kysymykseeni, ongelma ratkesi heti.",
  "Hienoa, että peliajan muistutus on olemassa. Huomasin pelanneeni paljon pidempään kuin luulin.",
  "Haluan vain kiittää selkeästä sivustosta. Kaikki löytyy helposti.",
  "Suodattimet ovat tosi käteviä, nyt löydän helposti pelit joissa on ilmaiskierroksia.",
  "Kiitos kun sivu toimii myös ilman mainoksia ja ponnahdusikkunoita.",
  "Vastuullisen pelaamisen sivu oli hyvä. Asetin itselleni rajan sen luettuani.",
  "Ruudunlukijalla sivua on helppo käyttää, kiitos siitä!",
  "Mahtavaa että pelejä voi kokeilla ilmaiseksi ilman rekisteröitymistä.",
  "Ulkoasu on todella siisti ja pelikortit näyttävät hyviltä.",
  "Kiitos joulupeleistä, lapsenlapset tykkäsivät katsella niitä kanssani.",
  // Suomi: valituksia ja ongelmia.
  "Peli jäätyy bonuskierroksen kohdalla ja alkaa alusta, kun lataan sivun uudelleen.",
  "Moon Princess ei lataudu puhelimella, ruutu jää mustaksi logon jälkeen.",
  "Suosikkini katosivat, vaikka käytän samaa selainta kuin ennenkin. Mitä tapahtui?",
  "Evästeilmoitus tulee joka kerta uudestaan, vaikka olen jo valinnut asetukset.",
  "Pelikorttien teksti on liian pientä vanhalla puhelimellani, voisiko sitä suurentaa?",
  "Ääni jatkuu vaikka suljen pelin, joudun sulkemaan koko välilehden.",
  "Hakutuloksissa sama peli näkyy kolme kertaa. Mikä niistä on oikea?",
  "Koko näytön painike ei toimi Edge-selaimella Windows 11 -koneella.",
  "Osa lobbyn kuvista puuttuu ja tilalla on harmaa laatikko.",
  "Sivu hyppää alkuun, kun palaan pelistä takaisin listaan. Pitkässä listassa se on ärsyttävää.",
  "Peli sanoo ettei se ole saatavilla alueellani, vaikka olen Suomessa.",
  "Miksi Gonzo's Quest poistettiin? Se oli lempipelini.",
  "Korkean volatiliteetin suodatin näyttää pelejä, jotka pelin omalla sivulla ovat keskitasoa.",
  "Lähetin viestin viime viikolla mutta en saanut vastausta. Luetaanko näitä?",
  "Kielen vaihto englanniksi ei vaihda pelin omaa kieltä.",
  "Pelin nimi on väärin kirjoitettu pelisivulla, siinä on ylimääräinen välilyönti.",
  // Suomi: kysymyksiä.
  "Voiko täällä pelata oikealla rahalla vai ovatko pelit vain huviksi?",
  "Mitä RTP tarkoittaa pelien sivuilla? Se näkyy kaikkialla mutta en ymmärrä sitä.",
  "Onko teillä listaa peleistä, jotka toimivat ilman ääntä? Pelaan yleensä bussissa.",
  "Miten saan poistettua suosikit tältä koneelta? Kone on kirjaston yhteiskäytössä.",
  "Aiotteko lisätä pöytäpelejä, kuten blackjackia tai rulettia?",
  "Kuka tekee sivustonne pelit? Onko ne testannut joku ulkopuolinen?",
  "Onko sivusto tarkoitettu alle 18-vuotiaille? Poikani kysyi saako hän pelata.",
  "Voisiko pelit järjestää julkaisupäivän mukaan?",
  "Onko teillä sovellusta, vai lisäänkö sivun vain kotinäytölle?",
  "Mitä tälle viestille tapahtuu, tallennetaanko se jonnekin ja kuinka pitkäksi aikaa?",
  "Voiko animaatiot laittaa pois päältä? Minua alkaa huimata.",
  "Näkeekö jostain, kuinka paljon aikaa olen viettänyt sivulla tällä viikolla?",
  "Voisitteko lisätä pelin Book of Dead? En löydä sitä haulla.",
  // Suomi: avun pyytäminen, linkin tai kahden kanssa.
  "Luulen että minulla on peliongelma. Luin sivultanne https://www.peluuri.fi, onko se oikea paikka aloittaa?",
  "Mieheni pelaa liikaa. Soitin https://www.peluuri.fi ja katsoin myös https://www.peliklinikka.fi, kumpaan kannattaa ottaa yhteyttä?",
  "Kiitos linkistä www.peluuri.fi, sain sieltä hyviä neuvoja ja varasin ajan Peliklinikalle.",
  "Linkki https://www.peliklinikka.fi toimii, mutta www.tukinet.net vastuullisen pelaamisen sivulla ei aukea.",
  "Voisitteko lisätä apua-sivulle myös https://www.a-klinikka.fi? Sieltä sain itse apua aikanaan.",
  "Haluaisin estää itseltäni rahapelisivut. Löytyykö ohjeita https://www.peliklinikka.fi -sivuilta?",
  "Löysin pelin jota kysyin: https://fi.spinhaven.example/games/book-of-dead. Kiitos silti!",
  "Sivu https://fi.spinhaven.example/vastuullinen-pelaaminen ei vieri kunnolla puhelimella.",
  "Onko https://www.mielenterveystalo.fi oikea paikka, jos pelaaminen alkaa ahdistaa?",
  "Peluurin chat osoitteessa https://www.peluuri.fi/fi/chat oli tosi hyvä, suosittelen muillekin.",
  // Suomi: muuta.
  "Terveisiä Oulusta! Koko perhe tykkää jouluisista peleistänne.",
  "Olen opettaja ja haluaisin käyttää vastuullisen pelaamisen sivuanne oppitunnilla. Sopiiko se?",
  "Violetit painikkeet ovat tosi kauniit, kertokaa se suunnittelijalle.",
  "Etsittekö työntekijöitä? Olen verkkokehittäjä Tampereelta.",
  "Tietosuojasivulla on kirjoitusvirhe: 'tietoja' on kirjoitettu 'tietoj'.",
  "Mummoni pelaa pelejänne joka aamu kahvin kanssa. Hän lähettää terveisiä!",
  "Big Bass Bonanzan kortissa on väärä pelistudio, sen pitäisi olla Pragmatic Play.",
  "Tallennatteko IP-osoitteeni, kun lähetän tämän lomakkeen?",
  "Hyvää joulua koko tiimille ja kiitos hauskasta vuodesta.",
  "Lähetin viestin vahingossa kahdesti, anteeksi! Ensimmäisen voi poistaa.",
  "Pelaan vain viikonloppuisin, ja on kiva että uusia pelejä tulee usein.",
  "Olisi kiva jos pelien yhteydessä kerrottaisiin, montako riviä niissä on.",
  "Peli toimii tabletilla mutta ei läppärillä. Molemmissa on Chrome.",
  "Voisiko hakuun lisätä pelistudion nimen? Etsin NetEntin pelejä.",
  "Olen huomannut pelaavani liikaa. Mistä saan apua, jos en halua soittaa puhelimella?",
  "Sivun fontti on kaunis mutta pitkissä teksteissä hieman raskas lukea.",
  "Miksi pelit avautuvat uudessa ikkunassa? Haluaisin pelata samalla sivulla.",
  "Tuleeko sivustolle myös ruotsinkielinen versio? Äitini puhuu ruotsia.",
  "Kiitos että kerroitte evästeistä selkeästi. Harvoin näkee näin selkeää selitystä.",
  "Pelin Starburst esittelyteksti on englanniksi, vaikka sivu on suomeksi.",
  "Pelasin eilen tunnin ja muistutus tuli juuri oikeaan aikaan. Hyvä ominaisuus.",
  "Onko mahdollista saada ilmoitus, kun uusia pelejä lisätään?",
  "The lobby shows 24 games per page, could I choose to see more at once?",
  "After the last update the game list loads twice before it settles. Chrome on a Pixel 7.",
  "I'd like to report that Starburst's description is in English on the Finnish page.",
  "Can I get a copy of the messages I sent you? I need one for my own records.",
  "Is there a way to hide games from studios I don't like?",
  "I noticed you don't track me with ads. Thank you, that is rare these days.",
  "The play time reminder came right on time yesterday. Good idea.",
  "Will there be a Swedish version of the site? My mother prefers Swedish.",
  "Please add the number of paylines to the game facts, it matters to me.",
  "I wanted to help a friend who gambles too much. Is there a page on your site for people like me?",
];

/** Short greetings and thanks that many people write in the same words. */
const COMMON = [
  "Hello",
  "Hi!",
  "Hello!",
  "Thank you!",
  "Thanks!",
  "Thank you very much!",
  "Great site!",
  "Hei",
  "Hei!",
  "Moi!",
  "Kiitos!",
  "Kiitos paljon!",
  "Kiitos, toimii nyt!",
  "Hyvä sivusto!",
  "Hei, kiitos nopeasta vastauksesta!",
];

/** Longer questions that two people ask in the same words, within the hour. */
const TWICE = [
  "Hi, I can't open any of the games today, is the site down?",
  "Hei, mikään peli ei aukea tänään, onko sivustolla vikaa?",
  "Where can I find the games that were on the front page last week?",
];

const FIRST = [
  "Aino",
  "Eino",
  "Helmi",
  "Väinö",
  "Linnea",
  "Onni",
  "Ada",
  "Oliver",
  "Emma",
  "Leo",
  "Sofia",
  "Mikko",
  "Sanna",
  "Jukka",
  "Tiina",
  "Pekka",
  "Grace",
  "Liam",
  "Noora",
  "Ville",
];
const LAST = [
  "Virtanen",
  "Korhonen",
  "Mäkinen",
  "Nieminen",
  "Lovelace",
  "Smith",
  "Hämäläinen",
  "Laine",
  "Brown",
  "Koskinen",
  "Järvinen",
  "Lehtonen",
  "Taylor",
  "Heikkinen",
];
const DOMAINS = ["example.com", "example.fi", "example.org", "esimerkki.fi"];

/** A person's name and address, different for each `n`. */
function person(n: number) {
  const first = FIRST[n % FIRST.length] ?? "Aino";
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] ?? "Virtanen";
  const local = `${first}.${last}${n}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9.]/g, "");
  return { name: `${first} ${last}`, email: `${local}@${DOMAINS[n % DOMAINS.length] ?? "example.com"}` };
}

/** How many people write each common text. */
const COMMON_SENDERS = 4;

/** Every person's message, each from an address of its own: the texts above, the common ones from several people. */
export const PEOPLE_MESSAGES: { name: string; email: string; message: string }[] = [
  ...ONCE,
  ...COMMON.flatMap((text) => Array.from({ length: COMMON_SENDERS }, () => text)),
  ...TWICE.flatMap((text) => [text, text]),
].map((message, n) => ({ ...person(n), message }));

/** The common texts, which robots send too, from address after address, to make them look like a robot's. */
export const COMMON_TEXTS = [...COMMON, ...TWICE];
