"""Application layer of trunfu: the command line, persistence and import/export,
joining the rules engine (``scoring``) and screenshot reading (``recognition``)."""
