"""Numeramis Loker's what-if (issue 14, scope 2): the sentences, the key and the typed word's help.

Czech in the rulebook's terms (dvě dvojice, postupka, trojice, čtveřice, Loker, King Loker).
"""

T = {
    ("@figure", "two pairs"): {"sv": "två par", "fi": "kaksi paria", "nl": "twee paren", "is": "tvö pör",
                               "cs": "dvě dvojice"},
    ("@figure", "straight of five"): {"sv": "straight med fem kort", "fi": "viiden kortin suora",
                                      "nl": "straat van vijf", "is": "röð úr fimm spilum",
                                      "cs": "postupka z pěti karet"},
    ("@figure", "three pairs"): {"sv": "tre par", "fi": "kolme paria", "nl": "drie paren", "is": "þrjú pör",
                                 "cs": "tři dvojice"},
    ("@figure", "straight of six"): {"sv": "straight med sex kort", "fi": "kuuden kortin suora",
                                     "nl": "straat van zes", "is": "röð úr sex spilum",
                                     "cs": "postupka ze šesti karet"},
    ("@figure", "three of a kind"): {"sv": "triss", "fi": "kolmoset", "nl": "drie gelijke", "is": "þrenna",
                                     "cs": "trojice"},
    ("@figure", "three and two"): {"sv": "kåk", "fi": "täyskäsi", "nl": "full house", "is": "fullt hús",
                                   "cs": "trojice a dvojice"},
    ("@figure", "two threes"): {"sv": "två trissar", "fi": "kahdet kolmoset", "nl": "twee keer drie gelijke",
                                "is": "tvær þrennur", "cs": "dvě trojice"},
    ("@figure", "four of a kind"): {"sv": "fyrtal", "fi": "neloset", "nl": "carré", "is": "ferna",
                                    "cs": "čtveřice"},
    ("@figure", "four and two"): {"sv": "fyrtal och par", "fi": "neloset ja pari", "nl": "carré en paar",
                                  "is": "ferna og par", "cs": "čtveřice a dvojice"},
    ("@figure", "Loker"): {"sv": "Loker", "fi": "Loker", "nl": "Loker", "is": "Loker", "cs": "Loker"},
    ("@figure", "King Loker"): {"sv": "King Loker", "fi": "King Loker", "nl": "King Loker", "is": "King Loker",
                                "cs": "King Loker"},
    ("keep {cards}: {figure}, {percent} percent", "keep {cards}: {figure}, {percent} percent"): {
        "sv": ("behåll {cards}: {figure}, {percent} procent", "behåll {cards}: {figure}, {percent} procent"),
        "fi": ("pidä {cards}: {figure}, {percent} prosentti", "pidä {cards}: {figure}, {percent} prosenttia"),
        "nl": ("houd {cards}: {figure}, {percent} procent", "houd {cards}: {figure}, {percent} procent"),
        "is": ("haltu {cards}: {figure}, {percent} prósent", "haltu {cards}: {figure}, {percent} prósent"),
        "cs": ("nech si {cards}: {figure}, {percent} procento", "nech si {cards}: {figure}, {percent} procenta",
               "nech si {cards}: {figure}, {percent} procent"),
    },
    "No exchange left: your hand stays as it is.": {
        "sv": "Inga byten kvar: din hand förblir som den är.",
        "fi": "Vaihtoja ei ole jäljellä: kätesi pysyy ennallaan.",
        "nl": "Geen ruil meer over: je hand blijft ongewijzigd.",
        "is": "Engin skipti eftir: höndin þín helst óbreytt.",
        "cs": "Žádná výměna ti nezbývá: karty zůstanou, jak jsou.",
    },
    "No chip left to pay for an exchange.": {
        "sv": "Ingen marker kvar att betala ett byte med.",
        "fi": "Pelimerkkejä ei ole jäljellä vaihdon maksamiseen.",
        "nl": "Geen fiche meer over om een ruil te betalen.",
        "is": "Enginn spilapeningur eftir til að greiða fyrir skipti.",
        "cs": "Nezbývá ti žeton na zaplacení výměny.",
    },
    "No exchange can better your hand.": {
        "sv": "Inget byte kan förbättra din hand.",
        "fi": "Mikään vaihto ei voi parantaa kättäsi.",
        "nl": "Geen enkele ruil kan je hand verbeteren.",
        "is": "Engin skipti geta bætt höndina þína.",
        "cs": "Žádná výměna tvé karty nezlepší.",
    },
    "Counted with {left}, keeping the same cards.": {
        "sv": "Räknat med {left}, om du behåller samma kort.",
        "fi": "Laskettu: {left}, samat kortit pidetään.",
        "nl": "Gerekend met {left}, als je dezelfde kaarten houdt.",
        "is": "Reiknað miðað við {left}, ef þú heldur sömu spilum.",
        "cs": "Počítáno tak, že {left} a stejné karty si necháš.",
    },
    "what to keep, with the odds": {
        "sv": "vad du ska behålla, med chanser",
        "fi": "mitä pitää, ja todennäköisyydet",
        "nl": "wat te houden, met de kansen",
        "is": "hvað á að halda, og líkur",
        "cs": "co si nechat a s jakou šancí",
    },
    "hint says the best choices of cards to keep, each with the figure it aims at and its chance with the "
    "exchanges you have left.": {
        "sv": "hint säger de bästa valen av kort att behålla, vart och ett med figuren det siktar på och "
              "chansen med de byten du har kvar.",
        "fi": "vihje kertoo parhaat valinnat pidettävistä korteista, kunkin tavoittelema yhdistelmä ja sen "
              "todennäköisyys jäljellä olevilla vaihdoilla.",
        "nl": "hint noemt de beste keuzes van kaarten om te houden, elk met het figuur waarop ze mikt en de "
              "kans met de ruilbeurten die je nog hebt.",
        "is": "ábending segir bestu valkostina um spil til að halda, hvern með samsetningunni sem hann stefnir "
              "á og líkunum með skiptunum sem þú átt eftir.",
        "cs": "tip řekne nejlepší volby karet, které si nechat, u každé figuru, na kterou míří, a její šanci "
              "s výměnami, které ti zbývají.",
    },
    "What if: the figure each choice of cards to keep aims at, and its chance": {
        "sv": "Tänk om: figuren varje val av kort att behålla siktar på, och dess chans",
        "fi": "Entä jos: mihin yhdistelmään kukin pidettävien korttien valinta tähtää, ja sen todennäköisyys",
        "nl": "Wat als: het figuur waarop elke keuze van te houden kaarten mikt, en de kans daarop",
        "is": "Hvað ef: samsetningin sem hvert val um spil til að halda stefnir á, og líkurnar",
        "cs": "Co když: na jakou figuru míří každá volba karet, které si necháš, a s jakou šancí",
    },
    "Space mark  e exchange  p pass  x close  a what if  h counts": {
        "sv": "Mellanslag markera  e byt  p passa  x slut  a tänk om  h antal",
        "fi": "Väli merkitse  e vaihda  p passaa  x sulje  a entä jos  h tilanne",
        "nl": "Spatie markeer  e ruil  p pas  x sluit  a wat als  h stand",
        "is": "Bil merkja  e skipta  p pass  x loka  a hvað ef  h staða",
        "cs": "Mezerník označit  e vyměnit  p PAS  x KONEC  a co když  h stav",
    },
    # Chips and the target score across the deals of a match (NL-12, NL-13).
    "Target score: none": {
        "sv": "Målpoäng: ingen", "fi": "Tavoitepisteet: ei", "nl": "Doelscore: geen", "is": "Markmið: ekkert",
        "cs": "Cílové skóre: žádné",
    },
    ("Target score: {count} point", "Target score: {count} points"): {
        "sv": ("Målpoäng: {count} poäng", "Målpoäng: {count} poäng"),
        "fi": ("Tavoitepisteet: {count} piste", "Tavoitepisteet: {count} pistettä"),
        "nl": ("Doelscore: {count} punt", "Doelscore: {count} punten"),
        "is": ("Markmið: {count} stig", "Markmið: {count} stig"),
        "cs": ("Cílové skóre: {count} bod", "Cílové skóre: {count} body", "Cílové skóre: {count} bodů"),
    },
    ("{names} can no longer pay: the match ends.", "{names} can no longer pay: the match ends."): {
        "sv": ("{names} kan inte längre betala: matchen är slut.",
               "{names} kan inte längre betala: matchen är slut."),
        "fi": ("{names} ei voi enää maksaa: ottelu päättyy.", "{names} eivät voi enää maksaa: ottelu päättyy."),
        "nl": ("{names} kan niet meer betalen: de wedstrijd is voorbij.",
               "{names} kunnen niet meer betalen: de wedstrijd is voorbij."),
        "is": ("{names} getur ekki lengur borgað: leiknum lýkur.",
               "{names} geta ekki lengur borgað: leiknum lýkur."),
        "cs": ("{names} už nemá čím platit: zápas končí.", "{names} už nemají čím platit: zápas končí.",
               "{names} už nemají čím platit: zápas končí."),
    },
    ("{count} chip", "{count} chips"): {
        "sv": ("{count} marker", "{count} marker"),
        "fi": ("{count} pelimerkki", "{count} pelimerkkiä"),
        "nl": ("{count} fiche", "{count} fiches"),
        "is": ("{count} spilapeningur", "{count} spilapeningar"),
        "cs": ("{count} žeton", "{count} žetony", "{count} žetonů"),
    },
    "Pot: {count}": {"sv": "Potten: {count}", "fi": "Potti: {count}", "nl": "Pot: {count}",
                     "is": "Pottur: {count}", "cs": "Banka: {count}"},
    "Type option target 0 for no target score, or option target 10, 20, 30 or 50.": {
        "sv": "Skriv alternativ target 0 för inga målpoäng, eller alternativ target 10, 20, 30 eller 50.",
        "fi": "Kirjoita asetus target 0, niin tavoitepisteitä ei ole, tai asetus target 10, 20, 30 tai 50.",
        "nl": "Typ optie target 0 voor geen doelscore, of optie target 10, 20, 30 of 50.",
        "is": "Skrifaðu stilling target 0 til að spila án markmiðs, eða stilling target 10, 20, 30 eða 50.",
        "cs": "Zadej volba target 0 pro hru bez cílového skóre, nebo volba target 10, 20, 30 či 50.",
    },
}
