"""How Tesseract's reading of an index corner settles an unsure card."""

from recognition.ocr import settle


def test_the_text_settles_the_one_candidate_it_spells() -> None:
    assert settle("6S", ["8S", "9S", "6S"]) == "6S"
    assert settle("T10", ["T10", "T17", "T13"]) == "T10"


def test_zero_and_letter_o_are_one() -> None:
    assert settle("T1O", ["T10", "T17"]) == "T10"
    assert settle("5O", ["5O", "6O"]) == "5O"


def test_text_that_spells_no_candidate_settles_nothing() -> None:
    assert settle(None, ["8O", "9O"]) is None
    assert settle("", ["8O", "9O"]) is None
    assert settle("BO", ["8O", "9O", "6O"]) is None
    assert settle("3", ["8S", "6S"]) is None


def test_a_queen_and_a_donna_are_not_told_apart_by_small_text() -> None:
    # A Q's tail is a pixel or two on a small index: "DO" may be a Queen.
    assert settle("DO", ["QO", "DO"], 97) is None
    assert settle("QB", ["QB", "DB", "KB"], 120) is None
    assert settle("DO", ["QO", "DO"]) is None


def test_a_queen_and_a_donna_are_told_apart_by_large_text() -> None:
    assert settle("DO", ["QO", "DO"], 230) == "DO"
    assert settle("QB", ["QB", "DB"], 240) == "QB"


def test_a_lookalike_letter_matters_only_between_candidates() -> None:
    assert settle("DO", ["DO", "KO", "CO"]) == "DO"
    assert settle("QS", ["QS", "KS"]) == "QS"
