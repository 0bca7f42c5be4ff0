"""Measure tap → visible update in the real browser (not a test: run it by hand).

    .venv/bin/python tests/browser/measure_latency.py [--taps 30] [--width 1400 --height 1000]

Starts the app on a fresh database with a table of four, opens the hand
screen and taps cards one after another.  For each tap the page records, in
the browser, the time from the pointer-down event to the moment the pile
count in the page's accessibility tree shows the new number (Flutter
updates that tree in the same frame it paints), so the figure is what a
person sees, without Playwright's own polling.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_helpers import CHROMIUM, FLAGS, AppServer, load, reveal  # noqa: E402

CODES = ["KO", "QO", "CO", "DO", "10O", "9O", "8O", "7O", "6O", "5O", "KC", "QC", "CC", "DC", "10C", "9C", "8C",
         "7C", "6C", "5C", "KB", "QB", "CB", "DB", "10B", "9B", "8B", "7B", "6B", "5B", "KS", "QS"]

ARM = """(expect) => {
  window.__tap = new Promise(resolve => {
    let t0 = null;
    const down = () => { t0 = performance.now(); };
    window.addEventListener('pointerdown', down, {capture: true, once: true});
    const obs = new MutationObserver(() => {
      if (t0 !== null && document.querySelector('flt-semantics-host, body').innerText.includes(expect)) {
        obs.disconnect(); resolve(performance.now() - t0);
      }
    });
    obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  });
}"""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=1000)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        server = AppServer(Path(folder))
        server.trunfu("evening", "create", "bench")
        server.trunfu("table", "create", "bench", "A", "Anna", "Bruno", "Carla", "Dario")
        (Path(folder) / "app-settings.json").write_text('{"evening": "bench", "table": "A"}')
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                page = browser.new_page(viewport={"width": args.width, "height": args.height})
                load(page, server.url)
                page.get_by_text("Dichiaranti: 0 carte").first.wait_for(timeout=30000)
                times = []
                for n, code in enumerate(CODES[: args.taps], start=1):
                    expect = "Dichiaranti: 1 carta" if n == 1 else f"Dichiaranti: {n} carte"
                    chip = reveal(page, page.locator(f"flt-semantics[aria-label^='{code} ']").first)
                    page.evaluate(ARM, expect)
                    chip.click()
                    times.append(page.evaluate("window.__tap"))
                browser.close()
        finally:
            server.stop()
    print(f"tap → visible pile count, {len(times)} taps: median {statistics.median(times):.0f} ms, "
          f"min {min(times):.0f} ms, max {max(times):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
