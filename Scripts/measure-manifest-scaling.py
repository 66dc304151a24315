#!/usr/bin/env python3
"""Times `flaggen lint` on hostile manifests of doubling size, to show how each cost grows.

A ratio near 2 per doubling is linear; near 4 is quadratic. A measurement, not a test: run it
after changing the manifest reader and compare.

Usage: Scripts/measure-manifest-scaling.py [FLAGGEN [STEPS]]
  FLAGGEN defaults to .build/debug/flaggen; STEPS (default 4) is how many sizes of each shape.
  ONLY=text in the environment measures only the shapes whose title contains it.
"""
import json
import os
import subprocess
import sys
import tempfile
import time


def many_members(n):
    """The top-level object with n unknown fields (each also checked for repeats)."""
    return '{"version": 1, "flags": [], ' + ", ".join(f'"k{i}": 1' for i in range(n)) + "}"


def repeated_keys(n):
    """One key written n times."""
    return '{"version": 1, "flags": [], ' + ", ".join('"k": 1' for _ in range(n)) + "}"


def long_unknown_name(n):
    """A configuration name of n letters and an unknown one of the same length next to it."""
    name = "a" * n
    return json.dumps({"version": 1, "configurations": [{"name": name}],
                       "flags": [{"name": "f", "description": "d", "enabled": ["b" + name[1:]]}]})


def long_list(n):
    """A flag enabled in a list of n configuration names."""
    return json.dumps({"version": 1, "flags": [{"name": "f", "description": "d",
                                                "enabled": ["localDeveloper"] * n}]})


SHAPES = [
    ("members of one object", many_members, [12_500, 25_000, 50_000, 100_000]),
    ("one key repeated", repeated_keys, [12_500, 25_000, 50_000, 100_000]),
    ("unknown name length", long_unknown_name, [2_000, 4_000, 8_000, 16_000]),
    ("names in 'enabled'", long_list, [100_000, 200_000, 400_000, 800_000]),
]


def lint_seconds(flaggen, path):
    start = time.monotonic()
    result = subprocess.run([flaggen, "lint", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.monotonic() - start
    if result.returncode not in (0, 1):
        return None
    return elapsed


def main():
    flaggen = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/flaggen"
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    with tempfile.TemporaryDirectory() as folder:
        for title, make, sizes in SHAPES:
            if os.environ.get("ONLY") and os.environ["ONLY"] not in title:
                continue
            previous = None
            for size in sizes[:steps]:
                path = os.path.join(folder, "flags.json")
                with open(path, "w") as file:
                    file.write(make(size))
                seconds = lint_seconds(flaggen, path)
                if seconds is None:
                    print(f"{title:24} {size:>8}: crashed")
                    break
                ratio = f"x{seconds / previous:.1f}" if previous else ""
                print(f"{title:24} {size:>8}: {seconds:7.2f} s {ratio}")
                previous = seconds


if __name__ == "__main__":
    main()
