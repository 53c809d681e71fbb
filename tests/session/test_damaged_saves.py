"""Every damaged save is resumed to a state the rules accept, or reported and moved aside: never a crash."""

from __future__ import annotations

import copy
import io
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.plain.repl import PlainMode
from app.session import Session
from app.speech.recording import RecordingSpeaker
from app.store import autosave
from app.store.settings import Settings

JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 70) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=6)


def a_save(game: str) -> dict:
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    out = io.StringIO()
    script = {"solo": "solo 5\nmove 1 1 1\nmove 2 1 2\ndeal\n", "memo": "memo 4\nturn 1 1\nturn 1 2\n",
              "tiko": "tiko 4\nplay 1\nplay 1\n", "kubo": "kubo 4\nplace 1\nplace 2\ndone\n",
              "zipzap": "option mode turns\nzipzap 4\nplay\nplay\n", "zocken": "zocken 4\nthrow red\nplace 4\n",
              "loker": "loker 4\npass\n"}[game]
    PlainMode(s, io.StringIO(script), out).run()
    data, _ = autosave.load_match()
    assert data is not None
    return data


def paths(value, prefix=()):
    """Yield the path of every value inside a JSON tree."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def mutate(data, path, kind, new):
    data = copy.deepcopy(data)
    if not path:
        return new
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if kind == "delete":
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    return data


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(game=st.sampled_from(["solo", "memo", "tiko", "kubo", "zipzap", "zocken", "loker"]), choice=st.integers(0, 10_000),
       kind=st.sampled_from(["replace", "delete"]), new=JSON)
def test_a_damaged_save_resumes_or_is_moved_aside_never_a_traceback(tabletalk_home, game, choice, kind, new):
    data = a_save(game)
    every = list(paths(data))
    path = every[choice % len(every)]
    if kind == "delete" and not path:
        kind = "replace"
    damaged = mutate(data, path, kind, new)
    autosave.autosave_path().write_text(json.dumps(damaged), encoding="utf-8")
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    out = io.StringIO()
    PlainMode(s, io.StringIO("resume\nwhere\ntable\n"), out).run()
    said = out.getvalue()
    if s.match is not None:
        rules = s.match.rules
        assert isinstance(rules.is_over(s.match.state), bool)
        for seat in range(len(s.match.seats)):
            rules.legal_actions(s.match.state, seat)
        assert "resumed." in said
    else:
        # A save no game can be read from is moved aside, and that is said (a file made null may also be
        # heard as no saved game, after it).
        assert "moved to" in said, said
        assert not autosave.autosave_path().exists() and autosave.load_match()[0] is None


def test_actions_that_are_not_objects_are_refused_and_moved_aside(tabletalk_home):
    for bad in ([0, "play"], [0, None], [0, [1]]):
        data = a_save("tiko")
        data["actions"][0] = bad
        autosave.autosave_path().write_text(json.dumps(data), encoding="utf-8")
        s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
        assert not s.resume()
        assert any("cannot be resumed. It was moved to" in t for t in s.speaker.said)
        assert not autosave.autosave_path().exists()


def test_a_save_of_a_game_this_version_does_not_have_is_said_and_moved_aside(tabletalk_home):
    data = a_save("memo")
    data["game_id"] = "zoker-unknown"
    autosave.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    s = Session(speaker=RecordingSpeaker(), settings=Settings(language="en", speech="off"))
    assert s.saved_game() is None
    assert any("cannot be resumed. It was moved to" in t for t in s.speaker.said)
