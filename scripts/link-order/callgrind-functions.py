#!/usr/bin/env python3
"""Prints the functions of one binary that callgrind saw run, one mangled name a line, sorted.

Usage: callgrind-functions.py BINARY_PATH_SUBSTRING CALLGRIND_OUT...
callgrind names each object (ob=/cob=) and function (fn=/cfn=) in full the first time and by number
after; a function belongs to the binary when the object it was seen in is. Unnamed addresses are left
out (they have no symbol to order by).
"""
import re
import sys

wanted, paths = sys.argv[1], sys.argv[2:]
found = set()
for path in paths:
    objects, functions = {}, {}
    current, callee_object = None, None
    for line in open(path, errors="replace"):
        match = re.match(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        if kind in ("ob", "cob"):
            if name:
                objects[number] = name
            if kind == "ob":
                current, callee_object = objects.get(number), None
            else:
                callee_object = objects.get(number)
            continue
        if name:
            functions[number] = name
        owner = current if kind == "fn" else (callee_object or current)
        function = functions.get(number)
        if owner and wanted in owner and function and not function.startswith("0x"):
            found.add(function)
        if kind == "cfn":
            callee_object = None
for function in sorted(found):
    print(function)
