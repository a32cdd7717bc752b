#!/usr/bin/env python3
"""Lists the functions longer than a number of lines in the C++ sources.

Usage: tools/longfunctions.py [--max N] [--fail] [PATH ...]

A function is a definition whose body opens with a "{" alone on a line at the
indentation of its signature and closes with the matching "}" at that
indentation (the layout .clang-format gives every function). Class, struct,
enum and namespace bodies are not functions; lambdas count in the function
that holds them. Prints "LINES path:line signature", longest first. With
--fail the exit status is 1 when any function is over the limit.
Defaults: --max 80, the folders core db ui app.
"""

import argparse
import pathlib
import re
import sys

SOURCE_SUFFIXES = {".cpp", ".h", ".hpp", ".cc"}
NOT_A_FUNCTION = re.compile(r"^\s*(class|struct|enum|union|namespace)\b|=\s*$")


def signature_start(lines, brace):
    """The first line of the signature above the "{" at index `brace`: the run
    of lines above it up to a blank line, a comment, a preprocessor line or the
    end of a statement or block."""
    i = brace
    while i > 0:
        above = lines[i - 1].strip()
        if not above or above.startswith(("//", "#", "/*", "*")) or above.endswith((";", "}", "{")):
            break
        i -= 1
    return i if i < brace else None


def functions(path):
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for n, line in enumerate(lines):
        if line.strip() != "{":
            continue
        indent = line[: len(line) - len(line.lstrip())]
        start = signature_start(lines, n)
        if start is None:
            continue
        signature = " ".join(l.strip() for l in lines[start:n])
        if NOT_A_FUNCTION.search(signature) or "(" not in signature:
            continue
        end = next((k for k in range(n + 1, len(lines)) if lines[k] == indent + "}"), None)
        if end is not None:
            yield start + 1, end - start + 1, signature


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=80, help="list functions longer than this (lines)")
    parser.add_argument("--fail", action="store_true", help="exit 1 when any function is listed")
    parser.add_argument("paths", nargs="*", default=["core", "db", "ui", "app"])
    args = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    found = []
    for p in args.paths:
        base = pathlib.Path(p) if pathlib.Path(p).is_absolute() else root / p
        files = [base] if base.is_file() else sorted(f for f in base.rglob("*") if f.suffix in SOURCE_SUFFIXES)
        for f in files:
            for line, length, signature in functions(f):
                if length > args.max:
                    found.append((length, f"{f.relative_to(root) if f.is_relative_to(root) else f}:{line}", signature))
    for length, where, signature in sorted(found, reverse=True):
        print(f"{length:5d} {where} {signature[:100]}")
    return 1 if args.fail and found else 0


if __name__ == "__main__":
    sys.exit(main())
