"""Translations for the screen reader backend (issue 13); applied with /work/tr/apply.py."""
T = {}
def m(msgid, sv, fi, nl, is_, cs):
    T[msgid] = {"sv": sv, "fi": fi, "nl": nl, "is": is_, "cs": cs}
T[("@speech", "your screen reader")] = {"sv": "din skärmläsare", "fi": "oma ruudunlukijasi", "nl": "je schermlezer", "is": "skjálesarinn þinn", "cs": "tvůj odečítač obrazovky"}
m("{choice}, through {engine}", "{choice}, genom {engine}", "{choice}, äänenä {engine}", "{choice}, via {engine}", "{choice}, gegnum {engine}", "{choice}, přes {engine}")
m("no screen reader is running", "ingen skärmläsare är igång", "mikään ruudunlukija ei ole käynnissä", "er draait geen schermlezer", "enginn skjálesari er í gangi", "neběží žádný odečítač obrazovky")
m("the screen reader stopped answering", "skärmläsaren slutade svara", "ruudunlukija lakkasi vastaamasta", "de schermlezer reageert niet meer", "skjálesarinn hætti að svara", "odečítač obrazovky přestal odpovídat")
m("speech-dispatcher stopped answering", "speech-dispatcher slutade svara", "speech-dispatcher lakkasi vastaamasta", "speech-dispatcher reageert niet meer", "speech-dispatcher hætti að svara", "speech-dispatcher přestal odpovídat")
m("the screen reader library could not start", "skärmläsarbiblioteket kunde inte starta", "ruudunlukijakirjasto ei käynnistynyt", "de schermlezerbibliotheek kon niet starten", "skjálesarasafnið gat ekki ræst", "knihovnu pro odečítač obrazovky nešlo spustit")
m("Speech: {reason}; Tabletalk's own voice speaks now.", "Tal: {reason}; nu talar Tabletalks egen röst.", "Puhe: {reason}; nyt puhuu Tabletalkin oma ääni.", "Spraak: {reason}; nu spreekt de eigen stem van Tabletalk.", "Tal: {reason}; nú talar rödd Tabletalk sjálfs.", "Řeč: {reason}; teď mluví vlastní hlas Tabletalku.")
