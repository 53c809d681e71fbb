"""Key press to Speaker.say: how long a player waits to hear their own move."""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time

PRESSES = 200


class TimingSpeaker:
    """Records when each sentence reaches the speaker (what the worker thread would get)."""

    status = ""
    name = "timing"

    def __init__(self) -> None:
        self.times: list[float] = []

    def say(self, text: str, interrupt: bool = True) -> None:
        self.times.append(time.perf_counter())

    def stop(self) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def set_rate(self, rate: int) -> None: ...
    def close(self) -> None: ...


async def measure() -> list[float]:
    from app.session import Session
    from app.store.settings import Settings
    from app.ui.app import make_app

    speaker = TimingSpeaker()
    session = Session(speaker=speaker, settings=Settings(language="en", speech="off"))
    app = make_app(session)
    latencies = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the first menu item: Zoker Solo
        await pilot.pause()
        keys = ["right", "right", "right", "down", "left", "left", "left", "up"]
        for i in range(PRESSES):
            before = len(speaker.times)
            start = time.perf_counter()
            await pilot.press(keys[i % len(keys)])
            if len(speaker.times) > before:
                latencies.append(speaker.times[before] - start)
    session.close()
    return latencies


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETALK_HOME"] = home
        latencies = sorted(asyncio.run(measure()))
    p50 = statistics.median(latencies)
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    print(f"key press to Speaker.say ({len(latencies)} focus moves in the Solo screen)")
    print(f"  p50 {p50 * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms   (target: p95 under 15 ms)")
    import resource

    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak RSS of this process after the run: {rss:.1f} MiB (target: under 100)")


if __name__ == "__main__":
    main()
