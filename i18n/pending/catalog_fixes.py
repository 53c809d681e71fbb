"""Catalog fixes for issue 12 points 5 and 6: wording, terms and headers (sv, fi, nl, is, cs).

Apply (from the repository root, after `make i18n` has added the three new msgids
"by colour", "by size", "by shape" and dropped "by {attribute}"):

    python /work/tr/apply.py i18n/pending/catalog_fixes.py   # the msgstrs in T
    python i18n/pending/catalog_fixes.py                      # the headers in HEADERS (all six catalogs)
    make i18n                                                 # normalise

What changed and why, per language: docs/glossary/README.md; the words chosen:
docs/glossary/<lang>.md. No message here changes how a card, name or count is
put into its slot (the inflection work owns that); where a sentence with such a
placeholder is touched, only the words around the placeholder change.

HEADERS: the header fields every catalog gets (the English one too). The
revision date is the date these fixes were written, not a placeholder; Babel
keeps these fields when `make i18n` updates the catalogs (only
POT-Creation-Date follows the template).
"""

T = {
    # ------------------------------------------------------------------
    # The three sort orders of a Tiko hand: each attribute its own whole phrase
    # (new msgids; "by {attribute}" is gone from the code).
    "by colour": {"sv": "efter färg", "fi": "värin mukaan", "nl": "per kleur", "is": "eftir lit",
                  "cs": "podle barvy"},
    "by size": {"sv": "efter storlek", "fi": "koon mukaan", "nl": "per grootte", "is": "eftir stærð",
                "cs": "podle velikosti"},
    "by shape": {"sv": "efter form", "fi": "muodon mukaan", "nl": "per vorm", "is": "eftir lögun",
                 "cs": "podle tvaru"},

    # ------------------------------------------------------------------
    # Czech "z"/"ze" before a number: "ze" before 2, 3, 4, 6, 7, 12-14, 16, 17, 20-49, 60, 70, 100...
    # (the number as said: dvou, tří, čtyř, šesti, sedmi ...), "z" before the rest. A digit in a
    # slot cannot choose, so the sentences say "z celkových N" (right for every N) and
    # "ze zbylých N" (the preposition before a word, not before the number).
    "{game}, game {number} of {rounds}, deal {deal}.": {
        "cs": "{game}, hra {number} z celkových {rounds}, rozdání {deal}.",
        "nl": "{game}, spel {number} van {rounds}, deling {deal}."},
    "After game {number} of {rounds}: {standings}. Press n for the next game.": {
        "cs": "Po hře {number} z celkových {rounds}: {standings}. Další hru spustíš klávesou n.",
        "nl": "Na spel {number} van {rounds}: {standings}. Druk op n voor het volgende spel."},
    "Game {number} of {rounds}, deal {deal}": {
        "cs": "Hra {number} z celkových {rounds}, rozdání {deal}",
        "nl": "Spel {number} van {rounds}, deling {deal}"},
    "{section}, {number} of {count}: {text}": {
        "cs": "{section}, {number} z celkových {count}: {text}"},
    "{item}, {index} of {count}.": {
        "cs": "{item}, {index} z celkových {count}."},
    ("The {count} card left is no pair.", "No two of the {count} cards left are a pair."): {
        "cs": ("{count} zbylá karta netvoří pár.",
               "Žádné dvě ze zbylých {count} karet netvoří pár.",
               "Žádné dvě ze zbylých {count} karet netvoří pár.")},

    # ------------------------------------------------------------------
    # Typed input: Czech "Zadej" everywhere (no "Napiš"); Icelandic "Skrifaðu" everywhere (no "Sláðu inn").
    "Find which card? Type its colour and code, like green M2, then Enter. Escape cancels.": {
        "cs": "Kterou kartu hledáš? Zadej barvu a kód, třeba green M2, pak Enter. Escape ruší.",
        "fi": "Mitä korttia etsit? Kirjoita väri ja koodi, kuten green M2, sitten Enter. Esc peruu."},
    "Type a game to play: {games}; help lists the commands.": {
        "cs": "Zadej hru, kterou chceš hrát: {games}; help vypíše příkazy.",
        "fi": "Kirjoita pelin nimi: {games}; help luettelee komennot.",
        "sv": "Skriv vilket spel du vill spela: {games}; help listar kommandona.",
        "nl": "Typ het spel dat je wilt spelen: {games}; help geeft de opdrachten.",
        "is": "Skrifaðu leikinn sem þú vilt spila: {games}; help telur upp skipanirnar."},
    "No command {command} here. Type help for the list.": {
        "cs": "Příkaz {command} tu není. Zadej help pro seznam."},
    "Type a deal number from 1 to {highest}, then Enter. Escape keeps this game.": {
        "cs": "Zadej číslo rozdání od 1 do {highest} a stiskni Enter. Escape ponechá tuto hru.",
        "is": "Skrifaðu númer gjafar frá 1 til {highest} og ýttu á Enter. Escape heldur þessum leik.",
        "nl": "Typ het nummer van een deling, van 1 tot en met {highest}, en druk op Enter. "
              "Escape houdt dit spel."},
    "A deal number is a whole number from 1 to {highest}. Type it again.": {
        "cs": "Číslo rozdání je celé číslo od 1 do {highest}. Zadej ho znovu.",
        "is": "Númer gjafar er heil tala frá 1 til {highest}. Skrifaðu það aftur.",
        "nl": "Het nummer van een deling is een geheel getal van 1 tot en met {highest}. Typ het opnieuw."},
    "Type a name for seat {number}, then Enter. Enter alone gives the usual name. Escape keeps {name}.": {
        "cs": "Zadej jméno pro místo {number} a stiskni Enter. Samotný Enter dá obvyklé jméno. "
              "Escape ponechá jméno {name}.",
        "is": "Skrifaðu nafn fyrir sæti {number} og ýttu á Enter. Enter eitt og sér gefur venjulega "
              "nafnið. Escape heldur nafninu {name}."},
    "A name is letters, digits and spaces, up to 20 characters. Type it again.": {
        "cs": "Jméno smí obsahovat písmena, číslice a mezery, nejvýš 20 znaků. Zadej ho znovu.",
        "is": "Nafn má innihalda bókstafi, tölustafi og bil, mest 20 tákn. Skrifaðu það aftur."},
    "Type a deal number from 1 to {highest}, then Enter. Enter alone: a random deal. "
    "Escape keeps the deal as it was.": {
        "cs": "Zadej číslo rozdání od 1 do {highest} a stiskni Enter. Samotný Enter: náhodné rozdání. "
              "Escape ponechá rozdání beze změny.",
        "is": "Skrifaðu númer gjafar frá 1 til {highest} og ýttu á Enter. Enter eitt og sér: gjöf af "
              "handahófi. Escape heldur gjöfinni óbreyttri.",
        "nl": "Typ het nummer van een deling, van 1 tot en met {highest}, en druk op Enter. Alleen Enter: "
              "een willekeurige deling. Escape laat de deling zoals ze was."},
    "First time here? Each line you type is a command, and every answer is one line. Type help for the "
    "commands where you are, rules for a game's rules, where for where you are, language and a name to "
    "change the language, and quit to stop; your game is saved. Type tour to hear this again.": {
        "cs": "Jsi tu poprvé? Každý řádek, který zadáš, je příkaz, a každá odpověď je jeden řádek. Zadej "
              "help pro příkazy tam, kde jsi, rules pro pravidla hry, where pro to, kde jsi, language a "
              "název jazyka pro změnu jazyka a quit pro konec; tvá hra se uloží. Zadej tour, chceš-li to "
              "slyšet znovu.",
        "fi": "Ensimmäistä kertaa täällä? Jokainen kirjoittamasi rivi on komento, ja jokainen vastaus on "
              "yksi rivi. Kirjoita help nähdäksesi komennot siinä, missä olet, rules kuullaksesi pelin "
              "säännöt, where kuullaksesi, missä olet, language ja kielen nimi vaihtaaksesi kieltä ja quit "
              "lopettaaksesi; pelisi tallennetaan. Kirjoita tour kuullaksesi tämän uudelleen."},

    # ------------------------------------------------------------------
    # Match is a match: Czech "zápas" (not "partie"), Icelandic "viðureign" (not "keppni"/"leikur").
    "the rules of this match": {"cs": "pravidla tohoto zápasu", "is": "reglur þessarar viðureignar",
                                "nl": "de regels van deze wedstrijd"},
    "a new match at this table": {"cs": "nový zápas u tohoto stolu", "is": "ný viðureign við þetta borð",
                                  "nl": "nieuwe wedstrijd aan tafel"},
    "Sixteen cards lie face down in four rows of four; the rest is the stock. Player 1 begins; in a "
    "match the start moves one seat to the left each game.": {
        "is": "Sextán spil liggja á grúfu í fjórum röðum, fjögur í hverri; afgangurinn er stokkurinn. "
              "Leikmaður 1 byrjar; í viðureign færist byrjunin um eitt sæti til vinstri í hverjum leik."},
    "Whoever has taken the most cards wins. A match counts the cards, or the games won.": {
        "is": "Sá sem hefur tekið flest spil vinnur. Viðureign telur spilin eða unna leiki.",
        "nl": "Wie de meeste kaarten heeft genomen, wint. Een wedstrijd telt de kaarten, of de gewonnen "
              "spellen."},
    "Everyone gets four cards that only they may hear. Player 1 leads the first trick; in a match the "
    "start moves one seat to the left each game.": {
        "is": "Allir fá fjögur spil sem aðeins þeir sjálfir mega heyra. Leikmaður 1 spilar út í fyrsta "
              "slag; í viðureign færist byrjunin um eitt sæti til vinstri í hverjum leik.",
        "nl": "Iedereen krijgt vier kaarten die niemand anders mag horen. Speler 1 komt uit in de eerste "
              "slag; in een wedstrijd schuift het begin elk spel één plaats naar links."},

    # ------------------------------------------------------------------
    # Dutch: deal = "deling", game = "spel", match = "wedstrijd" (docs/glossary/nl.md says why);
    # a kaart is "die", never "hem"/"haar"; size is "grootte"; the stock is "trekstapel".
    "{game}, deal {deal}.": {"nl": "{game}, deling {deal}."},
    "Game {number}, deal {deal}.": {"nl": "Spel {number}, deling {deal}."},
    "{game}, deal {deal}, resumed.": {"nl": "{game}, deling {deal}, hervat."},
    "{game}, game {number}, deal {deal}.": {"nl": "{game}, spel {number}, deling {deal}."},
    "That is your best for deal {deal}.": {"nl": "Dat is je beste score voor deling {deal}."},
    "Your best for deal {deal} is {best}.": {"nl": "Je beste score voor deling {deal} is {best}."},
    "a smaller or larger size": {"nl": "kleiner of groter", "is": "minni eða stærri",
                                 "sv": "mindre eller större"},
    "Smaller or larger size": {"nl": "Kleiner of groter", "sv": "Mindre eller större"},
    "higher and lower go to the card of the next or previous colour, the cube's levels.": {
        "nl": "higher en lower gaan naar de kaart van de volgende of vorige kleur, de niveaus van de kubus.",
        "cs": "higher a lower přejdou na kartu další nebo předchozí barvy, vrstvy krychle.",
        "fi": "higher ja lower siirtyvät seuraavan tai edellisen värin korttiin, kuution tasolta toiselle.",
        "sv": "higher och lower går till kortet med nästa eller förra färgen, kubens nivåer.",
        "is": "higher og lower fara á spil næsta eða fyrri litar, lög teningsins."},
    "explore opens the cube explorer: walk through the 64 cards of the deck by size, shape and colour.": {
        "nl": "explore opent de kubusverkenner: loop door alle 64 kaarten op grootte, vorm en kleur."},
    "{text} is not a card. Name a card by colour and code, like green M2 (colours in English: blue, green, "
    "orange, red; sizes S, M, L, XL; corners 1 to 4).": {
        "nl": "{text} is geen kaart. Noem een kaart met kleur en code, zoals green M2 (kleuren in het Engels: "
              "blue, green, orange, red; groottes S, M, L, XL; hoeken 1 tot en met 4)."},
    "deal asks for new cards when the rules let you ask for the deal; also d.": {
        "nl": "deal vraagt om nieuwe kaarten als je volgens de regels om een deling mag vragen; ook d."},
    "cards each player has taken": {"nl": "wie welke kaarten heeft genomen"},
    "the cards you have taken": {"nl": "de kaarten die jij hebt genomen"},
    ("New deal: {count} card face down.", "New deal: {count} cards face down."): {
        "nl": ("Nieuwe deling: {count} kaart gedekt.", "Nieuwe deling: {count} kaarten gedekt.")},
    "Take more cards than anyone else by finding pairs among the cards face down.": {
        "nl": "Neem meer kaarten dan de anderen door paren te vinden tussen de gedekte kaarten."},
    "Turn up two cards, one after the other. If they pair, you take both: they share exactly two of "
    "colour, size and shape, like blue S1 and blue S3, same colour and size. If not, both are turned face "
    "down where they lie. Either way the turn passes on.": {
        "nl": "Draai twee kaarten om, de een na de ander. Vormen ze een paar, dan neem je ze allebei: ze "
              "hebben precies twee van kleur, grootte en vorm gemeen, zoals blauw S1 en blauw S3, zelfde "
              "kleur en grootte. Zo niet, dan worden ze weer gedekt waar ze liggen. Hoe dan ook gaat de "
              "beurt door."},
    "pairs starts a new deal of the pairs and ladders trainer; a number after it plays that deal, "
    "for example pairs 7.": {
        "nl": "pairs begint een nieuwe deling van de oefening Paren en ladders; een getal erachter speelt "
              "die deling, bijvoorbeeld pairs 7.",
        "fi": "pairs aloittaa parien ja suorien harjoituksessa uuden jaon; perään kirjoitettu numero pelaa "
              "sen jaon, esimerkiksi pairs 7."},
    "New deal (twice while a game is under way)": {"nl": "Nieuwe deling (twee keer tijdens een lopend spel)"},
    "Play a deal by its number": {"nl": "Een deling op nummer spelen", "fi": "Pelaa jako numeron mukaan"},
    "Pairs and ladders, deal {deal}. {score} {left}": {"nl": "Paren en ladders, deling {deal}. {score} {left}"},
    "Deal {deal}   {score}": {"nl": "Deling {deal}   {score}"},
    "Take two cards that pair: they share exactly two of colour, size and shape, like blue S1 and blue S3, "
    "same colour and size. Or take four cards that make a ladder, one straight line of the cube, like red "
    "S1, red M1, red L1 and red XL1.": {
        "nl": "Pak twee kaarten die een paar vormen: ze hebben precies twee van kleur, grootte en vorm "
              "gemeen, zoals blauw S1 en blauw S3, zelfde kleur en grootte. Of pak vier kaarten die een "
              "ladder vormen, één rechte lijn in de kubus, zoals rood S1, rood M1, rood L1 en rood XL1."},
    "move ROW COLUMN PILE moves a card of rows 1 to 3 onto a pile of the bottom row, for example move 2 3 "
    "1, or m 2 3 1. A card's name does for its place: move green M2 1.": {
        "nl": "move RIJ KOLOM STAPEL legt een kaart uit rij 1 tot en met 3 op een stapel van de onderste "
              "rij, bijvoorbeeld move 2 3 1, of m 2 3 1. In plaats van de plaats kan ook de naam van de "
              "kaart: move green M2 1."},
    "new cards from the stock": {"nl": "nieuwe kaarten uit de trekstapel", "fi": "uusia kortteja nostopakasta"},
    "a move you can make": {"nl": "een mogelijke zet"},
    "option fill on lets a card start a new pile in an empty place of the bottom row, from the next deal; "
    "option fill off plays as in the rulebook.": {
        "nl": "option fill on laat een kaart een nieuwe stapel beginnen op een lege plaats van de onderste "
              "rij, vanaf de volgende deling; option fill off speelt zoals in het regelboek."},
    "solo starts a new deal of Zoker Solo; a number after it plays that deal, for example solo 42.": {
        "nl": "solo begint een nieuwe deling van Zoker Solo; een getal erachter speelt die deling, "
              "bijvoorbeeld solo 42."},
    "Fill empty places on or off, from the next deal": {
        "nl": "Lege plaatsen vullen aan of uit, vanaf de volgende deling"},
    "Zoker Solo, deal {deal}. Highest pile {score}. {stock} {moves}": {
        "nl": "Zoker Solo, deling {deal}. Hoogste stapel {score}. {stock} {moves}"},
    "From the next deal: press n.": {"nl": "Vanaf de volgende deling: druk op n."},
    "Deal {deal}   {stock}   Highest pile {score}": {"nl": "Deling {deal}   {stock}   Hoogste stapel {score}"},
    "Game over, score {score}. n new deal, q menu.": {"nl": "Spel afgelopen, score {score}. n nieuwe deling, q menu."},
    "Put a card from rows 1 to 3 on a pile whose top card pairs with it, or a whole pile on another when "
    "their top cards pair. A pair shares exactly two of colour, size and shape: red S2 and red M2 pair, "
    "same colour and shape. When four places of rows 1 to 3 are empty you may deal four cards from the "
    "stock into them. A bottom-row place left empty stays empty.": {
        "nl": "Leg een kaart uit rij 1 tot en met 3 op een stapel waarvan de bovenste kaart er een paar mee "
              "vormt, of een hele stapel op een andere als hun bovenste kaarten een paar vormen. Een paar "
              "heeft precies twee van kleur, grootte en vorm gemeen: rood S2 en rood M2 vormen een paar, "
              "zelfde kleur en vorm. Als er vier plaatsen in rij 1 tot en met 3 leeg zijn, mag je er vier "
              "kaarten van de trekstapel in leggen. Een lege plaats in de onderste rij blijft leeg."},
    "Your score is the height of your highest pile. Your best for each deal number is kept.": {
        "nl": "Je score is de hoogte van je hoogste stapel. Je beste score voor elke deling wordt bewaard.",
        "fi": "Tuloksesi on korkeimman pinosi korkeus. Paras tuloksesi kustakin jaosta tallennetaan.",
        "sv": "Ditt resultat är höjden på din högsta hög. Ditt bästa resultat för varje givnummer sparas."},
    "The game ends when no card, pile or deal can move.": {
        "nl": "Het spel is uit als er geen kaart of stapel meer kan worden verplaatst en er niet meer "
              "gedeeld kan worden.",
        "sv": "Spelet tar slut när inget kort och ingen hög kan flyttas och inga nya kort kan delas ut."},
    ("Your hand has {count} card: type 1 for it, or name it like green M2.",
     "Your hand has {count} cards: type a number from 1 to {count}, or name a card like green M2."): {
        "nl": ("Je hebt {count} kaart in je hand: typ 1 om die te kiezen, of noem de kaart, zoals green M2.",
               "Je hebt {count} kaarten in je hand: typ een nummer van 1 tot en met {count}, of noem een "
               "kaart, zoals green M2.")},
    "play and a card's name plays it, for example play green M2; its number in your hand as read does too: "
    "play 2; also p.": {
        "nl": "play en de naam van een kaart speelt die kaart, bijvoorbeeld play green M2; het nummer van de "
              "kaart in je hand, zoals voorgelezen, kan ook: play 2; ook p.",
        "sv": "play och ett korts namn spelar det, till exempel play green M2; dess nummer på handen, i den "
              "ordning korten lästes upp, går också: play 2; också p."},
    "hand reads your hand; hand colour, hand size, hand shape or hand strength groups it that way from now "
    "on; also h.": {
        "nl": "hand leest je hand voor; hand colour, hand size, hand shape of hand strength groepeert je "
              "hand voortaan zo; ook h."},
    "New deal: {cards}.": {"nl": "Nieuwe deling: {cards}."},
    ("New deal, {count} card each.", "New deal, {count} cards each."): {
        "nl": ("Nieuwe deling, {count} kaart per speler.", "Nieuwe deling, {count} kaarten per speler.")},
    "The leader plays any card, then each other player in turn. A card that beats the card on top goes on "
    "top; otherwise it goes directly under it. Colour counts first, then size, then shape: a card beats "
    "another when it is stronger in two of them, or in one with the other two equal, or stronger in one "
    "and weaker in one where the stronger counts first. Red M1 beats orange L1: stronger in colour, weaker "
    "in size, and colour counts first.": {
        "nl": "Wie uitkomt, speelt een willekeurige kaart, daarna de anderen om de beurt. Een kaart die de "
              "bovenste kaart verslaat, komt bovenop; anders komt die er direct onder. Kleur telt eerst, "
              "dan grootte, dan vorm: een kaart verslaat een andere als die sterker is in twee daarvan, of "
              "in één terwijl de andere twee gelijk zijn, of sterker in één en zwakker in één waarbij de "
              "sterkere eerst telt. Rood M1 verslaat oranje L1: sterker in kleur, zwakker in grootte, en "
              "kleur telt eerst."},
    "cards, score and stock": {"nl": "kaarten, score en trekstapel", "fi": "kortit, pisteet ja nostopakka"},
    "{word} starts {game} at the table you set; a number after it plays that deal, for example {word} 5.": {
        "nl": "{word} begint {game} aan de tafel die je hebt ingesteld; een getal erachter speelt die "
              "deling, bijvoorbeeld {word} 5."},
    "another deal": {"nl": "een nieuwe deling"},
    "The table is set in the menu: type menu, change it there, then {commands} to start; resume comes "
    "back to this game.": {
        "nl": "De tafel stel je in het menu in: typ menu, pas de tafel daar aan en typ dan {commands} om "
              "te beginnen; met resume kom je terug in dit spel."},
    "The game is over. Type new for another deal, or menu.": {
        "nl": "Het spel is afgelopen. Typ new voor een nieuwe deling, of menu."},
    "A match has as many games as you like.": {"nl": "Een wedstrijd heeft zoveel spellen als je wilt."},
    ("A match has {count} game.", "A match has {count} games."): {
        "nl": ("Een wedstrijd heeft {count} spel.", "Een wedstrijd heeft {count} spellen.")},
    "A match is counted in games won.": {"nl": "Een wedstrijd telt gewonnen spellen."},
    "Type option games and a number from 1 to {high}, or 0 for as many games as you like.": {
        "nl": "Typ option games en een getal van 1 tot en met {high}, of 0 voor zoveel spellen als je wilt."},
    "Type option count cards to add up the cards, or option count wins to count the games won.": {
        "nl": "Typ option count cards om de kaarten op te tellen, of option count wins om de gewonnen "
              "spellen te tellen."},
    "This game is not over yet.": {"nl": "Dit spel is nog niet voorbij."},
    ("{count} game won", "{count} games won"): {"nl": ("{count} gewonnen spel", "{count} gewonnen spellen")},
    "After game {number}: {standings}. Press n for the next game.": {
        "nl": "Na spel {number}: {standings}. Druk op n voor het volgende spel."},
    "Next game; after the match, or twice during one, a new match": {
        "nl": "Volgend spel; na de wedstrijd, of twee keer tijdens een wedstrijd: een nieuwe wedstrijd"},
    "A short tour; any key stops it. Keys: up and down arrows move, Enter chooses, Escape goes back; "
    "question mark, the keys of the screen you are on; i, the rules of a game; r repeats the last message, "
    "and the square brackets step through the messages before it; o, the settings; l, the language; v, "
    "brief or full descriptions; q goes back, and in the main menu quits, with your game saved.": {
        "nl": "Een korte rondleiding; elke toets stopt de rondleiding. Toetsen: pijl omhoog en omlaag "
              "bewegen, Enter kiest, Escape gaat terug; vraagteken, de toetsen van het scherm waar je bent; "
              "i, de regels van een spel; r herhaalt het laatste bericht, en de vierkante haken bladeren "
              "door de berichten ervoor; o, de instellingen; l, de taal; v, korte of volledige "
              "beschrijvingen; q gaat terug, en stopt in het hoofdmenu, met je spel opgeslagen."},
    "Resume {game}, deal {deal}": {"nl": "Verder met {game}, deling {deal}"},
    "Press n again to give up this deal and start a new one.": {
        "nl": "Druk nogmaals op n om deze deling op te geven en een nieuwe te beginnen."},
    "A deal number is a whole number from 1.": {
        "nl": "Het nummer van een deling is een geheel getal vanaf 1."},
    "Games in the match": {"nl": "Spellen in de wedstrijd"},
    ("@count", "games won"): {"nl": "gewonnen spellen"},
    "Deal": {"nl": "Deling"},
    "Deal {deal}": {"nl": "Deling {deal}"},
    "Game {number}, deal {deal}": {"nl": "Spel {number}, deling {deal}"},
    "Game over. n next game, q menu.": {"nl": "Spel afgelopen. n volgend spel, q menu."},
    "This game is over. Press n for the next game.": {
        "nl": "Dit spel is afgelopen. Druk op n voor het volgende spel."},

    # ------------------------------------------------------------------
    # Czech: other wording.
    "the lines through the card": {"cs": "linie, které kartou procházejí"},
    "the card in full": {"cs": "celý popis karty"},
    "Turn up the focused card": {"cs": "Otočit kartu pod fokusem lícem nahoru",
                                 "fi": "Käännä kohdistettu kortti kuvapuoli ylöspäin"},
    "your score so far": {"cs": "tvé dosavadní skóre"},
    "a short tour for newcomers": {"cs": "krátká prohlídka pro nováčky"},

    # ------------------------------------------------------------------
    # Finnish: other wording and terms (nostopakka, taso; "Laskut" are bills).
    "Counts: score, and cards left on the table": {"fi": "Määrät: pisteet ja pöydälle jääneet kortit"},
    "Counts: highest pile, pile heights, cards in rows 1 to 3, stock": {
        "fi": "Määrät: korkein pino, pinojen korkeudet, kortit riveillä 1–3, nostopakka",
        "sv": "Räkning: högsta högen, högarnas höjder, kort i rad 1 till 3, talongen"},
    "the pairs trainer": {"fi": "Parit ja suorat -harjoitus"},
    "Rules are told for a game: move to one in the menu, or open one, and press i.": {
        "fi": "Säännöt kuuluvat peliin: siirry valikossa peliin tai avaa peli ja paina i.",
        "sv": "Reglerna hör till ett spel: gå till ett i menyn, eller öppna ett, och tryck i."},

    # ------------------------------------------------------------------
    # Swedish: "stega" as in the rulebook (never "stege"); other wording.
    "take and two places takes a pair, four places a ladder. A place is its row and column, or the card's "
    "name: take 1 2 3 4, or take green M2 red M2; also x.": {
        "sv": "take och två platser tar ett par, fyra platser en stega. En plats är dess rad och kolumn, "
              "eller kortets namn: take 1 2 3 4, eller take green M2 red M2; också x."},
    "Type: take and two places for a pair, or four for a ladder; a place is its row and column or the "
    "card's name, for example take 1 2 3 4 or take green M2 red M2.": {
        "sv": "Skriv: take och två platser för ett par, eller fyra för en stega; en plats är dess rad och "
              "kolumn eller kortets namn, till exempel take 1 2 3 4 eller take green M2 red M2."},
    "seat, a seat's number, then human, easy, medium or hard, and a name if you like, says who plays that "
    "seat, for example seat 2 hard Eva.": {
        "sv": "seat, ett platsnummer, sedan human, easy, medium eller hard, och ett namn om du vill, säger "
              "vem som spelar på den platsen, till exempel seat 2 hard Eva."},

    # ------------------------------------------------------------------
    # Icelandic: place is "staður" ("reitur" is kept for the fields of Zocken); other wording.
    "That place is empty.": {"is": "Þessi staður er auður."},
    "There is no such place.": {"is": "Þessi staður er ekki til."},
    ("You can deal when {needed} places are empty; now {empty} place is empty.",
     "You can deal when {needed} places are empty; now {empty} places are empty."): {
        "is": ("Þú getur gefið þegar {needed} staðir eru auðir; nú er {empty} staður auður.",
               "Þú getur gefið þegar {needed} staðir eru auðir; nú eru {empty} staðir auðir.")},
    "The places still face down": {"is": "Staðirnir sem eru enn á grúfu"},
    "Next or previous place": {"is": "Næsti eða fyrri staður"},
    "column {column} face up: {card}": {"is": "dálkur {column} snýr upp: {card}"},
    "row {row} face up: {card}": {"is": "röð {row} snýr upp: {card}"},
    "Twenty cards lie face up in four rows of five.": {
        "is": "Tuttugu spil snúa upp í fjórum röðum, fimm í hverri."},
    "Twelve cards lie face up in rows 1 to 3. Each of the four places of the bottom row starts a pile "
    "with one card. The other 48 cards are the stock.": {
        "is": "Tólf spil snúa upp í röðum 1 til 3. Hver af fjórum stöðum neðstu raðar byrjar bunka með "
              "einu spili. Hin 48 spilin eru stokkurinn."},
    "No move is left. Game over. Your score is {score}.": {
        "is": "Enginn leikur eftir. Leiknum er lokið. Þú fékkst {score} stig."},
    "a game's rules": {"is": "reglur leiks"},
    "its folder is missing": {"is": "möppuna hennar vantar"},
    ("@rules", "A turn"): {"is": "Gangur leiksins"},
}


