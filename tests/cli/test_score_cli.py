"""``trunfu score`` as users and other tools call it (hand-format.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from shared_paths import GOLDEN, ROOT, golden_hands
from companion.cli import main
from companion.hand_files import FileHandError
from scoring import HandError, hand_from_dict
from scoring.catalogue import Message, text
from scoring.vocabulary import Side

SAMPLES = sorted((ROOT / "samples" / "hands").glob("*.json"))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_for_one_file_is_the_result_object(capsys: pytest.CaptureFixture[str]) -> None:
    path = GOLDEN / "101-solo-everything.hand.json"
    status, out, err = run(capsys, "score", str(path), "--json")
    assert status == 0 and err == ""
    assert json.loads(out) == json.loads((GOLDEN / "101-solo-everything.result.json").read_text())


def test_json_lines_for_several_files_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in golden_hands()]
    status, out, err = run(capsys, "score", "--json", *paths)
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and err == ""
    assert [line["file"] for line in lines] == paths
    for path, line in zip(paths, lines):
        line.pop("file")
        assert line == json.loads(Path(path.replace(".hand.", ".result.")).read_text())


def test_refused_file_goes_to_stderr_others_still_scored(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.hand.json"
    data = json.loads((GOLDEN / "101-solo-everything.hand.json").read_text())
    data["piles"][Side.DECLARERS].remove("KO")
    bad.write_text(json.dumps(data))
    good = str(GOLDEN / "102-stata-lost-one-pile.hand.json")
    status, out, err = run(capsys, "score", "--json", str(bad), good, str(tmp_path / "missing.json"))
    assert status == 2
    assert [json.loads(line)["file"] for line in out.splitlines()] == [good]
    with pytest.raises(HandError) as info:
        hand_from_dict(data)
    assert info.value.keys == ("hand.missing_cards",)
    assert FileHandError(bad, info.value).message() in err and "KO" in err
    assert text("cli.file_problem", path=str(tmp_path / "missing.json"), problem=Message("input.not_found")) in err
    assert "Traceback" not in err


def test_refused_single_file_prints_nothing_on_stdout(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    status, out, err = run(capsys, "score", str(bad), "--lang", "en")
    assert (status, out) == (2, "")
    detail = Message("input.json.name")
    assert err.strip() == text("cli.file_problem", "en", path=str(bad),
                               problem=Message("input.not_json", {"line": 1, "column": 2, "detail": detail}))


def test_readable_breakdown_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(GOLDEN / "101-solo-everything.hand.json")
    status, out, _ = run(capsys, "score", path)
    assert status == 0
    assert "Dichiaranti (Bruno)" in out and "Avversari (Anna, Carla, Dario)" in out
    assert "punti carte: 66 + 5 ultima presa = totale 71" in out
    assert "rimatura, vanto, rivanto, 4 Re, 4 Arie, 5 Arie, pigliate, scommessa" in out
    assert "Differenza: +8" in out and "Bruno         +24" in out
    status, out, _ = run(capsys, "score", path, "--lang", "en")
    assert "Declarers (Bruno)" in out and "card points: 66 + 5 last trick = total 71" in out
    assert "Difference: +8" in out


def test_breakdown_shows_terzetti_arithmetic(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "score", str(GOLDEN / "103-call-renonce-annulled.hand.json"))
    assert "CB CS DO       3 di valore                3 + 3 + 2 − 2 = 6" in out
    assert "Mano annullata" in out and "penalità renonce −4" in out


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_samples_score(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for lang in ("it", "en"):
        status, out, err = run(capsys, "score", str(path), "--lang", lang)
        assert status == 0 and err == "" and out


def test_console_script_runs_without_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_bytes(b"")
    proc = subprocess.run([sys.executable, "-m", "companion", "score", str(bad)],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip() == text("cli.file_problem", path=str(bad), problem=Message("input.empty"))


def test_folder_instead_of_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "score", str(tmp_path))
    assert status == 2 and err.strip() == text("cli.file_problem", path=str(tmp_path), problem=Message("input.is_folder"))


def test_utf8_bom_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (GOLDEN / "102-stata-lost-one-pile.hand.json").read_bytes())
    status, out, err = run(capsys, "score", "--json", str(path))
    assert status == 0 and json.loads(out)["difference"] == -4


def test_cards_command(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "cards", "re di coppe", "fujutu", "asso di oro")
    assert status == 2
    assert "re di coppe → KC (Re di Coppe)" in out and "fujutu → FUG" in out
    assert "bollo" in err
    status, out, _ = run(capsys, "cards", "--json")
    rows = json.loads(out)
    assert len(rows) == 63 and sum(r["counting"] for r in rows) == 23


@pytest.mark.parametrize("lang", ["it", "en"])
def test_why_gives_the_rule_behind_every_jocu_the_pay_out_and_each_penalty(
        capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """``--why`` prints after the count what the app's "Perché?" shows: each
    jocu made by each side with its rule, the pay-out rule, each penalty."""
    from companion.breakdown import jocu_rule, rule_notes
    from scoring import score

    for path in golden_hands():
        result = score(hand_from_dict(json.loads(path.read_text())))
        status, out, err = run(capsys, "score", "--why", "--lang", lang, str(path))
        assert status == 0 and err == ""
        count, _, why = out.partition("\n" + text("app.why", lang) + "\n")
        assert why, f"{path.name}: no {text('app.why', lang)!r} section"
        assert count.rstrip("\n") == run(capsys, "score", "--lang", lang, str(path))[1].rstrip("\n")
        for side, jochi in result.jochi.items():
            for jocu in jochi:
                assert jocu_rule(jocu).text(lang) in why, (path.name, side, jocu)
        assert len(rule_notes(result)) == sum(1 for line in why.splitlines() if line.startswith("  ")
                                              and not line.startswith("    "))
        for note in rule_notes(result):       # the pay-out and every penalty, named, with their rules
            assert f"  {note.label.text(lang)}\n" + "".join(f"    {r.text(lang)}\n" for r in note.rules) in why
