#!/usr/bin/env bash
# One-time (idempotent) set-up on a fresh machine: system packages where we
# can install them, then a project virtual environment in .venv.
set -euo pipefail
cd "$(dirname "$0")/.."

# gnome-cards-data: packs of Debian's card games, which tests lay out as
# prints the reader was never drawn for (tests/recognition/aisle_packs.py).
APT_PACKAGES="tesseract-ocr tesseract-ocr-ita chromium fonts-dejavu-core fonts-liberation gnome-cards-data"
missing=""
for p in $APT_PACKAGES; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing Debian packages:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "setup: these system packages are missing:$missing"
    echo "setup: install them with: sudo apt-get install$missing"
    echo "setup: (without tesseract, screenshot reading falls back to image matching only;"
    echo "setup:  without chromium, the browser tests are skipped)"
  fi
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.installed-$(cat pyproject.toml | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[dev]"
  rm -f .venv/.installed-*
  touch "$stamp"
fi
