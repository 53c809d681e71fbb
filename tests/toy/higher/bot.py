"""The toy's one bot: higher when the card shown is small."""


def choose(state, seat, level, rng):
    from tests.toy.higher.rules import Guess

    return Guess(state.shown <= 5)
