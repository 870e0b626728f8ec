#!/usr/bin/env python3
"""The width oracle of DisplayWidthWcwidthTests: reads a JSON array of strings on stdin and prints, as a
JSON array, the columns the `wcwidth` package (pinned in Tests/requirements.txt) gives each one."""
import json
import sys

import wcwidth

samples = json.load(sys.stdin)
json.dump({"version": wcwidth.__version__, "widths": [wcwidth.wcswidth(sample) for sample in samples]}, sys.stdout)
