"""Counts reach the voice as words in the right gender and case (issue 23, language review): what the
announcer hands the voice, the screen keeping its digits."""

from __future__ import annotations

import pytest

from app.speech.recording import RecordingSpeaker
from app.text import i18n
from app.text.announcer import Announcer
from app.text.spoken import fi_number, for_voice


@pytest.mark.parametrize("lang, text, heard", [
    # Icelandic: Loker's cards by value and the exchanges left (neuter skipti), Zocken's colour matches.
    ("is", "Spilin þín: 2 fimmur, ein nía og einn tvistur.", "Spilin þín: tvær fimmur, ein nía og einn tvistur."),
    ("is", "Eva er með 1 spil.", "Eva er með eitt spil."),
    ("is", "Engin hönd. 1 skipti eftir.", "Engin hönd. eitt skipti eftir."),
    ("is", "Þú átt leik: skiptu, segðu pass eða lokaðu; 2 skipti eftir.",
     "Þú átt leik: skiptu, segðu pass eða lokaðu; tvö skipti eftir."),
    ("is", "1 litasamsvörun 10, 2 litasamsvaranir 20", "ein litasamsvörun 10, tvær litasamsvaranir 20"),
    ("is", "2 fjarkar", "2 fjarkar"),  # masculine: eSpeak's "tveir" is right
    ("is", "Línur gegnum grænt M2: 1 bein lína, 2 beinar línur", "Línur gegnum grænt M2: ein bein lína, tvær beinar línur"),
    # Czech: Loker's cards and exchanges, Zocken's dice and escape fields.
    ("cs", "Tvé karty: 2 pětky, devítka.", "Tvé karty: dvě pětky, devítka."),
    ("cs", "Žádná figura. Zbývá 1 výměna.", "Žádná figura. Zbývá jedna výměna."),
    ("cs", "Jsi na tahu: vyměň, PAS nebo KONEC; zbývají 2 výměny.",
     "Jsi na tahu: vyměň, PAS nebo KONEC; zbývají dvě výměny."),
    ("cs", "1 únikové pole minus 10, 2 kostky VEN minus 40.", "jedno únikové pole minus 10, dvě kostky VEN minus 40."),
    ("cs", "2 úniková pole minus 20", "dvě úniková pole minus 20"),
    ("cs", "1 barevná shoda 10", "jedna barevná shoda 10"),
    # Finnish: a number's case after a colon, a part of a whole with a slash.
    ("fi", "Asetat oranssin 3:n kenttään 1.", "Asetat oranssin kolmen kenttään 1."),
    ("fi", "Asetat keltaisen 1:n vasempaan varakenttään.", "Asetat keltaisen yhden vasempaan varakenttään."),
    ("fi", "Sinun vuorosi: 2/5 korttia voidaan asettaa.", "Sinun vuorosi: kaksi korttia viidestä voidaan asettaa."),
    ("fi", "Kuutio: 37/64.", "Kuutio: kolmekymmentäseitsemän kuudestakymmenestäneljästä."),
    ("fi", "Kierros 2/6. Pisteet, kierros 3/6: Eva 0", "Kierros kaksi kuudesta. Pisteet, kierros kolme kuudesta: Eva 0"),
    ("fi", "Taso 1: 12/16 asetettu", "Taso 1: kaksitoista kuudestatoista asetettu"),
    ("fi", "1,5/2 ja 12:30 ja 2/5.5", "1,5/2 ja 12:30 ja 2/5.5"),  # decimals and times stay as they are
    ("sv", "Runda 2/6.", "Runda 2/6."),  # only Finnish writes these
    # Issue 37: Swedish en-words and Icelandic nouns of Zocken, Kubo, the help and the shared table.
    ("sv", "1 färgträff 10, 1 tärning UT minus 40", "en färgträff 10, en tärning UT minus 40"),
    ("sv", "1 struktur genom blå S2. 1 prick, 1 marker, 1 sekund", "en struktur genom blå S2. en prick, en marker, "
                                                                     "en sekund"),
    ("is", "Eva datt út; sætinu er haldið í 1 sekúndu.", "Eva datt út; sætinu er haldið í eina sekúndu."),
    ("is", "Ýttu á Enter fyrir 1 línu í viðbót. 3 sekúndur", "Ýttu á Enter fyrir eina línu í viðbót. þrjár sekúndur"),
    ("is", "blár S2: 2 mynstur liggja um það. 1 auga, 4 augu", "blár S2: tvö mynstur liggja um það. eitt auga, "
                                                                "fjögur augu"),
    ("cs", "Bram vypadl; místo se drží 1 sekundu. 2 sekundy", "Bram vypadl; místo se drží jednu sekundu. dvě sekundy"),
    ("cs", "Klávesy pro nabídku, 1 položka. 1 úhlopříčka, 2 úhlopříčky, 1 oko, 2 oka",
     "Klávesy pro nabídku, jedna položka. jedna úhlopříčka, dvě úhlopříčky, jedno oko, dvě oka"),
    ("cs", "Eva: 2 vzaté karty. Položit jde 1 tvá karta. 1 zbylá karta netvoří pár.",
     "Eva: dvě vzaté karty. Položit jde jedna tvá karta. jedna zbylá karta netvoří pár."),
    ("fi", "Eva putosi pois; paikkaa pidetään 1 sekunnin.", "Eva putosi pois; paikkaa pidetään yhden sekunnin."),
])
def test_counts_reach_the_voice_as_words(lang, text, heard):
    assert for_voice(text, lang) == heard


