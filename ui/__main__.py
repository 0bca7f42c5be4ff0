"""Start the app.  The graphical app is not built yet: until it is, this says
so and shows the command line, which does everything the app will do."""

from __future__ import annotations

import sys

from companion.cli import main

print("L'app grafica di trunfu non è ancora pronta: intanto si usa il comando `trunfu`.\n"
      "The graphical app is not ready yet: meanwhile use the `trunfu` command.\n"
      "Esempio / example: .venv/bin/trunfu score samples/hands/*.json\n")
sys.exit(main(["--help"]) if len(sys.argv) == 1 else main(sys.argv[1:]))
