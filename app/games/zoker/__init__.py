"""The Zoker deck (cards.py) and its games, one module each."""
