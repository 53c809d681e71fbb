# Tabletalk: `make play` starts the table, `make test` runs the tests.
# Both create .venv (and install the project into it) when it is missing.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# The oldest Textual that pyproject.toml allows (its lower bound: a test checks they agree). `make test`
# runs the UI-facing tests on it too, in a venv of its own, so the range it allows is one that works.
# 7.2.0 is the first whose Widget.BLANK leaves a whole frame blank (screen reader mode: reading.UnderReading).
TEXTUAL_OLDEST := 7.2.0
OLDEST := .venv-oldest
OLDEST_STAMP := $(OLDEST)/.installed-stamp
LANGS := sv fi nl is cs en

.PHONY: play plain test test-oldest test-container bench i18n examples transcripts screenshots screenshot-packages speech-packages sr-check lint clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	$(PY) -m app.text.catalogs compile
	touch $(STAMP)

$(OLDEST_STAMP): pyproject.toml Makefile
	test -x $(OLDEST)/bin/python || $(PYTHON) -m venv $(OLDEST)
	$(OLDEST)/bin/python -m pip install --quiet --upgrade pip
	$(OLDEST)/bin/python -m pip install --quiet -e '.[test]' 'textual==$(TEXTUAL_OLDEST)'
	touch $(OLDEST_STAMP)

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
# listener hears, and other tests on the same cores would change those times. The sittings mostly wait
# for what Orca says (a fifth of a core between them), so they run on three desktops at once, each group
# of tests/screenreader/test_orca.py in a worker of its own (--dist loadgroup); SR_AT_ONCE=1 plays them
# one desktop at a time, as before. Measured on this 2-core machine, shared: three at once took 4:58 and
# 4:44 (load 6-9, all 39 passed); under a load of 10 to 16 both ways failed now and then on their timing
# checks (one at a time 4 of 39 in 19:38, three at once 5 and 6 of 39 in 6:55 and 11:36).
# First the linters (lint); last the UI-facing tests on the oldest Textual allowed (test-oldest).
SR_AT_ONCE ?= 3
test: $(STAMP) $(OLDEST_STAMP) lint
	$(PY) -m pytest -q -n auto --ignore=tests/screenreader -m "not container"
	$(PY) -m pytest -q $(if $(filter-out 1,$(SR_AT_ONCE)),-n $(SR_AT_ONCE) --dist loadgroup) tests/screenreader
	$(MAKE) --no-print-directory test-oldest

# The tests that meet Textual (the app, the terminal, the voice's screen route), on the oldest Textual
# pyproject.toml allows. The snapshots are left out: Textual draws its SVGs differently from release to
# release, so they are compared on the newest (the one .venv installs) only. So are the voice's and the
# screenshots tool's own tests, which never import Textual (they pass with it unimportable), so cannot
# differ from one Textual to another: of tests/speech only the screen route runs here.
OLDEST_LEFT_OUT := tests/ui/test_snapshots.py tests/e2e/test_screenshots.py tests/speech/test_braille_real.py \
  tests/speech/test_cues.py tests/speech/test_orca_voice.py tests/speech/test_reader_detection.py \
  tests/speech/test_reader_voice.py tests/speech/test_speechd_real.py
test-oldest: $(OLDEST_STAMP)
	$(OLDEST)/bin/python -m pytest -q -n auto -p no:cacheprovider tests/ui tests/e2e tests/speech \
	  $(addprefix --ignore=,$(OLDEST_LEFT_OUT)) --ignore-glob='tests/speech/test_speech_*.py'

# deploy/Containerfile built and run with podman (tests/deploy/test_container.py): about 5 minutes, most of it
# downloads (Debian's and PyPI's), so not in make test; podman, runc and debootstrap installed when missing.
test-container: $(STAMP)
	@need=""; for pkg in podman runc debootstrap; do dpkg -s $$pkg >/dev/null 2>&1 || need="$$need $$pkg"; done; \
	  if [ -n "$$need" ]; then SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$need; fi
	$(PY) -m pytest -q -m container tests/deploy

# Ruff's default rules on app/ and tests/, and mypy on app/ (both configured in pyproject.toml); make test runs this first.
lint: $(STAMP)
	$(VENV)/bin/ruff check app tests
	$(PY) -m mypy app

# A real screen reader (Orca on a headless desktop) hears every scripted sitting; timelines in docs/transcripts/orca/.
sr-check: $(STAMP)
	$(PY) -m tests.screenreader

bench: $(STAMP)
	$(PY) -m bench

# Extract messages, update every catalog and compile each .mo (then translate the new entries).
i18n: $(STAMP)
	$(PY) -m app.text.catalogs update

# Make the worked examples in docs/ and seeds/ anew from seeded games (a test checks them).
examples: $(STAMP)
	$(PY) -m tests.golden.examples

# Write the listener's transcripts of whole games in docs/transcripts/ anew (a test checks them).
transcripts: $(STAMP)
	$(PY) -m tests.golden.listener

# xterm, Xvfb and xwd, for the screenshots: installed with apt-get when missing.
screenshot-packages:
	@if [ "$$(uname)" = Linux ] && command -v apt-get >/dev/null && \
	    ! { command -v xterm && command -v Xvfb && command -v xwd; } >/dev/null; then \
	  echo "Installing xterm, Xvfb and xwd for the screenshots (apt-get)..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xterm xvfb x11-apps \
	    fonts-dejavu-core; \
	fi

# Every game's screenshot in every look, size and colours, photographed in a real xterm on an Xvfb
# display of its own (docs/screens/take.py), and docs/screenshots.md anew. About ten minutes.
screenshots: $(STAMP) screenshot-packages
	$(PY) docs/screens/take.py

clean:
	rm -rf $(VENV) $(OLDEST) .pytest_cache
