#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark` into the summary table of
docs/benchmark-results/package-benchmark.md: per benchmark, the mallocs at p50 and
the wall clock at p0, p50 and p99, with the number of samples.

Usage:
  cd Benchmarks && swift package benchmark --no-progress > /tmp/benchmark.txt
  scripts/package-benchmark-table.py /tmp/benchmark.txt > docs/benchmark-results/package-benchmark.md
"""

import re
import sys

HEADER = """# package-benchmark summary (swift package benchmark, Benchmarks/)

Wall clock per iteration and mallocs per sample; `harness/empty` is the harness alone.
Made by `scripts/package-benchmark-table.py` from the output of
`swift package benchmark --no-progress`.

| benchmark | mallocs (p50) | wall clock p0 | p50 | p99 | samples |
| --- | ---: | ---: | ---: | ---: | ---: |"""

NAME = re.compile(r"^[a-z][a-z0-9-]*(/[A-Za-z0-9.-]+)*$")


def cells(line):
    """The columns of a table row: metric, p0, p25, p50, p75, p90, p99, p100, samples."""
    return [part.strip() for part in line.strip().strip("│").split("│")]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rows = {}
    current = None
    with open(sys.argv[1], encoding="utf-8") as file:
        for line in file:
            text = line.rstrip("\n")
            if NAME.match(text):
                current = text
                rows[current] = {}
                continue
            if current is None or not text.startswith("│"):
                continue
            columns = cells(text)
            if len(columns) < 9:
                continue
            metric = columns[0]
            if metric.startswith("Malloc (total)"):
                scaled = "(K)" in metric
                rows[current]["mallocs"] = columns[3] + (" K" if scaled else "")
            elif metric.startswith("Time (wall clock)"):
                unit = "ms" if "(ms)" in metric else "s" if "(s)" in metric else "µs"
                rows[current]["wall"] = (columns[1], columns[3], columns[6], unit)
                rows[current]["samples"] = columns[8]
    if not rows:
        sys.exit("package-benchmark-table: no benchmarks found in the input")
    print(HEADER)
    for name in sorted(rows):
        row = rows[name]
        if "wall" not in row:
            continue
        p0, p50, p99, unit = row["wall"]
        print(
            f"| {name} | {row.get('mallocs', '?')} | {p0} {unit} | {p50} {unit} | {p99} {unit} | "
            f"{row['samples']} |"
        )


if __name__ == "__main__":
    main()
