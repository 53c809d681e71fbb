"""Translations for issue 12 point 3 (inflection by design): the forms entries of card, pile and
count names, and the sentences whose slots now name the form they need ({card:acc}, {pile:ill} ...).

Apply with /work/tr/apply.py after `make i18n` (see its docstring). docs/translating.md explains
the forms entries and the marks.
"""


def _cs_adj(stem_f, stem_m):
    """Czech adjective forms: the plain (feminine, agreeing with "karta") form's cases, then masculine."""
    return (f"acc: {stem_f}ou; ins: {stem_f}ou; gen: {stem_f}é; dat: {stem_f}é; loc: {stem_f}é; "
            f"m: {stem_m}ý; m.ins: {stem_m}ým; m.gen: {stem_m}ého; m.dat: {stem_m}ému; m.loc: {stem_m}ém")


def _is_adj(n_dat, m, m_acc, m_dat, f, f_acc, f_dat):
    """Icelandic adjective forms: the plain form is neuter (agreeing with "spil"); then masculine, feminine."""
    return (f"dat: {n_dat}; m: {m}; m.acc: {m_acc}; m.dat: {m_dat}; "
            f"f: {f}; f.acc: {f_acc}; f.dat: {f_dat}")


T = {
    # The words' forms ("mark: form" pairs; the word as it is where the language needs none).
    ("@colour forms", "blue"): {
        "sv": "c: blå", "fi": "sininen", "nl": "blauw",
        "is": _is_adj("bláu", "blár", "bláan", "bláum", "blá", "bláa", "blárri"),
        "cs": _cs_adj("modr", "modr")},
    ("@colour forms", "green"): {
        "sv": "c: grön", "fi": "vihreä", "nl": "groen",
        "is": _is_adj("grænu", "grænn", "grænan", "grænum", "græn", "græna", "grænni"),
        "cs": _cs_adj("zelen", "zelen")},
    ("@colour forms", "orange"): {
        "sv": "c: orange", "fi": "oranssi", "nl": "oranje",
        "is": _is_adj("appelsínugulu", "appelsínugulur", "appelsínugulan", "appelsínugulum", "appelsínugul",
                      "appelsínugula", "appelsínugulri"),
        "cs": _cs_adj("oranžov", "oranžov")},
    ("@colour forms", "red"): {
        "sv": "c: röd", "fi": "punainen", "nl": "rood",
        "is": _is_adj("rauðu", "rauður", "rauðan", "rauðum", "rauð", "rauða", "rauðri"),
        "cs": _cs_adj("červen", "červen")},
    ("@size forms", "small"): {
        "sv": "liten", "fi": "pieni", "nl": "klein",
        "is": _is_adj("litlu", "lítill", "lítinn", "litlum", "lítil", "litla", "lítilli"),
        "cs": _cs_adj("mal", "mal")},
    ("@size forms", "medium"): {
        "sv": "mellanstor", "fi": "keskikokoinen", "nl": "middelgroot", "is": "miðlungs",
        "cs": "m.ins: středním; m.gen: středního; m.dat: střednímu; m.loc: středním"},
    ("@size forms", "large"): {
        "sv": "stor", "fi": "suuri", "nl": "groot",
        "is": _is_adj("stóru", "stór", "stóran", "stórum", "stór", "stóra", "stórri"),
        "cs": _cs_adj("velk", "velk")},
    ("@size forms", "extra large"): {
        "sv": "extra stor", "fi": "erittäin suuri", "nl": "extra groot",
        "is": _is_adj("mjög stóru", "mjög stór", "mjög stóran", "mjög stórum", "mjög stór", "mjög stóra",
                      "mjög stórri"),
        "cs": _cs_adj("extra velk", "extra velk")},
    ("@shape forms", "drop"): {
        "sv": "gender: c", "fi": "pisara", "nl": "druppel",
        "is": "gender: m; acc: dropa; dat: dropa; gen: dropa",
        "cs": "acc: kapku; ins: kapkou; gen: kapky; dat: kapce; loc: kapce"},
    ("@shape forms", "lens"): {
        "sv": "gender: c", "fi": "linssi", "nl": "lens",
        "is": "gender: f; acc: linsu; dat: linsu; gen: linsu",
        "cs": "acc: čočku; ins: čočkou; gen: čočky; dat: čočce; loc: čočce"},
    ("@shape forms", "triangle"): {
        "sv": "gender: c", "fi": "kolmio", "nl": "driehoek",
        "is": "gender: m; acc: þríhyrning; dat: þríhyrningi; gen: þríhyrnings",
        "cs": "gender: m; ins: trojúhelníkem; gen: trojúhelníku; dat: trojúhelníku; loc: trojúhelníku"},
    ("@shape forms", "square"): {
        "sv": "gender: c", "fi": "neliö", "nl": "vierkant",
        "is": "gender: m; acc: ferning; dat: ferningi; gen: fernings",
        "cs": "gender: m; ins: čtvercem; gen: čtverce; dat: čtverci; loc: čtverci"},
    # A card's name: its words' forms are enough in every language so far.
    ("@card forms", "{colour} {code}"): {
        "sv": "{colour} {code}", "fi": "{colour} {code}", "nl": "{colour} {code}", "is": "{colour} {code}",
        "cs": "{colour} {code}"},
    ("@card forms", "{colour}, {size}, {shape}, {code}"): {
        "sv": "{colour} {size} {shape}, {code}", "fi": "{colour}, {size} {shape}, {code}",
        "nl": "{colour}, {size}, {shape}, {code}", "is": "{colour}, {size} {shape}, {code}",
        "cs": "{colour} {size} {shape}, {code}"},
    # The full description: colour and size agree with the shape (sv, is, cs).
    "{colour}, {size}, {shape}, {code}": {
        "sv": "{colour} {size} {shape}, {code}", "fi": "{colour}, {size} {shape}, {code}",
        "nl": "{colour}, {size}, {shape}, {code}", "is": "{colour}, {size} {shape}, {code}",
        "cs": "{colour} {size} {shape}, {code}"},
    ("@pile forms", "pile {number}"): {
        "sv": "hög {number}",
        "fi": "gen: pinon {number}; ill: pinoon {number}; ela: pinosta {number}; ine: pinossa {number}; "
              "ade: pinolla {number}",
        "nl": "stapel {number}",
        "is": "acc: bunka {number}; dat: bunka {number}; gen: bunka {number}",
        "cs": "gen: stohu {number}; dat: stohu {number}; ins: stohem {number}; loc: stohu {number}"},
    ("@count forms", ("{count} card", "{count} cards")): {
        "sv": ("{count} kort", "{count} kort"),
        "fi": ("acc: {count} kortin; gen: {count} kortin; ela: {count} kortista",
               "gen: {count} kortin; ela: {count} kortista"),
        "nl": ("{count} kaart", "{count} kaarten"),
        "is": ("dat: {count} spili; gen: {count} spils", "dat: {count} spilum; gen: {count} spila"),
        "cs": ("acc: {count} kartu; ins: {count} kartou; gen: {count} karty; dat: {count} kartě; "
               "loc: {count} kartě",
               "ins: {count} kartami; gen: {count} karet; dat: {count} kartám; loc: {count} kartách",
               "ins: {count} kartami; dat: {count} kartám; loc: {count} kartách")},

    # Sentences whose slots now name the form they need.
    "{card} is not in your hand.": {
        "sv": "Du har inte {card} på handen.", "fi": "Kortti {card} ei ole kädessäsi.",
        "nl": "Je hebt {card} niet in je hand.", "is": "Þú ert ekki með {card:acc} á hendi.",
        "cs": "{card:acc} nemáš v ruce."},
    "Pairs of {card}. {groups}.": {
        "sv": "Par med {card}. {groups}.", "fi": "Kortin {card} parit. {groups}.", "nl": "Paren met {card}. {groups}.",
        "is": "Pör við {card:acc}. {groups}.", "cs": "Páry s {card:ins}. {groups}."},
    "A pair, {shared}: you take {a} and {b}, and have {amount}.": {
        "sv": "Ett par, {shared}: du tar {a} och {b} och har nu {amount}.",
        "fi": "Pari, {shared}: otat kortit {a} ja {b}, ja sinulla on nyt {amount}.",
        "nl": "Een paar, {shared}: je neemt {a} en {b} en hebt nu {amount}.",
        "is": "Par, {shared}: þú tekur {a:acc} og {b:acc} og ert nú með {amount}.",
        "cs": "Pár, {shared}: bereš {a:acc} a {b:acc} a teď máš {amount:acc}."},
    "A pair, {shared}: {name} takes {a} and {b}, and has {amount}.": {
        "sv": "Ett par, {shared}: {name} tar {a} och {b} och har nu {amount}.",
        "fi": "Pari, {shared}: {name} ottaa kortit {a} ja {b}, ja hänellä on nyt {amount}.",
        "nl": "Een paar, {shared}: {name} neemt {a} en {b} en heeft nu {amount}.",
        "is": "Par, {shared}: {name} tekur {a:acc} og {b:acc} og er nú með {amount}.",
        "cs": "Pár, {shared}: {name} bere {a:acc} a {b:acc} a teď má {amount:acc}."},
    "You take the pair and have {amount}.": {
        "sv": "Du tar paret och har {amount}.", "fi": "Otat parin, ja sinulla on {amount}.",
        "nl": "Jij neemt het paar en hebt {amount}.", "is": "Þú tekur parið og ert með {amount}.",
        "cs": "Bereš pár a máš {amount:acc}."},
    "{name} takes the pair and has {amount}.": {
        "sv": "{name} tar paret och har {amount}.", "fi": "{name} ottaa parin, ja hänellä on {amount}.",
        "nl": "{name} neemt het paar en heeft {amount}.", "is": "{name} tekur parið og er með {amount}.",
        "cs": "{name} bere pár a má {amount:acc}."},
    "{card} starts {pile}.": {
        "sv": "{card} börjar {pile}.", "fi": "{card} aloittaa {pile:gen}.", "nl": "{card} begint {pile}.",
        "is": "{card} byrjar {pile:acc}.", "cs": "{card} zakládá {pile}."},
    ("{card} from {place} onto {onto}. {pile} is {height} card high.",
     "{card} from {place} onto {onto}. {pile} is {height} cards high."): {
        "sv": ("{card} från {place} på {onto}. {pile} är {height} kort hög.",
               "{card} från {place} på {onto}. {pile} är {height} kort hög."),
        "fi": ("{card} paikasta {place} kortin {onto} päälle. {pile}: nyt {height} kortti.",
               "{card} paikasta {place} kortin {onto} päälle. {pile}: nyt {height} korttia."),
        "nl": ("{card} van {place} op {onto}. {pile} is {height} kaart hoog.",
               "{card} van {place} op {onto}. {pile} is {height} kaarten hoog."),
        "is": ("{card} ({place}) lagt ofan á {onto:acc}. {pile} er nú {height} spil á hæð.",
               "{card} ({place}) lagt ofan á {onto:acc}. {pile} er nú {height} spil á hæð."),
        "cs": ("{card} z pozice {place} na {onto:acc}. {pile} má {height} kartu.",
               "{card} z pozice {place} na {onto:acc}. {pile} má {height} karty.",
               "{card} z pozice {place} na {onto:acc}. {pile} má {height} karet.")},
    "{card} to {pile}, height {height}.": {
        "sv": "{card} till {pile}, höjd {height}.", "fi": "{card} {pile:ill}, korkeus {height}.",
        "nl": "{card} naar {pile}, hoogte {height}.", "is": "{card} á {pile:acc}, hæð {height}.",
        "cs": "{card} na {pile}, výška {height}."},
    ("{source} onto {target}: {count} card moved, height {height}.",
     "{source} onto {target}: {count} cards moved, height {height}."): {
        "sv": ("{source} på {target}: {count} kort flyttat, höjd {height}.",
               "{source} på {target}: {count} kort flyttade, höjd {height}."),
        "fi": ("{source} {target:gen} päälle: {count} kortti siirtyi, korkeus {height}.",
               "{source} {target:gen} päälle: {count} korttia siirtyi, korkeus {height}."),
        "nl": ("{source} op {target}: {count} kaart verplaatst, hoogte {height}.",
               "{source} op {target}: {count} kaarten verplaatst, hoogte {height}."),
        "is": ("{source} fluttur á {target:acc}: {count} spil, hæð {height}.",
               "{source} fluttur á {target:acc}: {count} spil, hæð {height}."),
        "cs": ("{source} na {target}: přesunuta {count} karta, výška {height}.",
               "{source} na {target}: přesunuty {count} karty, výška {height}.",
               "{source} na {target}: přesunuto {count} karet, výška {height}.")},
    "Hint: move {card} from {place} to {pile}.": {
        "sv": "Tips: flytta {card} från {place} till {pile}.",
        "fi": "Vihje: siirrä {card} paikasta {place} {pile:ill}.",
        "nl": "Tip: leg {card} van {place} op {pile}.",
        "is": "Vísbending: færðu {card:acc} ({place}) á {pile:acc}.",
        "cs": "Rada: přesuň {card:acc} z pozice {place} na {pile}."},
    "Hint: move {source} onto {target}.": {
        "sv": "Tips: flytta {source} till {target}.", "fi": "Vihje: siirrä {source} {target:gen} päälle.",
        "nl": "Tip: leg {source} op {target}.", "is": "Vísbending: færðu {source:acc} á {target:acc}.",
        "cs": "Rada: přesuň {source} na {target}."},
    "{card} beats {top}: it would go on top.": {
        "sv": "{card} slår {top}: det skulle hamna överst.",
        "fi": "Kortti {card} voittaa kortin {top}: se menisi päälle.",
        "nl": "{card} wint van {top}: die zou bovenop komen.",
        "is": "{card} vinnur {top:acc}: það færi efst.",
        "cs": "Karta {card} přebíjí {top:acc}: šla by navrch."},
    "{card} does not beat {top}: it would go under.": {
        "sv": "{card} slår inte {top}: det skulle hamna under.",
        "fi": "Kortti {card} ei voita korttia {top}: se menisi alle.",
        "nl": "{card} wint niet van {top}: die zou eronder komen.",
        "is": "{card} vinnur ekki {top:acc}: það færi undir.",
        "cs": "Karta {card} nepřebíjí {top:acc}: šla by pod ni."},
    "You lead {card}.": {
        "sv": "Du spelar ut {card}.", "fi": "Aloitat tikin kortilla {card}.", "nl": "Je komt uit met {card}.",
        "is": "Þú spilar út: {card}.", "cs": "Vynášíš {card:acc}."},
    "{name} leads {card}.": {
        "sv": "{name} spelar ut {card}.", "fi": "{name} aloittaa tikin kortilla {card}.",
        "nl": "{name} komt uit met {card}.", "is": "{name} spilar út: {card}.", "cs": "{name} vynáší {card:acc}."},
    "You play {card}, on top.": {
        "sv": "Du spelar {card}, överst.", "fi": "Pelaat kortin {card}, päälle.", "nl": "Jij speelt {card}, bovenop.",
        "is": "Þú lætur {card:acc}, efst.", "cs": "Hraješ {card:acc}, navrch."},
    "You play {card}, under.": {
        "sv": "Du spelar {card}, under.", "fi": "Pelaat kortin {card}, alle.", "nl": "Jij speelt {card}, onder.",
        "is": "Þú lætur {card:acc}, undir.", "cs": "Hraješ {card:acc}, pod."},
    "{name} takes the trick and has {amount}.": {
        "sv": "{name} tar sticket och har {amount}.", "fi": "{name} ottaa tikin, ja hänellä on {amount}.",
        "nl": "{name} neemt de slag en heeft {amount}.", "is": "{name} tekur slaginn og er með {amount}.",
        "cs": "{name} bere štych a má {amount:acc}."},
    "You take the trick and have {amount}.": {
        "sv": "Du tar sticket och har {amount}.", "fi": "Otat tikin, ja sinulla on {amount}.",
        "nl": "Jij neemt de slag en hebt {amount}.", "is": "Þú tekur slaginn og ert með {amount}.",
        "cs": "Bereš štych a máš {amount:acc}."},
    "You play {card}: it beats {top} and goes on top.": {
        "sv": "Du spelar {card}: det slår {top} och hamnar överst.",
        "fi": "Pelaat kortin {card}: se voittaa kortin {top} ja menee päälle.",
        "nl": "Je speelt {card}: die wint van {top} en komt bovenop.",
        "is": "Þú lætur {card:acc}: það vinnur {top:acc} og fer efst.",
        "cs": "Hraješ {card:acc}: přebíjí {top:acc} a jde navrch."},
    "{name} plays {card}: it beats {top} and goes on top.": {
        "sv": "{name} spelar {card}: det slår {top} och hamnar överst.",
        "fi": "{name} pelaa kortin {card}: se voittaa kortin {top} ja menee päälle.",
        "nl": "{name} speelt {card}: die wint van {top} en komt bovenop.",
        "is": "{name} lætur {card:acc}: það vinnur {top:acc} og fer efst.",
        "cs": "{name} hraje {card:acc}: přebíjí {top:acc} a jde navrch."},
    "You play {card}: it goes under {top}.": {
        "sv": "Du spelar {card}: det hamnar under {top}.",
        "fi": "Pelaat kortin {card}: se menee kortin {top} alle.",
        "nl": "Je speelt {card}: die komt onder {top}.",
        "is": "Þú lætur {card:acc}: það fer undir {top:acc}.",
        "cs": "Hraješ {card:acc}: jde pod {top:acc}."},
    "{name} plays {card}: it goes under {top}.": {
        "sv": "{name} spelar {card}: det hamnar under {top}.",
        "fi": "{name} pelaa kortin {card}: se menee kortin {top} alle.",
        "nl": "{name} speelt {card}: die komt onder {top}.",
        "is": "{name} lætur {card:acc}: það fer undir {top:acc}.",
        "cs": "{name} hraje {card:acc}: jde pod {top:acc}."},
    ("You take the trick with {card}: {count} card; you have won {won}.",
     "You take the trick with {card}: {count} cards; you have won {won}."): {
        "sv": ("Du tar sticket med {card}: {count} kort; du har nu vunnit {won}.",
               "Du tar sticket med {card}: {count} kort; du har nu vunnit {won}."),
        "fi": ("Otat tikin kortilla {card}: {count} kortti; olet voittanut yhteensä {won:acc}.",
               "Otat tikin kortilla {card}: {count} korttia; olet voittanut yhteensä {won:acc}."),
        "nl": ("Je haalt de slag binnen met {card}: {count} kaart; je hebt nu {won} gewonnen.",
               "Je haalt de slag binnen met {card}: {count} kaarten; je hebt nu {won} gewonnen."),
        "is": ("Þú færð slaginn á {card:acc}: {count} spil; þú hefur nú unnið {won}.",
               "Þú færð slaginn á {card:acc}: {count} spil; þú hefur nú unnið {won}."),
        "cs": ("Bereš štych {card:ins}: {count} karta; celkem máš {won:acc}.",
               "Bereš štych {card:ins}: {count} karty; celkem máš {won:acc}.",
               "Bereš štych {card:ins}: {count} karet; celkem máš {won:acc}.")},
    ("{name} takes the trick with {card}: {count} card; {name} has won {won}.",
     "{name} takes the trick with {card}: {count} cards; {name} has won {won}."): {
        "sv": ("{name} tar sticket med {card}: {count} kort; {name} har nu vunnit {won}.",
               "{name} tar sticket med {card}: {count} kort; {name} har nu vunnit {won}."),
        "fi": ("{name} ottaa tikin kortilla {card}: {count} kortti; {name} on voittanut yhteensä {won:acc}.",
               "{name} ottaa tikin kortilla {card}: {count} korttia; {name} on voittanut yhteensä {won:acc}."),
        "nl": ("{name} haalt de slag binnen met {card}: {count} kaart; {name} heeft nu {won} gewonnen.",
               "{name} haalt de slag binnen met {card}: {count} kaarten; {name} heeft nu {won} gewonnen."),
        "is": ("{name} fær slaginn á {card:acc}: {count} spil; {name} hefur nú unnið {won}.",
               "{name} fær slaginn á {card:acc}: {count} spil; {name} hefur nú unnið {won}."),
        "cs": ("{name} bere štych {card:ins}: {count} karta; {name} má celkem {won:acc}.",
               "{name} bere štych {card:ins}: {count} karty; {name} má celkem {won:acc}.",
               "{name} bere štych {card:ins}: {count} karet; {name} má celkem {won:acc}.")},
}
