"""The architecture, checked: ``scoring`` is pure Python with no third-party
imports, and ``trunfu score`` starts without OpenCV, Tesseract or Flet."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from shared_paths import ROOT

HEAVY = ("cv2", "numpy", "pytesseract", "PIL", "flet")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_scoring_imports_only_the_standard_library_and_itself() -> None:
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    for path in sorted((ROOT / "scoring").rglob("*.py")):
        foreign = _imports(path) - stdlib - {"scoring"}
        assert not foreign, f"{path.relative_to(ROOT)} imports {sorted(foreign)}"


def test_scoring_does_not_import_the_application_layers() -> None:
    for path in sorted((ROOT / "scoring").rglob("*.py")):
        assert not _imports(path) & {"companion", "recognition", "ui"}, path


def test_score_command_loads_no_heavy_library() -> None:
    code = ("import sys; from companion.cli import build_parser; build_parser(); "
            "import scoring; print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in %r)))"
            % (HEAVY,))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""
