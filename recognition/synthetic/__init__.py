"""Synthetic material for tests and benchmarks: a rendered pack and
Tabletopia-like screenshots with their truth.  These generators may use
``scoring.cards`` for the cards' identities; the recognizer itself does not."""
