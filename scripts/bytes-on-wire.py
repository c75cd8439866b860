#!/usr/bin/env python3
"""Counts the bytes the playground writes to its terminal, per key and while idle.

Runs the release `stackplay` under a pseudo-terminal of 80x24 (TERM=xterm-256color),
plays a fixed key sequence, and reports for each key the bytes written, the cells
of the screen that changed (read by feeding the output through the `pyte` terminal
emulator), the least number of bytes that could have drawn those cells (their
characters in UTF-8), and the ratio of the two. Then it waits a second without
typing: the playground must write nothing.

Usage: scripts/bytes-on-wire.py [--no-build] [--json FILE] [--dump]
Needs: pip install pyte
"""

import argparse
import fcntl
import json
import os
import select
import struct
import subprocess
import sys
import termios
import time

try:
    import pyte
except ImportError:
    sys.exit("bytes-on-wire: pyte is missing: pip install pyte")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "stackplay")
COLUMNS, ROWS = 80, 24

# The key sequence: select the next view, grow it, change distribution and
# alignment, more spacing, its hugging, the axis, and back.
KEYS = [
    ("Tab", b"\t"),
    ("Up", b"\x1bOA"),
    ("d", b"d"),
    ("g", b"g"),
    ("+", b"+"),
    ("h", b"h"),
    ("a", b"a"),
    ("Down", b"\x1bOB"),
    ("-", b"-"),
    ("D", b"D"),
    ("G", b"G"),
    ("a", b"a"),
    ("Right", b"\x1bOC"),
    ("v", b"v"),
    ("v", b"v"),
    ("p", b"p"),
    ("p", b"p"),
]


def read_until_quiet(fd, quiet=0.25, limit=5.0):
    """Everything the program writes until it has been quiet for `quiet` seconds."""
    data = bytearray()
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    return bytes(data)


def snapshot(screen):
    """Every cell's character and attributes."""
    cells = {}
    for row in range(ROWS):
        line = screen.buffer[row]
        for column in range(COLUMNS):
            cell = line[column]
            cells[(row, column)] = (
                cell.data,
                cell.fg,
                cell.bg,
                cell.bold,
                cell.reverse,
                cell.underscore,
                cell.italics,
            )
    return cells


def changed_cells(before, after):
    return [key for key in after if before.get(key) != after[key]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the built stackplay as is")
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument(
        "--dump", action="store_true", help="also print the bytes written for each key")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", "stackplay"],
            cwd=ROOT,
            check=True,
            stdout=subprocess.DEVNULL,
        )

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("NO_COLOR", None)

    def controlling_terminal():
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    process = subprocess.Popen(
        [BINARY],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=environment,
        preexec_fn=controlling_terminal,
        close_fds=True,
    )
    os.close(slave)

    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.ByteStream(screen)
    first = read_until_quiet(master, quiet=0.8)
    stream.feed(first)
    results = {"startup_bytes": len(first), "keys": []}

    print(f"startup: {len(first)} bytes for the first screen")
    print(f"{'key':<6} {'bytes':>6} {'cells':>6} {'bound':>6} {'ratio':>6}")
    for name, sequence in KEYS:
        before = snapshot(screen)
        os.write(master, sequence)
        output = read_until_quiet(master)
        stream.feed(output)
        after = snapshot(screen)
        changed = changed_cells(before, after)
        bound = sum(max(1, len(after[key][0].encode("utf-8"))) for key in changed)
        ratio = len(output) / bound if bound else (0.0 if not output else float("inf"))
        results["keys"].append(
            {"key": name, "bytes": len(output), "changed_cells": len(changed), "bound": bound,
             "ratio": ratio}
        )
        print(f"{name:<6} {len(output):>6} {len(changed):>6} {bound:>6} {ratio:>6.2f}")
        if options.dump:
            print(f"       {output!r}")

    idle = read_until_quiet(master, quiet=1.0, limit=1.0)
    results["idle_bytes"] = len(idle)
    print(f"idle for 1 s: {len(idle)} bytes")

    os.write(master, b"q")
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
    os.close(master)

    total = sum(entry["bytes"] for entry in results["keys"])
    bounds = sum(entry["bound"] for entry in results["keys"])
    worst = max(entry["ratio"] for entry in results["keys"])
    results.update({"total_bytes": total, "total_bound": bounds, "worst_ratio": worst})
    print(
        f"total: {total} bytes for {bounds} bytes of changed characters "
        f"(ratio {total / max(bounds, 1):.2f}, worst key {worst:.2f})"
    )
    if options.json:
        with open(options.json, "w") as file:
            json.dump(results, file, indent=2)


if __name__ == "__main__":
    main()
