"""Settings: language (re-rendering every screen), rate, verbosity, the looks, screen reader mode."""

from __future__ import annotations

from textual.geometry import Offset

from app import version
from app.text import i18n
from app.ui.screens.menu import MenuScreen
from app.ui.screens.settings import SettingsScreen
from app.games.zoker.solo.screen import SoloScreen
from app.ui.theme import HIGH_CONTRAST_LIGHT_NAME, HIGH_CONTRAST_NAME, LIGHT_NAME
from ui_helpers import FakeCatalog, screen_text, until

#: A few msgids in pretend Czech: enough to see that screens were drawn and said again through _().
CZECH = {
    "Settings": "Nastavení",
    "Language": "Jazyk",
    "{setting}: {value}": "{setting}: {value}",
    "Main menu": "Hlavní nabídka",
    "Zoker Solo": "Zoker Solo (cs)",
    "Quit": "Konec",
    "Main menu: {items}. On {focused}. Up and down arrows move, Enter chooses, question mark gives help.":
        "Hlavní nabídka: {items}. Na {focused}.",
    "Settings. On {item}. Up and down arrows move, left and right arrows or Enter change, q goes back.":
        "Nastavení. Na {item}.",
}


async def test_language_switch_re_renders_and_says_the_menu_in_czech(app, session, speaker, monkeypatch):
    monkeypatch.setitem(i18n._cache, "cs", FakeCatalog(CZECH))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        assert speaker.last.startswith("Settings. On Language: English.")
        # en is last in the list of languages, so one step left is Czech.
        await pilot.press("left")
        await pilot.pause()
        assert i18n.language() == "cs"
        assert speaker.languages[-1] == "cs"
        assert session.settings.language == "cs"
        assert speaker.last == "Nastavení. Na Jazyk: Čeština."
        text = screen_text(app)
        assert "Nastavení" in text and "▶ Jazyk: Čeština ◀" in text
        # The menu under the settings was drawn again too, and is said in Czech when it comes back.
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert speaker.last.startswith("Hlavní nabídka: Zoker Solo (cs), Pairs and ladders")
        text = screen_text(app)
        assert "Tabletalk   Hlavní nabídka" in text and "▶ Zoker Solo (cs) ◀" in text and "Konec" in text
        # The choice was saved.
        from app.store.settings import load_settings

        assert load_settings()[0].language == "cs"


async def test_l_cycles_the_language_and_says_the_screen_again(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert i18n.language() == "sv" and speaker.languages == ["sv"]
        assert speaker.last == app.screen.intro()  # said again, through _(), in Swedish
        for _ in range(5):
            await pilot.press("l")
        await pilot.pause()
        assert i18n.language() == "en"


def pyproject_version() -> str:
    import tomllib

    from app import PROJECT_ROOT

    with open(PROJECT_ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


async def test_rate_verbosity_and_looks(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "down", "down")
        assert speaker.last == "Speech rate: 175 words a minute"
        await pilot.press("right")
        assert session.settings.rate == 200 and speaker.rate == 200
        assert speaker.last == "Speech rate: 200 words a minute"
        await pilot.press("left", "left")
        assert session.settings.rate == 150
        await pilot.press("down", "enter")
        assert session.settings.verbosity == "full" and speaker.last == "Verbosity: full"
        await pilot.press("v")
        assert session.settings.verbosity == "brief" and speaker.last == "Brief descriptions."
        await pilot.press("down")
        assert speaker.last == "Sound cues: 60 %"
        await pilot.press("right")
        assert speaker.last == "Sound cues: 80 %" and session.settings.cues == 80
        await pilot.press("right", "right")
        assert speaker.last == "Sound cues: off" and session.settings.cues == 0
        await pilot.press("left", "left")
        await pilot.press("down", "enter")
        assert session.settings.large_print and app.screen.has_class("large-print")
        await pilot.press("down", "enter")
        assert session.settings.high_contrast and app.theme == HIGH_CONTRAST_NAME
        assert speaker.last == "High contrast: on"
        await pilot.press("down", "enter")  # the light ground, in high contrast: black, white and navy
        assert session.settings.light and speaker.last == "Light background: on"
        assert app.theme == HIGH_CONTRAST_LIGHT_NAME and not app.current_theme.dark
        await pilot.press("up", "enter")
        assert app.theme == LIGHT_NAME
        await pilot.press("down", "enter")
        assert not session.settings.light and app.theme not in (HIGH_CONTRAST_NAME, LIGHT_NAME)
        assert app.current_theme.dark
        await pilot.press("down", "down", "down")
        assert speaker.last == "Bot pace: at once"
        await pilot.press("down")
        assert speaker.last == f"About: Tabletalk {version()}" == f"About: Tabletalk {pyproject_version()}"
        said = len(speaker.said)
        await pilot.press("enter", "right")  # nothing to change: said again, each time
        assert speaker.said[said:] == [f"About: Tabletalk {version()}"] * 2
        await pilot.press("down")
        assert speaker.last == f"End of the list. About: Tabletalk {version()}"
        await pilot.press("q")
        await pilot.pause()
        assert app.screen.has_class("large-print")  # the menu follows too


async def test_bot_pace_steps_of_half_a_second(app, session, speaker):
    """The pace between bot moves: 0 ("at once") to 5 seconds, in the decimal mark of the language."""
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "up")
        assert speaker.last == "End of the list. Language: English"
        await pilot.press(*["down"] * 10)
        assert speaker.last == "Bot pace: at once"  # the test session's pace
        await pilot.press("right")
        assert speaker.last == "Bot pace: 0.5 seconds" and session.settings.bot_pace == 500
        await pilot.press("right")
        assert speaker.last == "Bot pace: 1 second"
        await pilot.press("enter")
        assert speaker.last == "Bot pace: 1.5 seconds"
        assert "▶ Bot pace: 1.5 seconds ◀" in screen_text(app)
        await pilot.press(*["right"] * 9)
        assert speaker.last == "Bot pace: 5 seconds" and session.settings.bot_pace == 5000
        await pilot.press(*["left"] * 11)
        assert speaker.last == "Bot pace: at once" and session.settings.bot_pace == 0
        await pilot.press("right", "right", "right")
        from app.store.settings import load_settings

        assert load_settings()[0].bot_pace == 1500
        i18n.set_language("sv")
        from app.ui import words

        assert "1,5" in words.pace_value(1500)


async def test_speech_off_is_chosen_in_the_settings(app, session, speaker):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "down")
        # auto -> pyttsx3 -> ... -> off is four steps right, or one left.
        await pilot.press("left")
        assert session.settings.speech == "off"
        assert session.speaker is not speaker and speaker.closed
        assert "Speech: off, text only" in screen_text(app)