HEADERS_COMMON = {
    "Project-Id-Version": "tabletalk 0.1.0",
    "Report-Msgid-Bugs-To": "the Tabletalk issue tracker",
    "PO-Revision-Date": "2026-11-23 14:30+0000",
    "Last-Translator": "Tabletalk team",
    "Content-Type": "text/plain; charset=utf-8",
}
_NAMES = {"sv": "Swedish", "fi": "Finnish", "nl": "Dutch", "is": "Icelandic", "cs": "Czech", "en": "English"}
_PLURALS = {
    "sv": "nplurals=2; plural=(n != 1);",
    "fi": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "en": "nplurals=2; plural=(n != 1);",
    "is": "nplurals=2; plural=(n%10==1 && n%100!=11 ? 0 : 1);",
    "cs": "nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);",
}
HEADERS = {lang: {**HEADERS_COMMON, "Language": lang, "Language-Team": f"{_NAMES[lang]} (Tabletalk team)",
                  "Plural-Forms": _PLURALS[lang]}
           for lang in ("sv", "fi", "nl", "is", "cs", "en")}
HEADER_COMMENT = ("# {name} translations for Tabletalk.\n"
                  "# Copyright (C) 2026 the Tabletalk authors\n"
                  "# This file is distributed under the same license as the tabletalk project (MIT).\n"
                  "# Terms: docs/glossary/{lang}.md\n"
                  "#")


def apply_headers() -> None:
    """Write HEADERS (and a header comment without placeholders) into every catalog."""
    from datetime import datetime

    from babel.messages.pofile import read_po, write_po

    for lang, fields in HEADERS.items():
        path = f"i18n/{lang}/LC_MESSAGES/tabletalk.po"
        with open(path, "rb") as f:
            catalog = read_po(f, locale=lang)
        name, _, version = fields["Project-Id-Version"].partition(" ")
        catalog.project, catalog.version = name, version
        catalog.msgid_bugs_address = fields["Report-Msgid-Bugs-To"]
        catalog.revision_date = datetime.strptime(fields["PO-Revision-Date"], "%Y-%m-%d %H:%M%z")
        catalog.last_translator = fields["Last-Translator"]
        catalog.language_team = fields["Language-Team"]
        catalog.header_comment = HEADER_COMMENT.format(name=_NAMES[lang], lang=lang)
        with open(path, "wb") as f:
            write_po(f, catalog, width=100, omit_header=False, sort_output=False, include_previous=False)
        print(lang, "header written")


if __name__ == "__main__":
    apply_headers()
