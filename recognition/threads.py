"""One thread per screenshot: OpenCV and OpenBLAS otherwise start a thread
per core for each tiny matrix product and fight over the cores (on two cores
the worst screenshot took 2.0 s with threads, 0.9 s without).  Both cores are
used instead by reading several screenshots in parallel processes
(``recognize_files``)."""

from __future__ import annotations

import ctypes
import glob
import os
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Iterator

import cv2
import numpy as np


@lru_cache(maxsize=1)
def _openblas() -> tuple[Any, Any] | None:
    """numpy's OpenBLAS set/get thread-count functions, or None if they
    cannot be found (another BLAS: then nothing is changed)."""
    folder = os.path.join(os.path.dirname(os.path.dirname(np.__file__)), "numpy.libs")
    for path in glob.glob(os.path.join(folder, "*openblas*.so*")):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for suffix in ("64_", "_64_", ""):
            setter = getattr(lib, f"scipy_openblas_set_num_threads{suffix}", None) \
                or getattr(lib, f"openblas_set_num_threads{suffix}", None)
            getter = getattr(lib, f"scipy_openblas_get_num_threads{suffix}", None) \
                or getattr(lib, f"openblas_get_num_threads{suffix}", None)
            if setter is not None and getter is not None:
                setter.argtypes = [ctypes.c_int]
                getter.restype = ctypes.c_int
                return setter, getter
    return None


@contextmanager
def single_threaded() -> Iterator[None]:
    """OpenCV and OpenBLAS on one thread inside the block, as before after it."""
    cv_threads = cv2.getNumThreads()
    blas = _openblas()
    blas_threads = int(blas[1]()) if blas else 0
    cv2.setNumThreads(1)
    if blas:
        blas[0](1)
    try:
        yield
    finally:
        cv2.setNumThreads(cv_threads)
        if blas:
            blas[0](blas_threads)
