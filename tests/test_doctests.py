"""The examples in the rules engine's docstrings run, so they cannot drift
from the code they document.  A test of its own (rather than
``--doctest-modules`` in ``addopts``) so that ``python -m pytest`` with the
default ``testpaths`` checks them, and running one test folder does not try
to import the app's Flet modules as doctests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import scoring

MODULES = sorted(m.name for m in pkgutil.walk_packages(scoring.__path__, "scoring."))


def test_the_public_functions_have_examples() -> None:
    finder = doctest.DocTestFinder()
    with_examples = {t.name for name in ["scoring", *MODULES]
                     for t in finder.find(importlib.import_module(name)) if t.examples}
    for name in ("card", "card_name", "parse_card", "card_points", "terzetti", "hand_from_dict",
                 "hand_from_json", "hand_to_dict", "score", "text"):
        module = getattr(scoring, name).__module__
        assert f"{module}.{name}" in with_examples, f"{module}.{name} has no runnable example"


@pytest.mark.parametrize("name", ["scoring", *MODULES])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                             verbose=False, report=False)
    assert result.failed == 0, (f"{result.failed} of {result.attempted} examples failed in {name}"
                                f" (run: python -m doctest -v {module.__file__})")
