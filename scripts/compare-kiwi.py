#!/usr/bin/env python3
"""Times the same UIStackView constraint system in Kiwi and in our direct solver.

For each benchmark scene (Benchmarks/Sources/BenchmarkScenes) and N, this script
builds the constraints UIKit generates for the stack (uikit-stack.md: canvas
connections, spacing, hugging and compression resistance, the distribution's and
the alignment's constraints, with the same priorities) in Kiwi (the `kiwisolver`
package), times building and solving them, runs our release-built timing tool for
the same scenes, and prints both times and their ratio side by side. It also says
whether Kiwi's frames equal ours.

Kiwi has no lexicographic priorities: a constraint's strength is a weight. UIKit
priorities map to weights 10^(p / 125) (1 for priority 0, 10^8 for 999), required
stays required. Ties between equal priorities are broken by Kiwi's pivoting, not by
arrangement index, so frames may differ where views tie.

Kiwi's time grows faster than N squared here: N = 1,000 takes from seconds to
several minutes per scene on a 2-core machine, so Kiwi runs up to --kiwi-max-n
(1,000) and only our times are printed beyond.

Usage: scripts/compare-kiwi.py [--counts 10,100,1000,10000] [--kiwi-max-n 1000] [--no-build]
Needs: pip install kiwisolver
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("compare-kiwi: kiwisolver is missing: pip install kiwisolver")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
TIMING = os.path.join(BENCHMARKS, ".build", "release", "stack-timing")

SCENES = ["fill-room", "fill-overflow", "fill-proportionally", "equal-centering"]
SPACING = 8.0


# The scenes, as in BenchmarkScenes.swift.
def width(index):
    return float(20 + (index * 37) % 80)


def height(index):
    return float(10 + (index * 13) % 50)


def resistance(scene, index):
    return [300.0, 500.0, 750.0][index % 3] if scene == "fill-overflow" else 750.0


def pinned_width(scene, count):
    natural = max(count - 1, 0) * SPACING + sum(width(i) for i in range(count))
    if scene == "fill-room":
        return natural + 1000
    if scene == "fill-overflow":
        return float(round(natural * 0.3))
    if scene == "fill-proportionally":
        return float(round(natural * 1.3))
    return natural * 2


def strength(priority):
    """A UIKit priority as a Kiwi strength."""
    if priority >= 1000:
        return kiwi.strength.required
    return min(10 ** (priority / 125.0), kiwi.strength.required / 10)


def build_and_solve(scene, count):
    """Builds the stack's constraints in a new Kiwi solver and solves them.

    Returns the frames [x, y, width, height] of the views.
    """
    solver = kiwi.Solver()
    add = solver.addConstraint
    required = kiwi.strength.required
    stack_width = kiwi.Variable("stack.width")
    stack_height = kiwi.Variable("stack.height")
    xs = [kiwi.Variable(f"v{i}.leading") for i in range(count)]
    ws = [kiwi.Variable(f"v{i}.width") for i in range(count)]
    ys = [kiwi.Variable(f"v{i}.top") for i in range(count)]
    hs = [kiwi.Variable(f"v{i}.height") for i in range(count)]

    add((stack_width == pinned_width(scene, count)) | required)  # pinned-size
    add((stack_height == 100) | required)
    centering = scene == "equal-centering"
    if count > 0:
        # Along the axis.
        add((xs[0] == 0) | required)  # UISV-canvas-connection
        add((xs[-1] + ws[-1] == stack_width) | required)
        for i in range(count - 1):  # UISV-spacing
            gap = xs[i + 1] - (xs[i] + ws[i])
            add(((gap >= SPACING) if centering else (gap == SPACING)) | required)
        for i in range(count):
            add((ws[i] >= 0) | required)  # lengths are never negative
            add((ws[i] <= width(i)) | strength(250))  # content hugging
            add((ws[i] >= width(i)) | strength(resistance(scene, i)))  # compression resistance
        if scene == "fill-proportionally":
            total = sum(width(i) for i in range(count)) + (count - 1) * SPACING
            for i in range(count):
                multiplier = width(i) / total
                priority = 1000 if multiplier == 1 else max(999 - i, 751)
                add((ws[i] == multiplier * stack_width) | strength(priority))
        if centering:
            guides = []
            for i in range(count - 1):  # UISV-distributing, centre to centre
                start = kiwi.Variable(f"gap{i}.leading")
                length = kiwi.Variable(f"gap{i}.width")
                add((start == xs[i] + ws[i] / 2) | required)
                add((start + length == xs[i + 1] + ws[i + 1] / 2) | required)
                guides.append(length)
            for i in range(1, count - 1):
                add((guides[i] == guides[0]) | strength(max(150 - i, 50)))
            add((stack_width == 0) | strength(49))  # UISV-canvas-fit

        # Across the axis: alignment center with its spanning guide.
        guide_top = kiwi.Variable("spanning.top")
        guide_height = kiwi.Variable("spanning.height")
        for i in range(count):
            add((hs[i] >= 0) | required)
            add((hs[i] <= height(i)) | strength(250))
            add((hs[i] >= height(i)) | strength(750))
            add((hs[i] == 0) | strength(25))  # UISV-ambiguity-suppression
            if i > 0:  # UISV-alignment
                add((ys[i] + hs[i] / 2 == ys[0] + hs[0] / 2) | required)
            add((guide_top <= ys[i]) | required)  # UISV-spanning-boundary
            add((guide_top + guide_height >= ys[i] + hs[i]) | required)
        add((guide_top == 0) | required)  # UISV-canvas-connection
        add((guide_top + guide_height == stack_height) | required)
        add((stack_height / 2 == ys[0] + hs[0] / 2) | required)
        add((guide_height == 0) | strength(51))  # UISV-spanning-fit
    solver.updateVariables()
    return [[xs[i].value(), ys[i].value(), ws[i].value(), hs[i].value()] for i in range(count)]


def time_kiwi(scene, count, budget):
    """Median build-and-solve time in nanoseconds, and the frames."""
    samples = []
    frames = None
    started = time.perf_counter()
    while len(samples) < 5 and (len(samples) < 1 or time.perf_counter() - started < budget):
        begin = time.perf_counter_ns()
        frames = build_and_solve(scene, count)
        samples.append(time.perf_counter_ns() - begin)
    return statistics.median(samples), frames, len(samples)


def run_ours(counts, args):
    command = [TIMING] + [str(count) for count in counts] + ["--no-key-to-buffer"] + args
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def frames_differ(ours, theirs, tolerance=1e-6):
    """How many views' frames differ by more than `tolerance`."""
    return sum(
        1
        for a, b in zip(ours, theirs)
        if any(abs(p - q) > tolerance * max(1.0, abs(p)) for p, q in zip(a, b))
    )


