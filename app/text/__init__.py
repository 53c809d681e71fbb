"""Turns events and states into sentences, through gettext, in six languages."""
