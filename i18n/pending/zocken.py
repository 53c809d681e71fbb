"""Zocken (issue 15): die colours in more forms, the Finnish object case of a die, and a settled bet
said to "you" or of one other bettor with the verb in the right person.

The forms entry of each die colour ("die colour forms") is both what a sentence may ask for and
what a player may type ("hoď červenou", "heitä punaista", "kasta rauðan" / "rauða"): these add the
genders and cases a player may type. Finnish: "Asetat punaisen 5:n kenttään 3" (the object in the
genitive-accusative; 5:n is read "viiden").
"""

_FORMS = {
    "red": {"sv": "n: rött", "fi": "gen: punaisen; par: punaista; ill: punaiseen; ade: punaisella",
            "nl": "rood", "is": "acc: rauðan; dat: rauðum; gen: rauðs; f: rauð; f.acc: rauða; n: rautt",
            "cs": "acc: červenou; ins: červenou; gen: červené; loc: červené; m: červený; n: červené"},
    "orange": {"sv": "orange", "fi": "gen: oranssin; par: oranssia; ill: oranssiin; ade: oranssilla",
               "nl": "oranje",
               "is": "acc: appelsínugulan; dat: appelsínugulum; gen: appelsínuguls; f: appelsínugul; "
                     "f.acc: appelsínugula; n: appelsínugult",
               "cs": "acc: oranžovou; ins: oranžovou; gen: oranžové; loc: oranžové; m: oranžový; "
                     "n: oranžové"},
    "yellow": {"sv": "n: gult", "fi": "gen: keltaisen; par: keltaista; ill: keltaiseen; ade: keltaisella",
               "nl": "geel", "is": "acc: gulan; dat: gulum; gen: guls; f: gul; f.acc: gula; n: gult",
               "cs": "acc: žlutou; ins: žlutou; gen: žluté; loc: žluté; m: žlutý; n: žluté"},
    "green": {"sv": "n: grönt", "fi": "gen: vihreän; par: vihreää; ill: vihreään; ade: vihreällä",
              "nl": "groen", "is": "acc: grænan; dat: grænum; gen: græns; f: græn; f.acc: græna; n: grænt",
              "cs": "acc: zelenou; ins: zelenou; gen: zelené; loc: zelené; m: zelený; n: zelené"},
    "blue": {"sv": "n: blått", "fi": "gen: sinisen; par: sinistä; ill: siniseen; ade: sinisellä",
             "nl": "blauw", "is": "acc: bláan; dat: bláum; gen: blás; f: blá; f.acc: bláa; n: blátt",
             "cs": "acc: modrou; ins: modrou; gen: modré; loc: modré; m: modrý; n: modré"},
    "purple": {"sv": "lila", "fi": "gen: violetin; par: violettia; ill: violettiin; ade: violetilla",
               "nl": "paars",
               "is": "acc: fjólubláan; dat: fjólubláum; gen: fjólublás; f: fjólublá; f.acc: fjólubláa; "
                     "n: fjólublátt",
               "cs": "acc: fialovou; ins: fialovou; gen: fialové; loc: fialové; m: fialový; n: fialové"},
    "white": {"sv": "n: vitt", "fi": "gen: valkoisen; par: valkoista; ill: valkoiseen; ade: valkoisella",
              "nl": "wit", "is": "acc: hvítan; dat: hvítum; gen: hvíts; f: hvít; f.acc: hvíta; n: hvítt",
              "cs": "acc: bílou; ins: bílou; gen: bílé; loc: bílé; m: bílý; n: bílé"},
}

T = {("@die colour forms", colour): forms for colour, forms in _FORMS.items()}
T.update({
    ("@die forms", "{colour} {value}"): {
        "sv": "{colour} {value}", "fi": "gen: {colour:gen} {value}:n", "nl": "{colour} {value}",
        "is": "{colour} {value}", "cs": "{colour} {value}"},
    "You put {die} on {field}, colour match.": {
        "sv": "Du lägger {die} på {field}, färgträff.", "fi": "Asetat {die:gen} {field:ill}, väriosuma.",
        "nl": "Je zet {die} op {field}, kleurovereenstemming.",
        "is": "Þú setur {die:acc} á {field:acc}, litasamsvörun.",
        "cs": "Položil jsi {die:acc} na {field}, barevná shoda."},
    "You put {die} on {field}.": {
        "sv": "Du lägger {die} på {field}.", "fi": "Asetat {die:gen} {field:ill}.", "nl": "Je zet {die} op {field}.",
        "is": "Þú setur {die:acc} á {field:acc}.", "cs": "Položil jsi {die:acc} na {field}."},
    "Bet won: you gain {points}.": {
        "sv": "Vadet vunnet: du får {points}.", "fi": "Veto voitettu: saat {points}.",
        "nl": "Weddenschap gewonnen: je krijgt {points}.", "is": "Veðmál unnið: þú færð {points}.",
        "cs": "Sázka vyhrána: získáváš {points}."},
    "Bet won: {name} gains {points}.": {
        "sv": "Vadet vunnet: {name} får {points}.", "fi": "Veto voitettu: {name} saa {points}.",
        "nl": "Weddenschap gewonnen: {name} krijgt {points}.", "is": "Veðmál unnið: {name} fær {points}.",
        "cs": "Sázka vyhrána: {name} získává {points}."},
    "Bet lost: you lose 20.": {
        "sv": "Vadet förlorat: du förlorar 20.", "fi": "Veto hävitty: menetät 20.",
        "nl": "Weddenschap verloren: je verliest 20.", "is": "Veðmál tapað: þú tapar 20.",
        "cs": "Sázka prohrána: ztrácíš 20."},
    "Bet lost: {name} loses 20.": {
        "sv": "Vadet förlorat: {name} förlorar 20.", "fi": "Veto hävitty: {name} menettää 20.",
        "nl": "Weddenschap verloren: {name} verliest 20.", "is": "Veðmál tapað: {name} tapar 20.",
        "cs": "Sázka prohrána: {name} ztrácí 20."},
})
