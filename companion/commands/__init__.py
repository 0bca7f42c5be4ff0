"""Sub-commands of ``trunfu``, one module each.

Each module defines ``register(subparsers)``, which adds its parser and sets
``func`` to a callable taking the parsed arguments and returning an exit
status.  Modules import heavy libraries (OpenCV, Flet) inside ``func`` only,
so that ``trunfu score`` starts fast.
"""

#: Modules listed here are registered, in this order, by ``companion.cli``.
COMMAND_MODULES: tuple[str, ...] = (
    "companion.commands.score",
    "companion.commands.cards",
    "companion.commands.evening",
    "companion.commands.reports",
    "companion.commands.recognize",
    "companion.commands.deck",
)
