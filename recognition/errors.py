"""Errors of screenshot reading, as data: a catalogue key and its parameters.

Recognition knows nothing of the rules engine or the application layer, so
it cannot turn a key into a sentence; ``companion`` does, with the one
catalogue (``scoring.catalogue``, keys ``recognition.*``):
``UserError.of(error.key, **error.params)``."""

from __future__ import annotations

from typing import Any


class RecognitionError(ValueError):
    """Something recognition cannot do: ``key`` names the sentence in the
    catalogue, ``params`` fill it in (a path, a count)."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params: dict[str, Any] = dict(params)
        super().__init__(f"{key} {params}" if params else key)
