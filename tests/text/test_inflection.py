"""Names take the form their slot needs, in every language (issue 12, point 3).

Every sentence of the games that puts a card, a pile or a count in a slot is
rendered with sample cards and counts in each language and compared with the
forms a speaker of that language expects (written for this test; the cases
are in inflection_cases.py). Then: small counts said to the voice agree
with their noun, the catalog check accepts form marks and refuses unknown
ones, and a Name falls back to its plain form.
"""

from __future__ import annotations

import pytest

from app.text import catalogs, forms, i18n
from app.text.announcer import Announcer, sentence_case
from app.text.forms import Name, fill, parse_forms, pattern, word
from app.text.spoken import for_voice
from tests.text.inflection_cases import CASES

EXPECTED = {
    "en": {
        "lead, you": "You lead red XL4.",
        "lead, Eva": "Eva leads blue M3.",
        "play on top": "You play green S1, on top.",
        "play under": "You play orange L2, under.",
        "full, beats": "You play red, extra large, square, XL4: it beats green, small, drop, S1 and goes on top.",
        "full, Eva under": "Eva plays blue, medium, triangle, M3: it goes under orange, large, lens, L2.",
        "full, you take 1": "You take the trick with red, extra large, square, XL4: 2 cards; you have won 1 card. You lead the next trick.",
        "full, Eva takes 5": "Eva takes the trick with blue, small, drop, S1: 3 cards; Eva has won 5 cards.",
        "full, Eva takes 2": "Eva takes the trick with orange, medium, lens, M2: 4 cards; Eva has won 2 cards.",
        "trick, you have 1": "You take the trick and have 1 card.",
        "trick, Eva has 3": "Eva takes the trick and has 3 cards.",
        "preview, beats": "Red XL4 beats green S1: it would go on top.",
        "preview full, under": "Green, small, drop, S1 does not beat red, extra large, square, XL4: it would go under.",
        "not in hand": "Orange M2 is not in your hand.",
        "not in hand, full": "Orange, medium, lens, M2 is not in your hand.",
        "starts pile": "Red XL4 starts pile 2.",
        "to pile": "Green S1 to pile 3, height 3.",
        "full onto": "Green, small, drop, S1 from row 2, column 2 onto blue, small, drop, S1. Pile 3 is 1 card high.",
        "pile onto pile": "Pile 1 onto pile 3: 1 card moved, height 3.",
        "hint, card": "Hint: move red XL4 from row 1, column 1 to pile 4.",
        "hint, pile": "Hint: move pile 2 onto pile 1.",
        "memo full, you take": "A pair, same colour and shape: you take blue, medium, triangle, M3 and blue, small, drop, S1, and have 2 cards.",
        "memo full, Eva takes": "A pair, same colour and shape: Eva takes blue, medium, triangle, M3 and blue, small, drop, S1, and has 5 cards.",
        "memo, you take": "You take the pair and have 1 card.",
        "memo, Eva takes": "Eva takes the pair and has 4 cards.",
        "under 2 cards": "Green S1: pile 3, under 2 cards.",
        "pairs of": "Pairs of orange M2.",
        "pairs of, full": "Pairs of red, extra large, square, XL4.",
    },
    "sv": {
        "lead, you": "Du spelar ut rött XL4.",
        "lead, Eva": "Eva spelar ut blått M3.",
        "play on top": "Du spelar grönt S1, överst.",
        "play under": "Du spelar orange L2, under.",
        "full, beats": "Du spelar röd extra stor fyrkant, XL4: det slår grön liten droppe, S1 och hamnar överst.",
        "full, Eva under": "Eva spelar blå mellanstor triangel, M3: det hamnar under orange stor lins, L2.",
        "full, you take 1": "Du tar sticket med röd extra stor fyrkant, XL4: 2 kort; du har nu vunnit 1 kort. Du spelar ut i nästa stick.",
        "full, Eva takes 5": "Eva tar sticket med blå liten droppe, S1: 3 kort; Eva har nu vunnit 5 kort.",
        "full, Eva takes 2": "Eva tar sticket med orange mellanstor lins, M2: 4 kort; Eva har nu vunnit 2 kort.",
        "trick, you have 1": "Du tar sticket och har vunnit 1 kort.",
        "trick, Eva has 3": "Eva tar sticket och har vunnit 3 kort.",
        "preview, beats": "Rött XL4 slår grönt S1: det skulle hamna överst.",
        "preview full, under": "Grön liten droppe, S1 slår inte röd extra stor fyrkant, XL4: det skulle hamna under.",
        "not in hand": "Du har inte orange M2 på handen.",
        "not in hand, full": "Du har inte orange mellanstor lins, M2 på handen.",
        "starts pile": "Rött XL4 börjar hög 2.",
        "to pile": "Grönt S1 till hög 3, höjd 3.",
        "full onto": "Grön liten droppe, S1 från rad 2, kolumn 2 på blå liten droppe, S1. Hög 3 är 1 kort hög.",
        "pile onto pile": "Hög 1 på hög 3: 1 kort flyttat, höjd 3.",
        "hint, card": "Tips: flytta rött XL4 från rad 1, kolumn 1 till hög 4.",
        "hint, pile": "Tips: flytta hög 2 till hög 1.",
        "memo full, you take": "Ett par, samma färg och form: du tar blå mellanstor triangel, M3 och blå liten droppe, S1 och har nu 2 kort.",
        "memo full, Eva takes": "Ett par, samma färg och form: Eva tar blå mellanstor triangel, M3 och blå liten droppe, S1 och har nu 5 kort.",
        "memo, you take": "Du tar paret och har 1 kort.",
        "memo, Eva takes": "Eva tar paret och har 4 kort.",
        "under 2 cards": "Grönt S1: hög 3, under 2 kort.",
        "pairs of": "Par med orange M2.",
        "pairs of, full": "Par med röd extra stor fyrkant, XL4.",
    },
    "fi": {
        "lead, you": "Aloitat tikin: punainen XL4.",
        "lead, Eva": "Eva aloittaa tikin: sininen M3.",
        "play on top": "Pelaat: vihreä S1, päälle.",
        "play under": "Pelaat: oranssi L2, alle.",
        "full, beats": "Pelaat punaisen, erittäin suuren neliön, XL4: se voittaa vihreän, pienen pisaran, S1 ja menee päälle.",
        "full, Eva under": "Eva pelaa sinisen, keskikokoisen kolmion, M3: se menee oranssin, suuren linssin, L2 alle.",
        "full, you take 1": "Otat tikin kortilla punainen, erittäin suuri neliö, XL4: 2 korttia; olet voittanut yhteensä 1 kortin. Sinä aloitat seuraavan tikin.",
        "full, Eva takes 5": "Eva ottaa tikin kortilla sininen, pieni pisara, S1: 3 korttia; Eva on voittanut yhteensä 5 korttia.",
        "full, Eva takes 2": "Eva ottaa tikin kortilla oranssi, keskikokoinen linssi, M2: 4 korttia; Eva on voittanut yhteensä 2 korttia.",
        "trick, you have 1": "Otat tikin, ja sinulla on 1 kortti.",
        "trick, Eva has 3": "Eva ottaa tikin, ja hänellä on 3 korttia.",
        "preview, beats": "Kortti punainen XL4 voittaa kortin vihreä S1: se menisi päälle.",
        "preview full, under": "Kortti vihreä, pieni pisara, S1 ei voita korttia punainen, erittäin suuri neliö, XL4: se menisi alle.",
        "not in hand": "Kortti oranssi M2 ei ole kädessäsi.",
        "not in hand, full": "Kortti oranssi, keskikokoinen linssi, M2 ei ole kädessäsi.",
        "starts pile": "Punainen XL4 aloittaa pinon 2.",
        "to pile": "Vihreä S1 pinoon 3, korkeus 3.",
        "full onto": "Vihreä, pieni pisara, S1 riviltä 2, sarakkeesta 2 sinisen, pienen pisaran, S1 päälle. Pino 3: nyt 1 kortti.",
        "pile onto pile": "Pino 1 pinon 3 päälle: 1 kortti siirtyi, korkeus 3.",
        "hint, card": "Vihje: siirrä punainen XL4 riviltä 1, sarakkeesta 1 pinoon 4.",
        "hint, pile": "Vihje: siirrä pino 2 pinon 1 päälle.",
        "memo full, you take": "Pari, sama väri ja muoto: otat kortit sininen, keskikokoinen kolmio, M3 ja sininen, pieni pisara, S1, ja sinulla on nyt 2 korttia.",
        "memo full, Eva takes": "Pari, sama väri ja muoto: Eva ottaa kortit sininen, keskikokoinen kolmio, M3 ja sininen, pieni pisara, S1, ja hänellä on nyt 5 korttia.",
        "memo, you take": "Otat parin, ja sinulla on 1 kortti.",
        "memo, Eva takes": "Eva ottaa parin, ja hänellä on 4 korttia.",
        "under 2 cards": "Vihreä S1: pino 3, 2 kortin alla.",
        "pairs of": "Kortin oranssi M2 parit.",
        "pairs of, full": "Kortin punainen, erittäin suuri neliö, XL4 parit.",
    },
    "nl": {
        "lead, you": "Je komt uit met rood XL4.",
        "lead, Eva": "Eva komt uit met blauw M3.",
        "play on top": "Jij speelt groen S1, bovenop.",
        "play under": "Jij speelt oranje L2, onder.",
        "full, beats": "Je speelt rood, extra groot, vierkant, XL4: die wint van groen, klein, druppel, S1 en komt bovenop.",
        "full, Eva under": "Eva speelt blauw, middelgroot, driehoek, M3: die komt onder oranje, groot, lens, L2.",
        "full, you take 1": "Je haalt de slag binnen met rood, extra groot, vierkant, XL4: 2 kaarten; je hebt nu 1 kaart gewonnen. Jij komt uit in de volgende slag.",
        "full, Eva takes 5": "Eva haalt de slag binnen met blauw, klein, druppel, S1: 3 kaarten; Eva heeft nu 5 kaarten gewonnen.",
        "full, Eva takes 2": "Eva haalt de slag binnen met oranje, middelgroot, lens, M2: 4 kaarten; Eva heeft nu 2 kaarten gewonnen.",
        "trick, you have 1": "Jij neemt de slag en hebt 1 kaart gewonnen.",
        "trick, Eva has 3": "Eva neemt de slag en heeft 3 kaarten gewonnen.",
        "preview, beats": "Rood XL4 wint van groen S1: die zou bovenop komen.",
        "preview full, under": "Groen, klein, druppel, S1 wint niet van rood, extra groot, vierkant, XL4: die zou eronder komen.",
        "not in hand": "Je hebt oranje M2 niet in je hand.",
        "not in hand, full": "Je hebt oranje, middelgroot, lens, M2 niet in je hand.",
        "starts pile": "Rood XL4 begint stapel 2.",
        "to pile": "Groen S1 naar stapel 3, hoogte 3.",
        "full onto": "Groen, klein, druppel, S1 van rij 2, kolom 2 op blauw, klein, druppel, S1. Stapel 3 is 1 kaart hoog.",
        "pile onto pile": "Stapel 1 op stapel 3: 1 kaart verplaatst, hoogte 3.",
        "hint, card": "Tip: leg rood XL4 van rij 1, kolom 1 op stapel 4.",
        "hint, pile": "Tip: leg stapel 2 op stapel 1.",
        "memo full, you take": "Een paar, dezelfde kleur en vorm: je neemt blauw, middelgroot, driehoek, M3 en blauw, klein, druppel, S1 en hebt nu 2 kaarten.",
        "memo full, Eva takes": "Een paar, dezelfde kleur en vorm: Eva neemt blauw, middelgroot, driehoek, M3 en blauw, klein, druppel, S1 en heeft nu 5 kaarten.",
        "memo, you take": "Jij neemt het paar en hebt 1 kaart.",
        "memo, Eva takes": "Eva neemt het paar en heeft 4 kaarten.",
        "under 2 cards": "Groen S1: stapel 3, onder 2 kaarten.",
        "pairs of": "Paren met oranje M2.",
        "pairs of, full": "Paren met rood, extra groot, vierkant, XL4.",
    },
    "is": {
        "lead, you": "Þú spilar út: rautt XL4.",
        "lead, Eva": "Eva spilar út: blátt M3.",
        "play on top": "Þú lætur grænt S1, efst.",
        "play under": "Þú lætur appelsínugult L2, undir.",
        "full, beats": "Þú lætur rauðan, mjög stóran ferning, XL4: það vinnur grænan, lítinn dropa, S1 og fer efst.",
        "full, Eva under": "Eva lætur bláan, miðlungs þríhyrning, M3: það fer undir appelsínugula, stóra linsu, L2.",
        "full, you take 1": "Þú færð slaginn á rauðan, mjög stóran ferning, XL4: 2 spil; þú hefur nú unnið 1 spil. Þú spilar út í næsta slag.",
        "full, Eva takes 5": "Eva fær slaginn á bláan, lítinn dropa, S1: 3 spil; Eva hefur nú unnið 5 spil.",
        "full, Eva takes 2": "Eva fær slaginn á appelsínugula, miðlungs linsu, M2: 4 spil; Eva hefur nú unnið 2 spil.",
        "trick, you have 1": "Þú tekur slaginn og ert með 1 spil.",
        "trick, Eva has 3": "Eva tekur slaginn og er með 3 spil.",
        "preview, beats": "Rautt XL4 vinnur grænt S1: það færi efst.",
        "preview full, under": "Grænn, lítill dropi, S1 vinnur ekki rauðan, mjög stóran ferning, XL4: það færi undir.",
        "not in hand": "Þú ert ekki með appelsínugult M2 á hendi.",
        "not in hand, full": "Þú ert ekki með appelsínugula, miðlungs linsu, M2 á hendi.",
        "starts pile": "Rautt XL4 byrjar bunka 2.",
        "to pile": "Grænt S1 á bunka 3, hæð 3.",
        "full onto": "Grænn, lítill dropi, S1 úr röð 2, dálki 2 lagt ofan á bláan, lítinn dropa, S1. Bunki 3 er nú 1 spil á hæð.",
        "pile onto pile": "Bunki 1 fluttur á bunka 3: 1 spil, hæð 3.",
        "hint, card": "Vísbending: færðu rautt XL4 úr röð 1, dálki 1 á bunka 4.",
        "hint, pile": "Vísbending: færðu bunka 2 á bunka 1.",
        "memo full, you take": "Par, sami litur og sama lögun: þú tekur bláan, miðlungs þríhyrning, M3 og bláan, lítinn dropa, S1 og ert nú með 2 spil.",
        "memo full, Eva takes": "Par, sami litur og sama lögun: Eva tekur bláan, miðlungs þríhyrning, M3 og bláan, lítinn dropa, S1 og er nú með 5 spil.",
        "memo, you take": "Þú tekur parið og ert með 1 spil.",
        "memo, Eva takes": "Eva tekur parið og er með 4 spil.",
        "under 2 cards": "Grænt S1: bunki 3, undir 2 spilum.",
        "pairs of": "Pör við appelsínugult M2.",
        "pairs of, full": "Pör við rauðan, mjög stóran ferning, XL4.",
    },
    "cs": {
        "lead, you": "Vynášíš červenou XL4.",
        "lead, Eva": "Eva vynáší modrou M3.",
        "play on top": "Hraješ zelenou S1, navrch.",
        "play under": "Hraješ oranžovou L2, pod.",
        "full, beats": "Hraješ červený extra velký čtverec, XL4: přebíjí zelenou malou kapku, S1 a jde navrch.",
        "full, Eva under": "Eva hraje modrý střední trojúhelník, M3: jde pod oranžovou velkou čočku, L2.",
        "full, you take 1": "Bereš štych červeným extra velkým čtvercem, XL4: 2 karty; celkem máš 1 kartu. Do dalšího štychu vynášíš ty.",
        "full, Eva takes 5": "Eva bere štych modrou malou kapkou, S1: 3 karty; Eva má celkem 5 karet.",
        "full, Eva takes 2": "Eva bere štych oranžovou střední čočkou, M2: 4 karty; Eva má celkem 2 karty.",
        "trick, you have 1": "Bereš štych a máš 1 kartu.",
        "trick, Eva has 3": "Eva bere štych a má 3 karty.",
        "preview, beats": "Karta červená XL4 přebíjí zelenou S1: šla by navrch.",
        "preview full, under": "Karta zelená malá kapka, S1 nepřebíjí červený extra velký čtverec, XL4: šla by pod ni.",
        "not in hand": "Oranžovou M2 nemáš v ruce.",
        "not in hand, full": "Oranžovou střední čočku, M2 nemáš v ruce.",
        "starts pile": "Červená XL4 zakládá stoh 2.",
        "to pile": "Zelená S1 na stoh 3, výška 3.",
        "full onto": "Zelená malá kapka, S1 z řady 2, ze sloupce 2 na modrou malou kapku, S1. Stoh 3 má 1 kartu.",
        "pile onto pile": "Stoh 1 na stoh 3: přesunuta 1 karta, výška 3.",
        "hint, card": "Rada: přesuň červenou XL4 z řady 1, ze sloupce 1 na stoh 4.",
        "hint, pile": "Rada: přesuň stoh 2 na stoh 1.",
        "memo full, you take": "Pár, stejná barva a tvar: bereš modrý střední trojúhelník, M3 a modrou malou kapku, S1 a teď máš 2 karty.",
        "memo full, Eva takes": "Pár, stejná barva a tvar: Eva bere modrý střední trojúhelník, M3 a modrou malou kapku, S1 a teď má 5 karet.",
        "memo, you take": "Bereš pár a máš 1 kartu.",
        "memo, Eva takes": "Eva bere pár a má 4 karty.",
        "under 2 cards": "Zelená S1: stoh 3, pod 2 kartami.",
        "pairs of": "Páry s oranžovou M2.",
        "pairs of, full": "Páry s červeným extra velkým čtvercem, XL4.",
    },
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_every_language_has_the_whole_table():
    assert set(EXPECTED) == set(i18n.LANGUAGES)
    for lang, table in EXPECTED.items():
        assert set(table) == set(CASES), lang
        assert len(table) >= 20


@pytest.mark.parametrize("lang", list(EXPECTED))
def test_names_take_the_form_their_slot_needs(lang):
    i18n.set_language(lang)
    said = {name: sentence_case(render()) for name, render in CASES.items()}
    wrong = {name: (said[name], expected) for name, expected in EXPECTED[lang].items() if said[name] != expected}
    assert wrong == {}


# What the voice hears: small counts as words of the noun's gender and case; the screen keeps digits.

@pytest.mark.parametrize("lang, text, heard", [
    ("is", "Þú hefur tekið 2 spil.", "Þú hefur tekið tvö spil."),
    ("is", "Eva er með 1 spil; þú 4 spil.", "Eva er með eitt spil; þú fjögur spil."),
    ("is", "Bunki 3, undir 2 spilum.", "Bunki 3, undir tveimur spilum."),
    ("is", "3 beinar línur", "þrjár beinar línur"),
    ("is", "Röð 2 spil", "Röð 2 spil"),
    ("is", "2 leikmenn", "2 leikmenn"),
    ("sv", "1 plats är tom.", "en plats är tom."),
    ("sv", "Du har 1 kort.", "Du har 1 kort."),
    ("sv", "Hög 1 är 1 kort hög.", "Hög 1 är 1 kort hög."),
    ("sv", "Tips: flytta rött XL1 från rad 1, kolumn 1 till hög 4.",
     "Tips: flytta rött XL1 från rad 1, kolumn 1 till hög 4."),
    ("cs", "Eva má celkem 2 karty.", "Eva má celkem dvě karty."),
    ("cs", "Máš 1 kartu, pod 2 kartami.", "Máš jednu kartu, pod dvěma kartami."),
    ("cs", "Přesunuta 1 karta.", "Přesunuta jedna karta."),
    ("cs", "Stoh 2 na stoh 3.", "Stoh 2 na stoh 3."),
    ("cs", "4 karty", "4 karty"),
    ("fi", "Olet voittanut yhteensä 1 kortin.", "Olet voittanut yhteensä yhden kortin."),
    ("fi", "Pino 3, 2 kortin alla.", "Pino 3, kahden kortin alla."),
    ("fi", "sarake 2 kortin sininen S1 päälle", "sarake 2 kortin sininen S1 päälle"),
    ("fi", "2 korttia", "2 korttia"),
    ("nl", "1 kaart, 2 kaarten", "1 kaart, 2 kaarten"),
    ("en", "2 cards", "2 cards"),
    ("cs", "červená XL4, 12 karet", "červená XL4, 12 karet"),
    # Numeramis Loker's cards by value (NL): "tři sedmičky", Icelandic "tvær áttur", "þrjú núll"
    ("cs", "Tvé karty: 2 osmičky, 3 sedmičky, dvojka", "Tvé karty: dvě osmičky, 3 sedmičky, dvojka"),
    ("is", "Spilin þín: 2 áttur, 2 þristar, 3 núll", "Spilin þín: tvær áttur, 2 þristar, þrjú núll"),
])
def test_small_counts_are_said_in_the_gender_of_their_noun(lang, text, heard):
    assert for_voice(text, lang) == heard


class Voice:
    def __init__(self):
        self.said = []

    def say(self, text, interrupt=True):
        self.said.append(text)


def test_the_voice_hears_words_and_the_screen_keeps_digits():
    i18n.set_language("is")
    voice = Voice()
    announcer = Announcer(voice)
    shown = []
    announcer.listeners.append(lambda text, kind: shown.append(text))
    announcer.say("rautt XL4: bunki 3, undir 2 spilum.")
    assert voice.said == ["Rautt XL4: bunki 3, undir tveimur spilum."]
    assert shown == ["Rautt XL4: bunki 3, undir 2 spilum."] == announcer.history
    announcer.repeat()
    assert voice.said[-1] == "Rautt XL4: bunki 3, undir tveimur spilum."


# The catalog check: a translation may name a form of a placeholder the English has, and nothing else.

def test_form_marks_are_cases_genders_or_both():
    assert all(forms.is_mark(m) for m in ("acc", "ins", "ill", "m", "f.acc", "n.dat", "c"))
    assert not any(forms.is_mark(m) for m in ("", "accusative", "x", "acc.m", "m.f", ">10", "m.acc.pl"))


def test_the_check_accepts_form_marks_and_refuses_unknown_ones():
    assert catalogs.placeholders("Vynášíš {card:acc} a {won:acc}.") == {"{card}", "{won}"}
    assert catalogs.mark_problems("Vynášíš {card:acc}; {pile:ill}; {a:m.ins}.") == []
    assert catalogs.mark_problems("Vynášíš {card:akk} a {top:}.") == ["{card:akk}"]
    assert catalogs.forms_problems("pile {number}", "ill: pinoon {number}; gen: pinon {number}") == []
    assert catalogs.forms_problems("red", "red") == []
    assert catalogs.forms_problems("red", "gender: m; m.ins: červeným") == []
    assert catalogs.forms_problems("red", "akk: červenou") == ["unknown form mark 'akk'"]
    assert catalogs.forms_problems("red", "gender: x") == ["unknown gender 'x'"]
    assert catalogs.forms_problems("pile {number}", "ill: pinoon {count}") == [
        "form 'ill' has placeholders ['{count}'], not ['{number}']"]


def test_a_catalog_with_an_unknown_mark_fails_the_check(tmp_path, monkeypatch):
    from babel.messages.pofile import read_po, write_po

    with open(i18n.po_path("cs"), "rb") as f:
        catalog = read_po(f, locale="cs")
    catalog.get("You lead {card}.").string = "Vynášíš {card:akuzativ}."
    catalog.get("red", context="colour forms").string = "akk: červenou"
    path = tmp_path / "cs" / "LC_MESSAGES" / "tabletalk.po"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        write_po(f, catalog)
    monkeypatch.setattr(catalogs, "po_path", lambda lang: path)
    problems = catalogs.check("cs")
    assert "cs: unknown form mark {card:akuzativ} in 'You lead {card}.'" in problems
    assert "cs: unknown form mark 'akk' in forms of 'red'" in problems
    assert len(problems) == 2


# A Name: the plain form as a str, other forms on demand, never a broken sentence.

def test_a_name_falls_back_to_its_plain_form():
    red = word("červená", "acc: červenou; m: červený; m.ins: červeným")
    assert red == "červená" and str(red) == "červená" and f"{red}" == "červená"
    assert format(red, "acc") == "červenou"
    assert format(red, "m.ins") == "červeným"
    assert format(red, "m.acc") == "červený"  # m.acc -> m
    assert format(red, "dat") == "červená"  # no such form: the plain one
    assert "{card:gen}".format(card=red) == "červená"
    assert f"{red:>10}" == "   červená"


def test_a_sentence_never_breaks_on_a_mark_for_a_plain_value():
    i18n.set_language("cs")
    assert fill("{name:dat} {count:acc}", {"name": "Eva", "count": 3}) == "Eva 3"
    sentence = forms.Sentence("Vynášíš {card:acc}, {name:dat}.")
    assert sentence.format(card=Name("červená", {"acc": "červenou"}.get), name="Eva") == "Vynášíš červenou, Eva."


def test_adjectives_agree_with_the_gender_of_their_head():
    colour = word("červená", "acc: červenou; ins: červenou; m: červený; m.ins: červeným")
    size = word("velká", "acc: velkou; ins: velkou; m: velký; m.ins: velkým")
    square = word("čtverec", "gender: m; ins: čtvercem")
    drop = word("kapka", "acc: kapku; ins: kapkou")
    full = "{colour} {size} {shape}, {code}"
    for shape, plain, ins, acc in ((square, "červený velký čtverec, XL4", "červeným velkým čtvercem, XL4",
                                    "červený velký čtverec, XL4"),
                                   (drop, "červená velká kapka, XL1", "červenou velkou kapkou, XL1",
                                    "červenou velkou kapku, XL1")):
        code = "XL4" if shape is square else "XL1"
        card = pattern(full, full, agree=("colour", "size"), head="shape", colour=colour, size=size,
                       shape=shape, code=code)
        assert (card, format(card, "ins"), format(card, "acc")) == (plain, ins, acc)


def test_parse_forms_reads_pairs_and_refuses_nonsense():
    assert parse_forms("modrá") == {}
    assert parse_forms("acc: modrou; gender: f") == {"acc": "modrou", "gender": "f"}
    with pytest.raises(ValueError):
        parse_forms("acc modrou; ins: modrou")
