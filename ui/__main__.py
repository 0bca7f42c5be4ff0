"""Start the app in the browser: ``python -m ui [--port N] [--no-browser]``.

Flet's desktop window needs a client downloaded at first run, so the app is
served as a web page with Flet's own bundled client (``no_cdn``), which works
offline; open the printed address in a browser.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui", description="Trunfu, the app")
    parser.add_argument("--port", type=int, default=8550)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--no-browser", action="store_true", help="serve only, do not open a browser")
    args = parser.parse_args(argv)
    try:
        import flet as ft
    except ImportError:
        print("Flet non è installato: esegui `make app` / Flet is not installed: run `make app`",
              file=sys.stderr)
        return 2
    import os
    import tempfile

    from companion.settings import load_settings, settings_path

    # The card pictures are the deck folder's faces, served as the app's assets;
    # uploads (screenshots picked in the browser) land in a private folder.
    deck = load_settings(settings_path()).deck
    uploads = os.environ.get("TRUNFU_UPLOADS") or tempfile.mkdtemp(prefix="trunfu-uploads-")
    os.environ["TRUNFU_UPLOADS"] = uploads
    # Flet signs upload URLs; a fresh key per run of the app is enough.
    os.environ.setdefault("FLET_SECRET_KEY", __import__("secrets").token_hex(16))
    from ui.app import main as app_main

    print(f"Trunfu: http://{args.host}:{args.port}/  (Ctrl+C per uscire / to quit)", flush=True)
    ft.run(app_main, host=args.host, port=args.port, no_cdn=True, assets_dir=deck, upload_dir=uploads,
           view=None if args.no_browser else ft.AppView.WEB_BROWSER)
    return 0


if __name__ == "__main__":
    sys.exit(main())
