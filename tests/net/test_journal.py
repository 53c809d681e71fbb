"""The server's writer appends each batch of saves to a journal and writes the files themselves at a
checkpoint; a server killed between two checkpoints gets every table's newest save back (``recover``)."""

import errno
import time
from pathlib import Path


from app.net import saves
from app.net.saves import Writer, journals, recover


def _written(folder: Path, line: bytes, timeout: float = 10.0) -> Path:
    """Wait until the open journal holds ``line``; return the journal."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for _, journal in journals(folder):
            if line in journal.read_bytes():
                return journal
        time.sleep(0.01)
    raise AssertionError(f"{line!r} never reached a journal")


def test_a_batch_goes_to_the_journal_and_the_file_is_written_at_the_end(tmp_path):
    table = tmp_path / "K7MQ2.json"
    table.write_bytes(b'{"move":0}')
    writer = Writer(print, tmp_path)
    try:
        writer.put(table, b'{"move":1}')
        journal = _written(tmp_path, b'K7MQ2.json\t{"move":1}\n')
        writer.put(table, b'{"move":2}')
        _written(tmp_path, b'{"move":2}')
        assert table.read_bytes() == b'{"move":0}'  # the file itself waits for a checkpoint
    finally:
        writer.close()
    assert table.read_bytes() == b'{"move":2}'
    assert not journal.exists() and journals(tmp_path) == []


def test_a_killed_servers_journal_is_folded_into_the_files_by_the_next_one(tmp_path):
    """What a killed server left is read before the tables are: the newest line of each file wins; a line
    cut short, a line that is not JSON and a name with a folder in it are skipped and said."""
    (tmp_path / "AAAAA.json").write_bytes(b'{"move":0}')
    (tmp_path / "BBBBB.json").write_bytes(b'{"move":0}')
    (tmp_path / "journal-3.log").write_bytes(b'AAAAA.json\t{"move":1}\nBBBBB.json\t{"move":1}\n'
                                             b'../evil.json\t{"x":1}\n')
    (tmp_path / "journal-4.log").write_bytes(b'AAAAA.json\t{"move":2}\nBBBBB.json\t{"mo\nBBBBB.json\t{"move":')
    said = []
    assert recover(tmp_path, said.append) == 4
    assert (tmp_path / "AAAAA.json").read_bytes() == b'{"move":2}'
    assert (tmp_path / "BBBBB.json").read_bytes() == b'{"move":1}'  # its later lines are broken
    assert not (tmp_path.parent / "evil.json").exists()
    assert journals(tmp_path) == []
    assert len(said) == 3 and any("cut short" in s for s in said)


def test_a_long_journal_is_folded_into_the_files_and_begun_again(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "JOURNAL_BYTES", 100)
    table = tmp_path / "CCCCC.json"
    writer = Writer(print, tmp_path)
    try:
        for move in range(12):
            writer.put(table, b'{"move":%d,"pad":"%s"}' % (move, b"x" * 20))
            time.sleep(0.02)
        end = time.monotonic() + 10
        while not table.exists() and time.monotonic() < end:  # written by a checkpoint, not by close
            time.sleep(0.01)
        assert table.read_bytes().startswith(b'{"move":')
        assert all(number > 1 for number, _ in journals(tmp_path))  # the first one was folded and removed
    finally:
        writer.close()
    assert table.read_bytes().startswith(b'{"move":11,')


def test_a_full_disk_mid_line_loses_no_later_batch(tmp_path, monkeypatch):
    """A write cut short by a full disk is taken back: the next batch starts a line of its own."""
    real_write = saves.os.write
    full = {"once": True}

    def write(fd, data):
        if full.pop("once", False):
            real_write(fd, bytes(data[:7]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    said = []
    writer = Writer(said.append, tmp_path)
    monkeypatch.setattr(saves.os, "write", write)
    try:
        writer.put(tmp_path / "DDDDD.json", b'{"move":1}')
        end = time.monotonic() + 10
        while not said and time.monotonic() < end:
            time.sleep(0.01)
        assert said and "could not save" in said[0]
        writer.put(tmp_path / "DDDDD.json", b'{"move":2}')
        journal = _written(tmp_path, b'{"move":2}')
        assert journal.read_bytes() == b'DDDDD.json\t{"move":2}\n'
    finally:
        writer.close()
    assert (tmp_path / "DDDDD.json").read_bytes() == b'{"move":2}'


def test_a_journal_that_could_not_be_folded_is_removed_once_the_server_has_written_newer_files(
        tmp_path, monkeypatch):
    """A journal ``recover`` could not fold (a file that could not be written) stays until the next
    checkpoint has written the files; read after it, it would take the tables back."""
    (tmp_path / "journal-1.log").write_bytes(b'EEEEE.json\t{"move":1}\n')
    monkeypatch.setattr(saves, "write_many", lambda files: [(path, OSError("disk")) for path in files])
    said = []
    writer = Writer(said.append, tmp_path)
    monkeypatch.undo()
    assert [n for n, _ in journals(tmp_path)] == [1] and any("could not save" in s for s in said)
    try:
        writer.put(tmp_path / "EEEEE.json", b'{"move":5}')
        # Numbered after the one left: a server killed now gets its newer lines read last.
        assert _written(tmp_path, b'{"move":5}').name == "journal-2.log"
    finally:
        writer.close()
    assert journals(tmp_path) == []
    assert (tmp_path / "EEEEE.json").read_bytes() == b'{"move":5}'
    assert recover(tmp_path, said.append) == 0


def test_a_file_that_is_not_one_line_or_not_a_tables_is_written_whole_at_once(tmp_path):
    writer = Writer(print, tmp_path)
    try:
        writer.put(tmp_path / "FFFFF.json", b'{"a":\n1}')
        writer.put(tmp_path / "notes.txt", b"hello")
        end = time.monotonic() + 10
        while not (tmp_path / "notes.txt").exists() and time.monotonic() < end:
            time.sleep(0.01)
        assert (tmp_path / "FFFFF.json").read_bytes() == b'{"a":\n1}'
        assert journals(tmp_path) == []
    finally:
        writer.close()