def format_ns(value):
    if value >= 1e6:
        return f"{value / 1e6:.2f} ms"
    return f"{value / 1e3:.1f} µs"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--counts", default="10,100,1000,10000")
    parser.add_argument(
        "--kiwi-max-n", type=int, default=1000, help="the largest N to build and solve in Kiwi"
    )
    parser.add_argument(
        "--max-kiwi-seconds",
        type=float,
        default=30.0,
        help="stop repeating a Kiwi build-and-solve after this long (at least one run)",
    )
    parser.add_argument("--no-build", action="store_true", help="use the built stack-timing as is")
    parser.add_argument("--json", help="also write the results to this file")
    options = parser.parse_args()
    counts = [int(text) for text in options.counts.split(",")]

    if not options.no_build:
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", "stack-timing"],
            cwd=BENCHMARKS,
            check=True,
            stdout=subprocess.DEVNULL,
        )
    ours = {(r["scene"], r["n"]): r for r in run_ours(counts, [])}
    our_frames = {(r["scene"], r["n"]): r["frames"] for r in run_ours(counts, ["--frames"])}

    header = (
        f"{'scene':<20} {'N':>6}  {'ours (steady)':>14} {'ours (cold)':>12} "
        f"{'Kiwi build+solve':>17} {'Kiwi / ours (cold)':>19}  frames"
    )
    print(header)
    print("-" * len(header))
    rows = []
    for scene in SCENES:
        for count in counts:
            record = ours[(scene, count)]
            if count > options.kiwi_max_n:
                print(
                    f"{scene:<20} {count:>6}  {format_ns(record['median_ns']):>14} "
                    f"{format_ns(record['cold_median_ns']):>12} {'(skipped)':>17} {'':>19}"
                )
                continue
            kiwi_ns, kiwi_frames, runs = time_kiwi(scene, count, options.max_kiwi_seconds)
            ratio = kiwi_ns / record["cold_median_ns"]
            differing = frames_differ(our_frames[(scene, count)], kiwi_frames)
            rows.append(
                {
                    "scene": scene,
                    "n": count,
                    "ours_steady_ns": record["median_ns"],
                    "ours_cold_ns": record["cold_median_ns"],
                    "kiwi_ns": kiwi_ns,
                    "kiwi_runs": runs,
                    "ratio": ratio,
                    "views_differing": differing,
                }
            )
            verdict = "equal" if differing == 0 else f"{differing} of {count} views differ"
            print(
                f"{scene:<20} {count:>6}  {format_ns(record['median_ns']):>14} "
                f"{format_ns(record['cold_median_ns']):>12} {format_ns(kiwi_ns):>17} "
                f"{ratio:>18.0f}x  {verdict}",
                flush=True,
            )
    if options.json:
        with open(options.json, "w") as file:
            json.dump(rows, file, indent=2)
    print()
    print(
        "ours (steady): a re-solve with a reused DirectSolverWorkspace; ours (cold): the "
        "StackView built, a new workspace, one solve; Kiwi: variables and constraints "
        "built and added, variables updated. Medians. Kiwi weighs priorities instead of "
        "settling them in order, and breaks ties its own way: frames can differ there."
    )


if __name__ == "__main__":
    main()
