# Tabletalk: `make play` starts the table, `make test` runs the tests.
# Both create .venv (and install the project into it) when it is missing.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
LANGS := sv fi nl is cs en

.PHONY: play plain test bench i18n examples transcripts screenshots speech-packages sr-check lint clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# eSpeak NG and aplay give the voice on Linux; without them the game runs silent and says why.
speech-packages:
	@if [ "$$(uname)" = Linux ] && command -v apt-get >/dev/null && ! command -v espeak-ng >/dev/null; then \
	  echo "Installing eSpeak NG for speech (apt-get)..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq espeak-ng alsa-utils \
	    || echo "Could not install espeak-ng: the game will run without speech."; \
	fi

play: $(STAMP) speech-packages
	$(VENV)/bin/tabletalk

plain: $(STAMP) speech-packages
	$(VENV)/bin/tabletalk --plain

# The tests on every core at once (pytest-xdist), then the real-Orca sittings alone: they time what a
# listener hears, and other tests on the same cores would change those times.
test: $(STAMP) lint
	$(PY) -m pytest -q -n auto --ignore=tests/screenreader
	$(PY) -m pytest -q tests/screenreader

# Ruff's default rules on app/ and tests/, and mypy on app/ (both configured in pyproject.toml); make test runs this first.
lint: $(STAMP)
	$(VENV)/bin/ruff check app tests
	$(PY) -m mypy app

# A real screen reader (Orca on a headless desktop) hears every scripted sitting; timelines in docs/transcripts/orca/.
sr-check: $(STAMP)
	$(PY) -m tests.screenreader

bench: $(STAMP)
	$(PY) -m bench

# Extract messages and update every catalog (then translate the new entries).
i18n: $(STAMP)
	$(PY) -m app.text.catalogs update

# Make the worked examples in docs/ and seeds/ anew from seeded games (a test checks them).
examples: $(STAMP)
	$(PY) -m tests.golden.examples

# Write the listener's transcripts of whole games in docs/transcripts/ anew (a test checks them).
transcripts: $(STAMP)
	$(PY) -m tests.golden.listener

# Every game's screenshot in every look, size and colours, in tmux, drawn with xterm's palette
# (docs/screens/take.py; Pillow draws them), and docs/screenshots.md anew. About 5 minutes.
screenshots: $(STAMP)
	$(PY) docs/screens/take.py

clean:
	rm -rf $(VENV) .pytest_cache
