#!/usr/bin/env python3
"""Writes the layout-solver benchmark workloads (W1-W3) as JSON op-logs.

An op-log is engine-neutral: both replayers (bench_kiwi.py for kiwisolver, the Swift
`layout-replay` executable for LayoutSolver) read the same file, create every variable and
constraint before any clock starts, and then replay the same solver calls in the same order.

Format (version 1):

    {
      "format": 1,
      "name": "W1-row-10",
      "variables": ["x0", "w0", ...],                 # creation order
      "constraints": [                                 # expression (op) 0
        {"terms": [[var, coef], ...], "constant": c, "op": "==" | "<=" | ">=",
         "strength": 1001001000.0},                    # kiwi numeric strength (a double)
        ...
      ],
      "phases": [
        {"name": "build", "frames": [
          {"ops": [["add", ci], ["addEdit", vi, strength], ["suggest", vi, value],
                   ["update"], ["remove", ci], ["removeEdit", vi]],
           "check": "label or null"},                  # dump all values after the frame
          ...
        ]},
        ...
      ]
    }

Only the ops inside a frame are timed, frame by frame. The workloads follow
shared/reference/layout-solver.md section 6.2. Standard library only.
"""

import argparse
import json
import math
import os

REQUIRED = 1001001000.0
STRONG = 1e6


class Log:
    """Collects variables, constraints and phases of one workload."""

    def __init__(self, name):
        self.name = name
        self.variables = []
        self.constraints = []
        self.phases = []

    def var(self, name):
        self.variables.append(name)
        return len(self.variables) - 1

    def cn(self, terms, constant, op, strength=REQUIRED):
        """Adds `sum(coef*var) + constant (op) 0`; returns its index."""
        self.constraints.append(
            {"terms": [[v, float(c)] for v, c in terms], "constant": float(constant),
             "op": op, "strength": float(strength)})
        return len(self.constraints) - 1

    def phase(self, name):
        frames = []
        self.phases.append({"name": name, "frames": frames})
        return frames

    def to_json(self):
        return {"format": 1, "name": self.name, "variables": self.variables,
                "constraints": self.constraints, "phases": self.phases}


def frame(ops, check=None):
    return {"ops": ops, "check": check}


def wants_check(k, count, every):
    return every > 0 and (k % every == every - 1 or k == count - 1)


def w1(n, check_every=1):
    """W1: a row of n equal-width views: build, 60 resize frames, teardown."""
    log = Log(f"W1-row-{n}")
    xs, ws = [], []
    for i in range(n):
        xs.append(log.var(f"x{i}"))
        ws.append(log.var(f"w{i}"))
    width = log.var("W")
    order = [log.cn([(xs[0], 1)], -8, "==")]
    for i in range(n):
        if i >= 1:
            order.append(log.cn([(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)], -8, "=="))
            order.append(log.cn([(ws[i], 1), (ws[0], -1)], 0, "=="))
        order.append(log.cn([(ws[i], 1)], -10, ">="))
        order.append(log.cn([(ws[i], 1)], -44, "==", 250.0))
    order.append(log.cn([(xs[n - 1], 1), (ws[n - 1], 1), (width, -1)], 8, "=="))

    ops = [["add", c] for c in order]
    ops += [["addEdit", width, STRONG], ["suggest", width, 60.0 * n], ["update"]]
    log.phase("build").append(frame(ops, "build"))

    resize = log.phase("resize")
    for k in range(60):
        value = 60.0 * n + 100.0 * math.sin(2 * math.pi * k / 60)
        check = f"resize-{k}" if wants_check(k, 60, check_every) else None
        resize.append(frame([["suggest", width, value], ["update"]], check))

    ops = [["removeEdit", width]] + [["remove", c] for c in reversed(order)] + [["update"]]
    log.phase("teardown").append(frame(ops, "teardown"))
    return log