@pytest.mark.parametrize("n, case, word", [
    (0, "ela", "nollasta"), (1, "gen", "yhden"), (2, "ela", "kahdesta"), (3, "ine", "kolmessa"),
    (5, "ill", "viiteen"), (7, "ade", "seitsemällä"), (8, "par", "kahdeksaa"), (10, "gen", "kymmenen"),
    (12, "ela", "kahdestatoista"), (16, "nom", "kuusitoista"), (20, "nom", "kaksikymmentä"),
    (23, "gen", "kahdenkymmenenkolmen"), (64, "ela", "kuudestakymmenestäneljästä"), (100, "ela", "sadasta"),
])
def test_finnish_numbers_take_their_case(n, case, word):
    assert fi_number(n, case) == word


def test_the_announcer_gives_the_voice_words_and_the_screen_digits():
    i18n.set_language("fi")
    speaker = RecordingSpeaker()
    announcer = Announcer(speaker)
    shown = []
    announcer.listeners.append(lambda text, kind: shown.append(text))
    announcer.say("Sinun vuorosi: 2/5 korttia voidaan asettaa.")
    assert shown == ["Sinun vuorosi: 2/5 korttia voidaan asettaa."]
    assert speaker.said == ["Sinun vuorosi: kaksi korttia viidestä voidaan asettaa."]


@pytest.mark.parametrize("text, heard", [
    ("Cíl, 1 z 5: Vyhraj víc bodů.", "Cíl, 1 z pěti: Vyhraj víc bodů."),
    ("Kolo 2 z 6.", "Kolo 2 ze šesti."),
    ("Jsi na tahu: můžeš položit 2 karty z 7.", "Jsi na tahu: můžeš položit dvě karty ze sedmi."),
    ("Kostka: 37 z 64.", "Kostka: 37 ze šedesáti čtyř."),
    ("Z 4 karet", "Ze čtyř karet"),
    ("Karta z řady 2, sloupce 3.", "Karta z řady 2, sloupce 3."),  # a label after z stays
])
def test_czech_says_the_whole_in_the_genitive(text, heard):
    """Czech "z" takes the genitive: "1 z pěti", never eSpeak's "z pět"."""
    assert for_voice(text, "cs") == heard


def test_czech_parts_of_a_whole_are_said_plainly():
    """"Cíl, 1 z 5", never "1 z celkových 5" (issue 23): the rules' sections and the rounds of a match."""
    i18n.set_language("cs")
    from app.text.i18n import _
    assert _("{section}, {number} of {count}: {text}").format(section="Cíl", number=1, count=5, text="x") == \
        "Cíl, 1 z 5: x"
    assert _("Round {number} of {rounds}.").format(number=2, rounds=6) == "Kolo 2 z 6."


@pytest.mark.parametrize("lang, text, heard", [
    # Issue 37: a range's first number takes the noun's form too; a Finnish range is "from ... to ...".
    ("is", "Skiptu 1 til 3 spilum.", "Skiptu einu til þremur spilum."),
    ("is", "Skiptu 2 til 12 spilum.", "Skiptu tveimur til 12 spilum."),
    ("fi", "Vaihda 1–3 korttia.", "Vaihda yhdestä kolmeen korttia."),
    ("fi", "Rivit 2–4 tyhjiä.", "Rivit kahdesta neljään tyhjiä."),
    ("fi", "numeroilla 1–10, jokerit", "numeroilla yhdestä kymmeneen, jokerit"),
    # "spila" is both "of cards" and "play": a count before it is a genitive only after a word that takes one.
    ("is", "9 ef 3 spila.", "9 ef 3 spila."),
    ("is", "Án 2 spila.", "Án tveggja spila."),
    ("fi", "Pari tuo 1 pisteen.", "Pari tuo yhden pisteen."),
    ("cs", "Při 4 hráčích dostanou místa 4, 3", "Při čtyřech hráčích dostanou místa 4, 3"),
])
def test_ranges_and_a_noun_that_is_also_a_verb(lang, text, heard):
    assert for_voice(text, lang) == heard
