#!/usr/bin/env python3
"""Checks the shared .env cases against python-dotenv, the reference implementation.

Every case in Tests/SharedTests/Fixtures/dotenv-cases.json is run through python-dotenv with the
process environment replaced by the case's "env". Values come from DotEnv(override=False), which
resolves ${NAME} from the environment before earlier keys of the file, as our parser does. Keys that
python-dotenv reports as None (a bare KEY without "=") are left out, as our parser ignores them.

Warning lines are python-dotenv's unparsable statements, numbered by the line of the statement's first
non-blank character (python-dotenv itself logs the line where the blank space before it began).

Cases with "pythonDiffers" document a deliberate difference and are skipped.
Prints "N passed, N failed" and exits 1 if any case failed.
Usage: python3 Tests/oracles/check_dotenv_oracle.py   (python-dotenv 1.2.2 installed)
"""
import io
import json
import logging
import os
import re
import sys
from pathlib import Path

from dotenv.main import DotEnv
from dotenv.parser import parse_stream

CASES = Path(__file__).resolve().parent.parent / "SharedTests" / "Fixtures" / "dotenv-cases.json"
LINE_BREAK = re.compile(r"\r\n|\n|\r")


def python_values(text, env):
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        values = DotEnv(None, stream=io.StringIO(text), interpolate=True, override=False).dict()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return {key: value for key, value in values.items() if value is not None}


def python_warning_lines(text):
    lines = []
    offset = 0
    for binding in parse_stream(io.StringIO(text)):
        original = binding.original.string
        if binding.error:
            start = offset + len(original) - len(original.lstrip())
            lines.append(len(LINE_BREAK.findall(text[:start])) + 1)
        offset += len(original)
    return lines


def main():
    logging.disable(logging.CRITICAL)  # python-dotenv logs every unparsable statement
    cases = json.loads(CASES.read_text(encoding="utf-8"))
    passed = failed = skipped = 0
    for case in cases:
        values = python_values(case["input"], case["env"])
        lines = python_warning_lines(case["input"])
        if case.get("pythonDiffers"):
            skipped += 1
            if values == case["expect"] and lines == case["warningLines"]:
                print(f"NOTE {case['name']}: marked pythonDiffers, but python-dotenv agrees")
            continue
        problems = []
        if values != case["expect"]:
            problems.append(f"values: python-dotenv {values!r}, expected {case['expect']!r}")
        if lines != case["warningLines"]:
            problems.append(f"warning lines: python-dotenv {lines}, expected {case['warningLines']}")
        if problems:
            failed += 1
            print(f"FAIL {case['name']}")
            for problem in problems:
                print(f"    {problem}")
        else:
            passed += 1
    print(f"{skipped} skipped (pythonDiffers)")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