def w2(rows, cols, check_every=1):
    """W2: a rows x cols grid with content hugging / compression resistance and 10% churn."""
    log = Log(f"W2-grid-{rows}x{cols}")
    x, y, w, h = {}, {}, {}, {}
    for r in range(rows):
        for c in range(cols):
            x[r, c] = log.var(f"x{r}_{c}")
            y[r, c] = log.var(f"y{r}_{c}")
            w[r, c] = log.var(f"w{r}_{c}")
            h[r, c] = log.var(f"h{r}_{c}")
    width = log.var("W")
    height = log.var("H")
    order, compression = [], []
    for r in range(rows):
        for c in range(cols):
            if c == 0:
                order.append(log.cn([(x[r, c], 1)], -4, "=="))
            else:
                order.append(log.cn(
                    [(x[r, c], 1), (x[r, c - 1], -1), (w[r, c - 1], -1)], -4, "=="))
            if r == 0:
                order.append(log.cn([(y[r, c], 1)], -4, "=="))
            else:
                order.append(log.cn(
                    [(y[r, c], 1), (y[r - 1, c], -1), (h[r - 1, c], -1)], -4, "=="))
            if (r, c) != (0, 0):
                order.append(log.cn([(w[r, c], 1), (w[0, 0], -1)], 0, "=="))
                order.append(log.cn([(h[r, c], 1), (h[0, 0], -1)], 0, "=="))
            for var, size in ((w[r, c], 40), (h[r, c], 20)):
                resist = log.cn([(var, 1)], -size, ">=", 750.0)
                compression.append(resist)
                order.append(resist)
                order.append(log.cn([(var, 1)], -size, "<=", 250.0))
            if c == cols - 1:
                order.append(log.cn([(x[r, c], 1), (w[r, c], 1), (width, -1)], 4, "=="))
            if r == rows - 1:
                order.append(log.cn([(y[r, c], 1), (h[r, c], 1), (height, -1)], 4, "=="))

    width0 = 4.0 + cols * 44.0
    height0 = 4.0 + rows * 24.0
    ops = [["add", c] for c in order]
    ops += [["addEdit", width, STRONG], ["addEdit", height, STRONG],
            ["suggest", width, width0], ["suggest", height, height0], ["update"]]
    log.phase("build").append(frame(ops, "build"))

    resize = log.phase("resize")
    for k in range(60):
        angle = 2 * math.pi * k / 60
        ops = [["suggest", width, width0 * (1 + 0.2 * math.sin(angle))],
               ["suggest", height, height0 * (1 + 0.2 * math.cos(angle))], ["update"]]
        check = f"resize-{k}" if wants_check(k, 60, check_every) else None
        resize.append(frame(ops, check))

    churned = compression[::10]
    churn = log.phase("churn")
    for k in range(60):
        ops = [["remove", c] for c in churned] + [["add", c] for c in churned] + [["update"]]
        check = f"churn-{k}" if wants_check(k, 60, check_every) else None
        churn.append(frame(ops, check))
    return log


def w3(frames=600, check_every=1):
    """W3: dragging the middle of a 20-view row through an edit variable at 60 Hz."""
    log = Log("W3-drag" if frames == 600 else f"W3-drag-{frames}")
    count = 20
    xs, ws = [], []
    for i in range(count):
        xs.append(log.var(f"x{i}"))
        ws.append(log.var(f"w{i}"))
    drag = log.var("d")
    order = []
    for i in range(count):
        order.append(log.cn([(ws[i], 1)], -10, "=="))
    order.append(log.cn([(xs[0], 1)], 0, ">="))
    for i in range(1, count):
        gap = [(xs[i], 1), (xs[i - 1], -1), (ws[i - 1], -1)]
        order.append(log.cn(gap, -8, ">="))
        order.append(log.cn(gap, -8, "==", 1.0))
    order.append(log.cn([(xs[count - 1], 1), (ws[count - 1], 1)], -1000, "<="))
    order.append(log.cn([(xs[10], 1), (ws[10], 0.5), (drag, -1)], 0, "=="))

    ops = [["add", c] for c in order]
    ops += [["addEdit", drag, STRONG], ["suggest", drag, 509.0], ["update"]]
    log.phase("build").append(frame(ops, "build"))

    phase = log.phase("drag")
    for k in range(1, frames + 1):
        value = 509.0 + 400.0 * math.sin(2 * math.pi * k / 120)
        check = f"drag-{k}" if wants_check(k - 1, frames, check_every) else None
        phase.append(frame([["suggest", drag, value], ["update"]], check))
    return log


def benchmark_logs():
    """The workloads of the benchmark (layout-solver.md section 6.2)."""
    return [w1(10), w1(100), w1(1000, check_every=10), w2(10, 10, check_every=10),
            w2(30, 30, check_every=20), w3()]


def fixture_logs():
    """Smaller workloads stored with the tests."""
    return [w1(10, check_every=10), w1(100, check_every=20), w2(10, 10, check_every=20),
            w3(frames=240, check_every=4)]


def write(logs, directory):
    os.makedirs(directory, exist_ok=True)
    paths = []
    for log in logs:
        path = os.path.join(directory, log.name + ".json")
        with open(path, "w") as handle:
            json.dump(log.to_json(), handle, separators=(",", ":"))
            handle.write("\n")
        paths.append(path)
    return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", help="where to write the op-logs")
    parser.add_argument("--fixtures", action="store_true",
                        help="write the smaller test workloads instead of the benchmark ones")
    args = parser.parse_args()
    logs = fixture_logs() if args.fixtures else benchmark_logs()
    for path in write(logs, args.directory):
        print(path)


if __name__ == "__main__":
    main()
