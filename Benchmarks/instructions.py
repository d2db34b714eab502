#!/usr/bin/env python3
"""Instructions per operation of the dispatch scenarios, counted by callgrind.

Each scenario of `DispatchInstructions` runs twice under `valgrind --tool=callgrind`, with 100,000
and 200,000 operations; the difference of the two totals divided by 100,000 is the cost of one
operation without the program's start-up. Build first:

    swift build -c release --product DispatchInstructions
    python3 instructions.py [SCENARIO ...]
"""

import re
import subprocess
import sys

SCENARIOS = ("pthread", "mutex", "dispatch0", "scopedDispatch", "whole1", "scoped1", "keypath10")
BINARY = ".build/release/DispatchInstructions"
FEW, MANY = 100_000, 200_000


def collected(scenario, count):
    """Instructions callgrind counted in a whole run of `scenario` with `count` operations."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", BINARY, scenario, str(count)],
        capture_output=True, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def main():
    scenarios = sys.argv[1:] or SCENARIOS
    for scenario in scenarios:
        per = (collected(scenario, MANY) - collected(scenario, FEW)) / (MANY - FEW)
        print(f"{scenario:10} {per:8.1f} instructions per operation")


if __name__ == "__main__":
    main()
