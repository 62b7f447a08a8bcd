#!/usr/bin/env python3
"""Runs the layout-solver benchmark: kiwisolver and LayoutSolver on the same op-logs.

For every workload it runs the two replayers one after the other, `--reps` times (A/B/A/B), each
run in a fresh process that replays once untimed (warm-up) and once timed. It checks that every
value dump agrees within 1e-6 between the engines, then prints, per phase, the median total time
over the repetitions (min-max in brackets), the ratio LayoutSolver / kiwisolver, and kiwisolver's
"binding floor" (the time of as many trivial Python calls into kiwisolver). For the drag workload
it also prints per-frame median / p99 / max and LayoutSolver's pivots per frame.

Exit status: 0 when all values agree, 1 when any differ, 2 on a failed run. Standard library only
(kiwisolver is only imported by bench_kiwi.py).
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE = 1e-6


def run_json(command):
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0:
        sys.stderr.write(completed.stderr)
        raise SystemExit(f"driver: failed: {' '.join(command)}")
    return json.loads(completed.stdout)


def environment(replay):
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    swift_version = next(
        (line for line in (swift.stdout + swift.stderr).splitlines() if "Swift version" in line),
        "unknown")
    kiwi = subprocess.run(
        [sys.executable, "-c",
         "import kiwisolver as k; print(k.__version__, '(kiwi', k.__kiwi_version__ + ')')"],
        capture_output=True, text=True).stdout.strip()
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "kiwisolver": kiwi,
        "swift": swift_version.strip(),
        "python": platform.python_version(),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "system": f"{platform.system()} {platform.release()}",
        "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "replay": replay,
    }


def compare(kiwi, swift):
    """The largest |difference| over all dumped values, and the labels missing on either side."""
    worst = 0.0
    missing = sorted(set(kiwi["checks"]) ^ set(swift["checks"]))
    for label, values in kiwi["checks"].items():
        other = swift["checks"].get(label)
        if other is None or len(other) != len(values):
            missing.append(label)
            continue
        for a, b in zip(values, other):
            worst = max(worst, abs(a - b))
    return worst, missing


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def ms(nanoseconds):
    return nanoseconds / 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replay", required=True, help="the layout-replay executable")
    parser.add_argument("--oplogs", required=True, help="directory written by oplog.py")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--only", default="", help="run only workloads whose name contains this")
    parser.add_argument("--out", default=None, help="directory for results.json")
    args = parser.parse_args()

    env = environment(args.replay)
    print("Layout solver benchmark: LayoutSolver (Swift) vs kiwisolver (Python binding of kiwi)")
    print(f"  kiwisolver {env['kiwisolver']}; {env['swift']}; Python {env['python']}")
    print(f"  CPU: {env['cpu']} ({env['cores']} cores); {env['system']}; {env['date']}")
    print(f"  {args.reps} repetitions per engine, interleaved, each after one warm-up replay;"
          " times are medians of per-phase totals [min-max]")

    names = sorted(name[:-5] for name in os.listdir(args.oplogs) if name.endswith(".json"))
    order = ["W1-row-10", "W1-row-100", "W1-row-1000", "W2-grid-10x10", "W2-grid-30x30",
             "W3-drag"]
    names = [n for n in order if n in names] + [n for n in names if n not in order]
    names = [n for n in names if args.only in n]

    results = {"environment": env, "workloads": {}}
    mismatches = []
    header = (f"\n{'workload':<15} {'phase':<9} {'kiwisolver ms':>24} {'LayoutSolver ms':>24}"
              f" {'ratio':>6} {'py floor ms':>11}")
    print(header)
    print("-" * (len(header) - 1))
    for name in names:
        path = os.path.join(args.oplogs, name + ".json")
        runs = {"kiwisolver": [], "LayoutSolver": []}
        for _ in range(args.reps):
            kiwi = run_json([sys.executable, os.path.join(HERE, "bench_kiwi.py"), path])
            swift = run_json([args.replay, path])
            worst, missing = compare(kiwi, swift)
            if worst > TOLERANCE or missing:
                mismatches.append((name, worst, missing[:5]))
            runs["kiwisolver"].append(kiwi)
            runs["LayoutSolver"].append(swift)

        summary = {"phases": {}, "max_difference": max(
            compare(k, s)[0] for k, s in zip(runs["kiwisolver"], runs["LayoutSolver"]))}
        for index, phase in enumerate(runs["kiwisolver"][0]["phases"]):
            phase_name = phase["name"]
            totals = {engine: [sum(run["phases"][index]["frames_ns"]) for run in engine_runs]
                      for engine, engine_runs in runs.items()}
            floors = [sum(run["phases"][index]["floor_ns"]) for run in runs["kiwisolver"]]
            kiwi_median = statistics.median(totals["kiwisolver"])
            swift_median = statistics.median(totals["LayoutSolver"])
            ratio = swift_median / kiwi_median if kiwi_median else float("nan")
            entry = {
                "kiwisolver_ms": [ms(t) for t in totals["kiwisolver"]],
                "LayoutSolver_ms": [ms(t) for t in totals["LayoutSolver"]],
                "median_kiwisolver_ms": ms(kiwi_median),
                "median_LayoutSolver_ms": ms(swift_median),
                "ratio": ratio,
                "python_floor_ms": ms(statistics.median(floors)),
            }

            def cell(values, median):
                return f"{ms(median):9.3f} [{ms(min(values)):.3f}-{ms(max(values)):.3f}]"

            print(f"{name:<15} {phase_name:<9} {cell(totals['kiwisolver'], kiwi_median):>24}"
                  f" {cell(totals['LayoutSolver'], swift_median):>24} {ratio:6.2f}"
                  f" {entry['python_floor_ms']:11.3f}")

            frame_count = len(phase["frames_ns"])
            if frame_count >= 100:
                for engine, engine_runs in runs.items():
                    frames = [t for run in engine_runs for t in run["phases"][index]["frames_ns"]]
                    entry[f"{engine}_frame_us"] = {
                        "median": statistics.median(frames) / 1e3,
                        "p99": percentile(frames, 0.99) / 1e3,
                        "max": max(frames) / 1e3,
                    }
                pivots = runs["LayoutSolver"][0]["phases"][index]["pivots"]
                entry["LayoutSolver_pivots_per_frame"] = {
                    "median": statistics.median(pivots), "max": max(pivots),
                    "total": sum(pivots), "frames_with_pivots": sum(1 for p in pivots if p)}
                k, s = entry["kiwisolver_frame_us"], entry["LayoutSolver_frame_us"]
                p = entry["LayoutSolver_pivots_per_frame"]
                print(f"{'':<15} {'per frame':<9} kiwisolver median {k['median']:.2f} us,"
                      f" p99 {k['p99']:.2f} us, max {k['max']:.2f} us;"
                      f" LayoutSolver median {s['median']:.2f} us, p99 {s['p99']:.2f} us,"
                      f" max {s['max']:.2f} us")
                print(f"{'':<15} {'pivots':<9} LayoutSolver: {p['total']} over {frame_count}"
                      f" frames, in {p['frames_with_pivots']} frames, max {p['max']} per frame")
            summary["phases"][phase_name] = entry
        results["workloads"][name] = summary
        sys.stdout.flush()

    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.json"), "w") as handle:
            json.dump(results, handle, indent=1)
        print(f"\nresults: {os.path.join(args.out, 'results.json')}")

    if mismatches:
        print("\nFAIL: LayoutSolver and kiwisolver values differ by more than 1e-6:")
        for name, worst, missing in mismatches:
            print(f"  {name}: max |difference| {worst:.3g}; missing dumps {missing}")
        return 1
    worst = max((w["max_difference"] for w in results["workloads"].values()), default=0.0)
    print(f"\nOK: all value dumps agree (max |difference| {worst:.3g} <= 1e-6)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
