#!/usr/bin/env python3
"""Regenerates Tests/LayoutSolverTests/Fixtures: small W1-W3 op-logs and kiwisolver's values.

For each fixture workload (oplog.fixture_logs) it writes `<name>.json` (the op-log) and
`<name>.kiwi.json` (the variable values kiwisolver computes at every check), so the Swift tests
can compare LayoutSolver with kiwisolver without Python. Needs kiwisolver.
"""

import json
import os
import sys

import bench_kiwi
import kiwisolver
import oplog

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "Tests", "LayoutSolverTests", "Fixtures")


def main():
    directory = os.path.normpath(sys.argv[1] if len(sys.argv) > 1 else DEFAULT)
    for path in oplog.write(oplog.fixture_logs(), directory):
        with open(path) as handle:
            log = json.load(handle)
        variables, constraints = bench_kiwi.build_objects(log)
        result = bench_kiwi.replay(log, variables, constraints, keep_checks=True)
        expected = {
            "workload": log["name"],
            "engine": f"kiwisolver {kiwisolver.__version__} (kiwi {kiwisolver.__kiwi_version__})",
            "checks": result["checks"],
        }
        expected_path = path[: -len(".json")] + ".kiwi.json"
        with open(expected_path, "w") as handle:
            json.dump(expected, handle, separators=(",", ":"))
            handle.write("\n")
        print(path)
        print(expected_path)


if __name__ == "__main__":
    main()
