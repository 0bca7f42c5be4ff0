"""The architecture, checked.

* Imports go downward only: ``ui`` → ``companion`` → (``scoring``,
  ``recognition``).  ``scoring`` imports nothing of the others and nothing
  outside the standard library; ``recognition`` knows nothing of ``scoring``,
  ``companion`` or ``ui``; ``companion`` imports no ``ui``.
* Every rule lives once, in ``scoring``: no set of the special cards' codes,
  no pack arithmetic (104 points, rimatura at 55), no last-trick "+ 5", and no
  inline choice of language (``lang == "en"``) anywhere else.
* ``trunfu score`` starts without OpenCV, Tesseract or Flet.

Files that still break a rule on this branch are listed in
``KNOWN_VIOLATIONS`` with the reason, so the suite stays green while their
owners move them; an entry that no longer violates fails the test, so the
list can only shrink.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from shared_paths import ROOT

HEAVY = ("cv2", "numpy", "pytesseract", "PIL", "flet")
PACKAGES = ("scoring", "recognition", "companion", "ui")
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

#: What each package may not import (project packages; third-party for scoring).
FORBIDDEN = {
    "scoring": {"companion", "recognition", "ui"},
    "recognition": {"scoring", "companion", "ui"},
    "companion": {"ui"},
    "ui": set(),
}

#: (check, file relative to the repository) → why it is still there.  Empty
#: this list as the files are moved over; a stale entry fails the test.
KNOWN_VIOLATIONS: dict[tuple[str, str], str] = {
    # The synthetic deck renderer draws suits and court figures from the
    # engine's Suit/Rank/PACK; recognition should carry its own card list.
    ("imports", "recognition/synthetic/render_deck.py"): "imports scoring.cards",
    # Inline language choices still to be moved into catalogue lookups by
    # the companion/CLI, recognition and app helpers.
}


def _files(package: str) -> list[Path]:
    return sorted(p for p in (ROOT / package).rglob("*.py") if ".venv" not in p.parts)


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


# --- what a file breaks -------------------------------------------------------

#: Codes of the cards the rules single out: the Re, the Arie, Picciotti,
#: Giove, Fuggitivo.  Two or more of them in one literal collection is a
#: rule (a pigliata list, the 4 Re, the scommessa cards) written again.
SPECIAL_CODES = frozenset({"KO", "KC", "KB", "KS", "T16", "T17", "T18", "T19", "T1", "T20", "FUG"})
LAST_TRICK_TEXT = re.compile(r"\+ ?5\b")
LANGUAGE_TEST = re.compile(r"""(==|!=)\s*["']en["']|["']en["']\s*(==|!=)""")


def _rule_constants(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Set, ast.Tuple, ast.List)):
            codes = [e.value for e in node.elts if isinstance(e, ast.Constant) and e.value in SPECIAL_CODES]
            if len(codes) >= 2:
                found.append(f"line {node.lineno}: card set {codes}")
        elif isinstance(node, ast.Constant) and node.value == 104 and type(node.value) is int:
            found.append(f"line {node.lineno}: 104 (the pack's card points)")
        elif isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                if isinstance(side, ast.Constant) and side.value == 55 and type(side.value) is int:
                    found.append(f"line {node.lineno}: comparison with 55 (rimatura)")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and LAST_TRICK_TEXT.search(node.value):
            found.append(f"line {node.lineno}: {node.value!r} (the last-trick bonus)")
    return found


def _violations(check: str, path: Path) -> list[str]:
    source = path.read_text()
    if check == "imports":
        package = _rel(path).split("/")[0]
        bad = _imports(path) & FORBIDDEN[package]
        if package == "scoring":
            bad |= _imports(path) - STDLIB - {"scoring"}
        return sorted(bad)
    if check == "rule_constants":
        return _rule_constants(ast.parse(source))
    if check == "language_tests":
        return [f"line {n}: {line.strip()}" for n, line in enumerate(source.splitlines(), 1)
                if LANGUAGE_TEST.search(line)]
    raise ValueError(check)


CHECKS = {
    "imports": PACKAGES,
    "rule_constants": ("recognition", "companion", "ui"),
    "language_tests": PACKAGES,
}


@pytest.mark.parametrize("check", sorted(CHECKS))
def test_every_file_keeps_the_architecture(check: str) -> None:
    broken = {}
    for package in CHECKS[check]:
        for path in _files(package):
            found = _violations(check, path)
            if found and (check, _rel(path)) not in KNOWN_VIOLATIONS:
                broken[_rel(path)] = found
    assert not broken, f"{check}: {broken}"


@pytest.mark.parametrize("entry", sorted(KNOWN_VIOLATIONS), ids=lambda e: f"{e[0]}:{e[1]}")
def test_known_violations_are_still_real(entry: tuple[str, str]) -> None:
    """A fixed file must leave the list, so it cannot silently regress."""
    check, rel = entry
    path = ROOT / rel
    assert path.exists() and _violations(check, path), f"{rel} no longer breaks {check}: remove it"


def test_the_checks_catch_what_they_look_for() -> None:
    """The detectors themselves, on small sources."""
    assert _rule_constants(ast.parse('P = ("T19", "T18", "T1")'))
    assert _rule_constants(ast.parse('k = {"KO", "KC"}'))
    assert _rule_constants(ast.parse('total = 104 - x'))
    assert _rule_constants(ast.parse('if t >= 55: pass'))
    assert _rule_constants(ast.parse('s = "+ 5 ultima presa"'))
    assert not _rule_constants(ast.parse('x = randint(55, 165); codes = ["KO"]; y = "T15"'))
    assert LANGUAGE_TEST.search('en = lang == "en"') and not LANGUAGE_TEST.search('lang="en"')


def test_scoring_imports_only_the_standard_library_and_itself() -> None:
    for path in _files("scoring"):
        foreign = _imports(path) - STDLIB - {"scoring"}
        assert not foreign, f"{_rel(path)} imports {sorted(foreign)}"


def test_score_command_loads_no_heavy_library() -> None:
    code = ("import sys; from companion.cli import build_parser; build_parser(); "
            "import scoring; print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in %r)))"
            % (HEAVY,))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""
