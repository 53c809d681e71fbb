"""The yardstick for the start-up bench: the smallest Textual app there is.

One Static on the default screen, started with ``App.run()`` exactly as
Tabletalk starts its table. bench/startup_bench.py launches this file with
the same Python, in the same kind of pseudo-terminal, and times it to its
first painted frame.
"""

from textual.app import App, ComposeResult
from textual.widgets import Static


class Bare(App):
    def compose(self) -> ComposeResult:
        yield Static("Main menu")


if __name__ == "__main__":
    Bare().run()
