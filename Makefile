# `make app`  : set up (once) and start the app
# `make test` : set up (once) and run every test
.PHONY: setup app test bench clean

setup:
	@bash scripts/setup.sh

app: setup
	.venv/bin/python -m ui

test: setup
	.venv/bin/python -m pytest

bench: setup
	.venv/bin/python bench/bench_scoring.py

clean:
	rm -rf .venv .pytest_cache
