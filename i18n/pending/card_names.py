"""Translations for typed card names (issue 12, point 2): apply with /work/tr/apply.py after `make i18n`.

The "typed colour", "typed size" and "typed shape" entries list, separated by "|", the forms a
player may type besides the spoken name, the English word and the codes (S M L XL, 1-4, M2):
inflected forms (case, gender, number, definite forms) and common synonyms. Diacritics and case
never count (app/text/names.py folds them), so "rod" for "röd" or "cervenou" need not be listed.
No form may belong to two different colours, sizes or shapes of one language (a test checks it).
"""

_NOT_A_CARD = ("{text} is not a card. Name a card by colour and code, like {example} (colours: {colours}; "
               "sizes S, M, L, XL; corners 1 to 4).")
_NOT_A_CARD_OR_NUMBER = ("{text} is not a card. Name a card by colour and code, like {example} (colours: "
                         "{colours}; sizes S, M, L, XL; corners 1 to 4), or give its number in your hand.")

T = {
    # The forms a player may type.
    ("@typed colour", "blue"): {
        "sv": "blå|blått|blåa",
        "fi": "sininen|sinisen|sinistä|sinisellä|siniset",
        "nl": "blauw|blauwe",
        "is": "blár|blá|blátt|bláan|bláa|bláu|bláum|bláir|bláar",
        "cs": "modrá|modrou|modré|modrý|modrého|modrým|modrém",
    },
    ("@typed colour", "green"): {
        "sv": "grön|grönt|gröna",
        "fi": "vihreä|vihreän|vihreää|vihreällä|vihreät",
        "nl": "groen|groene",
        "is": "grænn|græn|grænt|grænan|græna|grænu|grænum|grænir|grænar",
        "cs": "zelená|zelenou|zelené|zelený|zeleného|zeleným|zeleném",
    },
    ("@typed colour", "orange"): {
        "sv": "orange|orangea|oranget|orangefärgad|orangefärgat|orangefärgade",
        "fi": "oranssi|oranssin|oranssia|oranssilla|oranssit|oranssinen|oranssisen",
        "nl": "oranje",
        "is": "appelsínugulur|appelsínugul|appelsínugult|appelsínugulan|appelsínugula|appelsínugulu|"
              "appelsínugulum|rauðgulur|rauðgul|rauðgult|rauðgulan|rauðgula|rauðgulu",
        "cs": "oranžová|oranžovou|oranžové|oranžový|oranžového|oranžovým|oranžovém",
    },
    ("@typed colour", "red"): {
        "sv": "röd|rött|röda",
        "fi": "punainen|punaisen|punaista|punaisella|punaiset",
        "nl": "rood|rode",
        "is": "rauður|rauð|rautt|rauðan|rauða|rauðu|rauðum|rauðir|rauðar",
        "cs": "červená|červenou|červené|červený|červeného|červeným|červeném|rudá|rudou|rudý",
    },
    ("@typed size", "small"): {
        "sv": "liten|litet|lilla|små",
        "fi": "pieni|pienen|pientä|pienellä|pienet|pikku",
        "nl": "klein|kleine",
        "is": "lítill|lítil|lítið|lítinn|litla|litli|litlu|litlum|litlir|litlar",
        "cs": "malá|malou|malé|malý|malého|malým|malém",
    },
    ("@typed size", "medium|mid|middle"): {
        "sv": "mellanstor|mellanstort|mellanstora|mellan|medel|medelstor|medelstort|medelstora",
        "fi": "keskikokoinen|keskikokoisen|keskikokoista|keskikokoisella|keskikoko|keski|keskisuuri|"
              "keskisuuren|keskisuurta",
        "nl": "middelgroot|middelgrote|middel|midden|medium",
        "is": "miðlungs|meðalstór|meðalstórt|meðalstóran|meðalstóra|meðalstóru|millistór|millistórt",
        "cs": "střední|středního|středním|středně velká|středně velkou|středně velký|prostřední",
    },
    ("@typed size", "large|big"): {
        "sv": "stor|stort|stora",
        "fi": "suuri|suuren|suurta|suurella|suuret|iso|ison|isoa|isolla|isot",
        "nl": "groot|grote",
        "is": "stór|stórt|stóran|stóra|stóru|stórum|stórir|stórar|stóri",
        "cs": "velká|velkou|velké|velký|velkého|velkým|velkém",
    },
    ("@typed size", "extra large|extralarge|extra big"): {
        "sv": "extra stor|extra stort|extra stora|extrastor|extrastort|extrastora|jättestor|jättestort|jättestora",
        "fi": "erittäin suuri|erittäin suuren|erittäin suurta|erittäin iso|erittäin ison|erittäin isoa|"
              "tosi iso|tosi suuri|hyvin suuri|hyvin iso|ekstrasuuri|ekstraiso",
        "nl": "extra groot|extra grote|extragroot|extragrote|heel groot|heel grote|zeer groot|zeer grote",
        "is": "mjög stór|mjög stórt|mjög stóran|mjög stóra|mjög stóru|risastór|risastórt|risastóran|"
              "risastóra|risastóru",
        "cs": "extra velká|extra velkou|extra velké|extra velký|extra velkého|extra velkým|extravelká|"
              "extravelkou|extravelký|velmi velká|velmi velkou|velmi velký|obří|obrovská|obrovskou|obrovský",
    },
    ("@typed shape", "drop|teardrop"): {
        "sv": "droppe|droppen|droppar",
        "fi": "pisara|pisaran|pisaraa|pisaralla|pisarat|tippa|tipan|tippaa",
        "nl": "druppel|druppels|traan",
        "is": "dropi|dropa|dropann|dropinn|dropanum|dropar",
        "cs": "kapka|kapku|kapkou|kapky|kapce|slza|slzu|slzou",
    },
    ("@typed shape", "lens"): {
        "sv": "lins|linsen|linser",
        "fi": "linssi|linssin|linssiä|linssillä|linssit",
        "nl": "lens|lenzen",
        "is": "linsa|linsu|linsan|linsuna|linsunni|linsur",
        "cs": "čočka|čočku|čočkou|čočky|čočce",
    },
    ("@typed shape", "triangle"): {
        "sv": "triangel|triangeln|trianglar|trekant|trekanten",
        "fi": "kolmio|kolmion|kolmiota|kolmiolla|kolmiot",
        "nl": "driehoek|driehoeken|driehoekje",
        "is": "þríhyrningur|þríhyrning|þríhyrningi|þríhyrnings|þríhyrninginn|þríhyrningurinn|þríhyrningnum",
        "cs": "trojúhelník|trojúhelníku|trojúhelníkem|trojúhelníka",
    },
    ("@typed shape", "square"): {
        "sv": "fyrkant|fyrkanten|kvadrat|kvadraten",
        "fi": "neliö|neliön|neliötä|neliöllä|neliöt",
        "nl": "vierkant|vierkante|vierkantje|vierhoek",
        "is": "ferningur|ferning|ferningi|fernings|ferninginn|ferningurinn|ferningnum",
        "cs": "čtverec|čtverce|čtvercem|čtverci|čtvereček",
    },
    # Names that fit no card, or several.
    _NOT_A_CARD: {
        "sv": "{text} är inget kort. Ange ett kort med färg och kod, som {example} (färger: {colours}; "
              "storlekar S, M, L, XL; hörn 1 till 4).",
        "fi": "{text} ei ole kortti. Nimeä kortti värillä ja koodilla, esimerkiksi {example} (värit: {colours}; "
              "koot S, M, L, XL; kulmat 1–4).",
        "nl": "{text} is geen kaart. Noem een kaart met kleur en code, zoals {example} (kleuren: {colours}; "
              "groottes S, M, L, XL; hoeken 1 tot en met 4).",
        "is": "{text} er ekki spil. Nefndu spil með lit og kóða, eins og {example} (litir: {colours}; "
              "stærðir S, M, L, XL; horn 1 til 4).",
        "cs": "{text} není karta. Pojmenuj kartu barvou a kódem, například {example} (barvy: {colours}; "
              "velikosti S, M, L, XL; rohy 1 až 4).",
    },
    _NOT_A_CARD_OR_NUMBER: {
        "sv": "{text} är inget kort. Ange ett kort med färg och kod, som {example} (färger: {colours}; "
              "storlekar S, M, L, XL; hörn 1 till 4), eller ange dess nummer på handen.",
        "fi": "{text} ei ole kortti. Nimeä kortti värillä ja koodilla, esimerkiksi {example} (värit: {colours}; "
              "koot S, M, L, XL; kulmat 1–4), tai anna sen numero kädessäsi.",
        "nl": "{text} is geen kaart. Noem een kaart met kleur en code, zoals {example} (kleuren: {colours}; "
              "groottes S, M, L, XL; hoeken 1 tot en met 4), of geef het nummer in je hand.",
        "is": "{text} er ekki spil. Nefndu spil með lit og kóða, eins og {example} (litir: {colours}; "
              "stærðir S, M, L, XL; horn 1 til 4), eða gefðu upp númer þess á hendi.",
        "cs": "{text} není karta. Pojmenuj kartu barvou a kódem, například {example} (barvy: {colours}; "
              "velikosti S, M, L, XL; rohy 1 až 4), nebo zadej její číslo v ruce.",
    },
    "{text}: {cards}?": {
        "sv": "{text}: {cards}?",
        "fi": "{text}: {cards}?",
        "nl": "{text}: {cards}?",
        "is": "{text}: {cards}?",
        "cs": "{text}: {cards}?",
    },
    "{text}: which one? Add its code, like {example}.": {
        "sv": "{text}: vilket kort? Lägg till koden, till exempel {example}.",
        "fi": "{text}: mikä kortti? Lisää koodi, esimerkiksi {example}.",
        "nl": "{text}: welke kaart? Voeg de code toe, bijvoorbeeld {example}.",
        "is": "{text}: hvaða spil? Bættu kóðanum við, til dæmis {example}.",
        "cs": "{text}: která karta? Přidej kód, například {example}.",
    },
    "{text}: which one? Add its colour and corners, like {example}.": {
        "sv": "{text}: vilket kort? Lägg till färgen och antalet hörn, till exempel {example}.",
        "fi": "{text}: mikä kortti? Lisää väri ja kulmien määrä, esimerkiksi {example}.",
        "nl": "{text}: welke kaart? Voeg de kleur en het aantal hoeken toe, bijvoorbeeld {example}.",
        "is": "{text}: hvaða spil? Bættu litnum og fjölda horna við, til dæmis {example}.",
        "cs": "{text}: která karta? Přidej barvu a počet rohů, například {example}.",
    },
    "{text}: which one? Add its colour and size, like {example}.": {
        "sv": "{text}: vilket kort? Lägg till färgen och storleken, till exempel {example}.",
        "fi": "{text}: mikä kortti? Lisää väri ja koko, esimerkiksi {example}.",
        "nl": "{text}: welke kaart? Voeg de kleur en de grootte toe, bijvoorbeeld {example}.",
        "is": "{text}: hvaða spil? Bættu litnum og stærðinni við, til dæmis {example}.",
        "cs": "{text}: která karta? Přidej barvu a velikost, například {example}.",
    },
    "Type: go and a card's name, for example go {card}.": {
        "sv": "Skriv: go och ett korts namn, till exempel go {card}.",
        "fi": "Kirjoita: go ja kortin nimi, esimerkiksi go {card}.",
        "nl": "Typ: go en de naam van een kaart, bijvoorbeeld go {card}.",
        "is": "Skrifaðu: go og nafn spils, til dæmis go {card}.",
        "cs": "Zadej: go a název karty, například go {card}.",
    },
    # Existing sentences that named cards in English only (no command word in them).
    "Find which card? Type its colour and code, like green M2, then Enter. Escape cancels.": {
        "sv": "Vilket kort söker du? Skriv färg och kod, som grönt M2, sedan Enter. Esc avbryter.",
        "fi": "Mikä kortti etsitään? Kirjoita väri ja koodi, kuten vihreä M2, sitten Enter. Esc peruu.",
        "nl": "Welke kaart zoek je? Typ kleur en code, zoals groen M2, dan Enter. Escape annuleert.",
        "is": "Hvaða spil? Skrifaðu lit og kóða, eins og grænt M2, svo Enter. Escape hættir við.",
        "cs": "Kterou kartu hledáš? Napiš barvu a kód, třeba zelená M2, pak Enter. Escape ruší.",
    },
    ("Your hand has {count} card: type 1 for it, or name it like green M2.",
     "Your hand has {count} cards: type a number from 1 to {count}, or name a card like green M2."): {
        "sv": ("Du har {count} kort på handen: skriv 1 för det, eller ange det som grönt M2.",
               "Du har {count} kort på handen: skriv ett nummer från 1 till {count}, eller ange ett kort som "
               "grönt M2."),
        "fi": ("Kädessäsi on {count} kortti: kirjoita 1 tai nimeä kortti, esimerkiksi vihreä M2.",
               "Kädessäsi on {count} korttia: kirjoita numero (pienin 1, suurin {count}) tai nimeä kortti, "
               "esimerkiksi vihreä M2."),
        "nl": ("Je hebt {count} kaart in je hand: typ 1 om haar te kiezen, of noem haar zoals groen M2.",
               "Je hebt {count} kaarten in je hand: typ een nummer van 1 tot en met {count}, of noem een kaart "
               "zoals groen M2."),
        "is": ("Þú ert með {count} spil á hendi: skrifaðu 1 fyrir það, eða nefndu það eins og grænt M2.",
               "Þú ert með {count} spil á hendi: skrifaðu tölu frá 1 til {count}, eða nefndu spil eins og "
               "grænt M2."),
        "cs": ("V ruce je {count} karta: zadej 1, nebo ji pojmenuj, například zelená M2.",
               "V ruce jsou {count} karty: zadej číslo od 1 do {count}, nebo kartu pojmenuj, například "
               "zelená M2.",
               "V ruce je {count} karet: zadej číslo od 1 do {count}, nebo kartu pojmenuj, například "
               "zelená M2."),
    },
}
