"""A toy game that is not part of the product: two seats guess higher or lower over ten cards.

It lives outside ``app/`` and is registered by the test that plays it, to
show that a game needs nothing but its own folder and one registry line.
"""

from app.core.game import Game

GAME = Game("toy-higher", "Higher or lower", __name__, players=(2, 2), words=("higher",), table=True,
            has_bot=True)
