"""Translations for Numeramis Loker (issue 14): the game's name and the word typed to open it."""

T = {
    "Numeramis Loker": {"sv": "Numeramis Loker", "fi": "Numeramis Loker", "nl": "Numeramis Loker",
                        "is": "Numeramis Loker", "cs": "Numeramis Loker"},
    ("@typed", "loker"): {"sv": "loker", "fi": "loker", "nl": "loker", "is": "loker", "cs": "loker"},
}
