#!/usr/bin/env python3
"""Replays a layout-solver op-log (see oplog.py) with kiwisolver and prints timings as JSON.

Every kiwisolver object is created before the clock starts; only the solver calls of each frame
are timed (time.perf_counter_ns, garbage collector disabled). The replay runs `--warmup` times
untimed-for-the-report first, each on a fresh solver. The output also holds the "binding floor":
the time of the same number of trivial `Solver.hasConstraint` calls per frame, i.e. what the
Python call overhead alone costs. Needs kiwisolver; otherwise standard library only.
"""

import argparse
import gc
import json
import sys
import time

import kiwisolver


def build_objects(log):
    variables = [kiwisolver.Variable(name) for name in log["variables"]]
    constraints = []
    for spec in log["constraints"]:
        terms = [kiwisolver.Term(variables[v], c) for v, c in spec["terms"]]
        expression = kiwisolver.Expression(terms, spec["constant"])
        constraints.append(kiwisolver.Constraint(expression, spec["op"], spec["strength"]))
    return variables, constraints


def compile_calls(log, solver, variables, constraints):
    """Turns every frame into a list of (bound method, arguments) pairs."""
    phases = []
    for phase in log["phases"]:
        frames = []
        for frame in phase["frames"]:
            calls = []
            for op in frame["ops"]:
                kind = op[0]
                if kind == "add":
                    calls.append((solver.addConstraint, (constraints[op[1]],)))
                elif kind == "remove":
                    calls.append((solver.removeConstraint, (constraints[op[1]],)))
                elif kind == "addEdit":
                    calls.append((solver.addEditVariable, (variables[op[1]], op[2])))
                elif kind == "removeEdit":
                    calls.append((solver.removeEditVariable, (variables[op[1]],)))
                elif kind == "suggest":
                    calls.append((solver.suggestValue, (variables[op[1]], op[2])))
                elif kind == "update":
                    calls.append((solver.updateVariables, ()))
                else:
                    raise ValueError(f"unknown op {kind!r}")
            frames.append((calls, frame.get("check")))
        phases.append((phase["name"], frames))
    return phases


def replay(log, variables, constraints, keep_checks):
    solver = kiwisolver.Solver()
    phases = compile_calls(log, solver, variables, constraints)
    result = {"phases": [], "checks": {}}
    clock = time.perf_counter_ns
    gc.collect()
    gc.disable()
    try:
        for name, frames in phases:
            times = []
            for calls, check in frames:
                start = clock()
                for method, arguments in calls:
                    method(*arguments)
                times.append(clock() - start)
                if check and keep_checks:
                    result["checks"][check] = [v.value() for v in variables]
            result["phases"].append({"name": name, "frames_ns": times})
    finally:
        gc.enable()
    return result


def binding_floor(log, constraints):
    """Per frame, the time of as many trivial solver calls as the frame has ops."""
    solver = kiwisolver.Solver()
    probe = constraints[0]
    clock = time.perf_counter_ns
    floors = []
    gc.disable()
    try:
        for phase in log["phases"]:
            times = []
            for frame in phase["frames"]:
                calls = [(solver.hasConstraint, (probe,))] * len(frame["ops"])
                start = clock()
                for method, arguments in calls:
                    method(*arguments)
                times.append(clock() - start)
            floors.append(times)
    finally:
        gc.enable()
    return floors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("oplog")
    parser.add_argument("--warmup", type=int, default=1)
    args = parser.parse_args()
    with open(args.oplog) as handle:
        log = json.load(handle)
    variables, constraints = build_objects(log)
    for _ in range(args.warmup):
        replay(log, variables, constraints, keep_checks=False)
    result = replay(log, variables, constraints, keep_checks=True)
    for phase, floor in zip(result["phases"], binding_floor(log, constraints)):
        phase["floor_ns"] = floor
    result["engine"] = "kiwisolver"
    result["version"] = f"kiwisolver {kiwisolver.__version__} (kiwi {kiwisolver.__kiwi_version__})"
    result["workload"] = log["name"]
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
