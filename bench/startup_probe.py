"""Child process for the start-up benchmark: report one time, then exit.

argv: MODE ("tabletalk" or "bare") and the parent's wall-clock time at launch.
Prints the seconds from launch to the first spoken announcement (tabletalk)
or to the first painted frame (a bare Textual app), then the peak RSS in MiB.
"""

from __future__ import annotations

import resource
import sys
import time


def report(launched: float) -> None:
    elapsed = time.time() - launched
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{elapsed:.4f} {rss:.1f}", flush=True)


def bare(launched: float) -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class Bare(App):
        def compose(self) -> ComposeResult:
            yield Static("Main menu")

        def on_mount(self) -> None:
            self.call_after_refresh(self.done)

        def done(self) -> None:
            report(launched)
            self.exit()

    Bare().run(headless=True, size=(80, 24))


def tabletalk(launched: float) -> None:
    from app.session import Session
    from app.speech import make_speaker
    from app.store.settings import Settings
    from app.ui.app import make_app

    holder = {}

    class FirstSay:
        """Wraps the real voice; the first announcement ends the run."""

        def __init__(self, inner) -> None:
            self.inner, self.done = inner, False

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def say(self, text: str, interrupt: bool = True) -> None:
            self.inner.say(text, interrupt)
            if not self.done:
                self.done = True
                report(launched)
                holder["app"].call_later(holder["app"].exit)

    settings = Settings(language="en", speech="auto")
    speaker = FirstSay(make_speaker("auto", "en", 175))
    session = Session(speaker=speaker, settings=settings)
    app = make_app(session)
    holder["app"] = app
    app.run(headless=True, size=(80, 24))
    session.close()


if __name__ == "__main__":
    mode, launched = sys.argv[1], float(sys.argv[2])
    (bare if mode == "bare" else tabletalk)(launched)
