#!/usr/bin/env python3
"""bench_cpython.py times CPython's ast.parse on the standard library's .py
files (read into memory first, as BenchmarkParseStdlib does) and prints
the median of N runs in MB/s and files/s.

    python3 testdata/bench_cpython.py [N]
"""
import ast
import os
import statistics
import sys
import sysconfig
import time
import warnings

lib = sysconfig.get_paths()["stdlib"]
srcs = []
for root, dirs, files in os.walk(lib):
    dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "__pycache__"))
    for f in sorted(files):
        if f.endswith(".py"):
            with open(os.path.join(root, f), "rb") as fh:
                src = fh.read()
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    ast.parse(src)
            except (SyntaxError, ValueError):
                continue
            srcs.append(src)
total = sum(len(s) for s in srcs)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
times = []
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    for _ in range(n):
        t0 = time.perf_counter()
        for s in srcs:
            ast.parse(s)
        times.append(time.perf_counter() - t0)
med = statistics.median(times)
print("cpython %s ast.parse: %d files, %d bytes, median of %d runs %.3f s: %.2f MB/s, %.0f files/s"
      % (sys.version.split()[0], len(srcs), total, n, med, total / med / 1e6, len(srcs) / med))