async def test_screen_reader_mode_shows_only_the_words_said_with_the_cursor_after_them(home, speaker, fixed_deal):
    """Issue 22: the screen is the latest thing said, nothing decorative, the cursor after its last word."""
    from app.session import Session
    from app.ui.app import make_app

    session = Session(speaker=speaker)
    session.settings.screen_reader = True
    app = make_app(session)

    def shown() -> str:
        return screen_text(app)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.animation_level == "none"
        await pilot.press("down")
        assert await until(pilot, lambda: " ".join(shown().replace("\u00a0", " ").split()) == "Pairs and ladders")
        assert speaker.last == "Pairs and ladders"
        words_row = [row for row in shown().splitlines() if row.strip()]
        assert shown().splitlines().index(words_row[-1]) == 23  # the words end on the last row
        assert app.cursor_position == Offset(len(words_row[-1].rstrip()), 23)
        await pilot.press("up", "enter")
        assert await until(pilot, lambda: isinstance(app.screen, SoloScreen))
        await pilot.press("right", "down")
        assert await until(pilot, lambda: app.focused is app.screen.slot(1, 1))  # the keys still move the focus underneath
        text = shown()
        assert speaker.last.split(",")[0] in text
        assert not any(ch in text for ch in "▶◀╔═╗║╚╝│─╭╮╰╯")
    session.close()


async def test_a_speech_choice_that_cannot_speak_here_is_said_by_the_voice_that_goes_on(app, session, speaker,
                                                                                        monkeypatch):
    """Issue 33, 4: stepping Speech to "your screen reader" where it cannot be reached (Orca 43) was silent:
    the choice's silent voice said it. Now the voice heard says it, and why, and goes on; the file keeps it."""
    from app.speech.off import SilentSpeaker
    from app.speech.recording import RecordingSpeaker
    from app.store.settings import load_settings

    made = []

    def make(choice, *args, **kw):
        made.append(choice)
        return SilentSpeaker("no screen reader found", requested=choice) if choice == "screenreader" else (
            RecordingSpeaker())

    monkeypatch.setattr("app.ui.screens.settings.make_speaker", make)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o", "down", "right")
        assert made == ["screenreader"] and session.settings.speech == "screenreader"
        assert session.speaker is speaker and not speaker.closed  # the voice heard goes on
        assert speaker.last.startswith("Speech: your screen reader. It cannot speak here: ")
        assert load_settings()[0].speech == "auto"  # the next start is not silent either
        await pilot.press("right")  # a voice that works: chosen, and kept in the file
        assert session.settings.speech == "pyttsx3" and session.speaker is not speaker
        assert load_settings()[0].speech == "pyttsx3"
