"""Zocken (issue 15): typed die colours in every case and gender, and the Finnish object case of a die.

Typed forms: the spoken name and its "die colour forms" are accepted anyway; these add the other
cases and genders a player may type ("hoď červenou", "heitä punaista", "kasta rauðan").
Finnish: "Asetat punaisen 5:n kenttään 3" (the object in the genitive-accusative, 5:n read "viiden").
"""

T = {
    ("@typed die colour", "red"): {
        "sv": "röd|rött|röda", "fi": "punainen|punaista|punaisen|punaisella|punaiseen",
        "nl": "rood|rode", "is": "rauður|rauðan|rauða|rauðum|rauðs|rauð|rautt|rauði",
        "cs": "červená|červenou|červený|červené|červeného"},
    ("@typed die colour", "orange"): {
        "sv": "orange|oranga", "fi": "oranssi|oranssia|oranssin|oranssilla|oranssiin",
        "nl": "oranje",
        "is": "appelsínugulur|appelsínugulan|appelsínugula|appelsínugulum|appelsínuguls|appelsínugul|"
              "appelsínugult|appelsínuguli",
        "cs": "oranžová|oranžovou|oranžový|oranžové|oranžového"},
    ("@typed die colour", "yellow"): {
        "sv": "gul|gult|gula", "fi": "keltainen|keltaista|keltaisen|keltaisella|keltaiseen",
        "nl": "geel|gele", "is": "gulur|gulan|gula|gulum|guls|gul|gult|guli",
        "cs": "žlutá|žlutou|žlutý|žluté|žlutého"},
    ("@typed die colour", "green"): {
        "sv": "grön|grönt|gröna", "fi": "vihreä|vihreää|vihreän|vihreällä|vihreään",
        "nl": "groen|groene", "is": "grænn|grænan|græna|grænum|græns|græn|grænt|græni",
        "cs": "zelená|zelenou|zelený|zelené|zeleného"},
    ("@typed die colour", "blue"): {
        "sv": "blå|blått|blåa", "fi": "sininen|sinistä|sinisen|sinisellä|siniseen",
        "nl": "blauw|blauwe", "is": "blár|bláan|bláa|bláum|blás|blá|blátt|blái",
        "cs": "modrá|modrou|modrý|modré|modrého"},
    ("@typed die colour", "purple"): {
        "sv": "lila", "fi": "violetti|violettia|violetin|violetilla|violettiin",
        "nl": "paars|paarse", "is": "fjólublár|fjólubláan|fjólubláa|fjólubláum|fjólublás|fjólublá|fjólublátt|fjólublái",
        "cs": "fialová|fialovou|fialový|fialové|fialového"},
    ("@typed die colour", "white"): {
        "sv": "vit|vitt|vita", "fi": "valkoinen|valkoista|valkoisen|valkoisella|valkoiseen",
        "nl": "wit|witte", "is": "hvítur|hvítan|hvíta|hvítum|hvíts|hvít|hvítt|hvíti",
        "cs": "bílá|bílou|bílý|bílé|bílého"},
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
}
