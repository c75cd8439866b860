#!/usr/bin/env python3
"""Plots the direct solver's solve time against N on log-log axes.

Runs the release-built `stack-timing` (Benchmarks/) for N = 10, 100, 1,000 and
10,000 on every benchmark scene, or reads its JSON output from --timing, adds
Kiwi's build-and-solve times when --kiwi names the JSON written by
`scripts/compare-kiwi.py --json`, writes docs/solve-time.png, and prints the
timings as a Markdown table.

Usage: scripts/plot-solve-time.py [--timing FILE] [--kiwi FILE] [--output docs/solve-time.png]
Needs: pip install matplotlib
"""

import argparse
import json
import math
import os
import subprocess
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    sys.exit("plot-solve-time: matplotlib is missing: pip install matplotlib")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
TIMING = os.path.join(BENCHMARKS, ".build", "release", "stack-timing")
COUNTS = [10, 100, 1000, 10000]


def timings(path):
    if path:
        with open(path) as file:
            return json.load(file)
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "stack-timing"],
        cwd=BENCHMARKS,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    output = subprocess.run(
        [TIMING] + [str(n) for n in COUNTS], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timing", help="stack-timing's JSON output, instead of running it")
    parser.add_argument("--kiwi", help="the JSON written by scripts/compare-kiwi.py --json")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "solve-time.png"))
    options = parser.parse_args()

    records = timings(options.timing)
    solves = [r for r in records if r.get("kind") == "solve"]
    scenes = sorted({r["scene"] for r in solves}, key=lambda s: [r["scene"] for r in solves].index(s))

    figure, axes = plt.subplots(figsize=(8, 5.5), dpi=110)
    markers = ["o", "s", "^", "D"]
    for marker, scene in zip(markers, scenes):
        rows = sorted((r for r in solves if r["scene"] == scene), key=lambda r: r["n"])
        axes.plot(
            [r["n"] for r in rows],
            [r["median_ns"] / 1000 for r in rows],
            marker=marker,
            label=f"direct: {scene}",
        )
    if options.kiwi:
        with open(options.kiwi) as file:
            kiwi_rows = json.load(file)
        for marker, scene in zip(markers, scenes):
            rows = sorted((r for r in kiwi_rows if r["scene"] == scene), key=lambda r: r["n"])
            if rows:
                axes.plot(
                    [r["n"] for r in rows],
                    [r["kiwi_ns"] / 1000 for r in rows],
                    marker=marker,
                    linestyle="--",
                    alpha=0.6,
                    label=f"Kiwi build+solve: {scene}",
                )
    # N log N through the fill-room point at N = 1,000, and the targets.
    anchor = next((r for r in solves if r["scene"] == scenes[0] and r["n"] == 1000), None)
    if anchor:
        base = anchor["median_ns"] / 1000 / (1000 * math.log(1000))
        xs = [10, 30, 100, 300, 1000, 3000, 10000]
        axes.plot(
            xs, [base * x * math.log(x) for x in xs], color="grey", linestyle=":", label="∝ N log N"
        )
    axes.scatter([1000, 10000], [30, 300], color="red", marker="x", s=80, zorder=5, label="targets")
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel("views (N)")
    axes.set_ylabel("time per solve (µs)")
    axes.set_title("UIKit stack: direct solver, steady-state re-solve (median)")
    axes.grid(True, which="both", alpha=0.3)
    axes.legend(fontsize=8, loc="upper left")
    figure.tight_layout()
    os.makedirs(os.path.dirname(options.output), exist_ok=True)
    figure.savefig(options.output)
    print(f"wrote {os.path.relpath(options.output, ROOT)}")

    print()
    print("| scene | N = 10 | N = 100 | N = 1,000 | N = 10,000 | 10,000 / 1,000 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for scene in scenes:
        by_n = {r["n"]: r for r in solves if r["scene"] == scene}
        cells = [f"{by_n[n]['median_ns'] / 1000:.2f} µs" if n in by_n else "" for n in COUNTS]
        growth = (
            f"{by_n[10000]['median_ns'] / by_n[1000]['median_ns']:.1f}x"
            if 10000 in by_n and 1000 in by_n
            else ""
        )
        print(f"| {scene} | " + " | ".join(cells) + f" | {growth} |")
    for record in records:
        if record.get("kind") == "key-to-buffer":
            print()
            print(
                f"key to buffer (default scene, 80x24): p50 {record['p50_ns'] / 1000:.0f} µs, "
                f"p99 {record['p99_ns'] / 1000:.0f} µs, max {record['max_ns'] / 1000:.0f} µs "
                f"over {record['samples']} keys"
            )


if __name__ == "__main__":
    main()
