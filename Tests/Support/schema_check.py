"""Validates the tools' outputs against docs/schemas/ with a real JSON Schema validator (jsonschema's
Draft202012Validator), all in one run, for SchemaValidator.swift.

    schema_check.py SCHEMA_DIR CASES_FILE

SCHEMA_DIR holds NAME.json files. First each of them is checked against the draft 2020-12 metaschema.
CASES_FILE is NDJSON, one case a line: {"label": "...", "schemas": ["NAME", ...], "instance": ...}; a case
passes when its instance is valid against any of the schemas it names (a `-` line: its record or the
error record). `format` is asserted for date-time (RFC 3339, by the regex below: jsonschema checks it only
with an extra package), so a time a schema declares must really be one.

Prints one JSON line for each failure ({"label", "schema", "errors"} or {"schema", "metaschema"}), then a
last line {"checked": N, "failed": M}; exit 0 when nothing failed, 1 otherwise.
"""
import json
import os
import re
import sys

from jsonschema import Draft202012Validator, FormatChecker

RFC3339 = re.compile(
    r"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$")

formats = FormatChecker(formats=())


@formats.checks("date-time")
def is_date_time(value):
    return not isinstance(value, str) or RFC3339.match(value) is not None


def main():
    directory, cases_path = sys.argv[1], sys.argv[2]
    failed = 0
    validators = {}
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".json") or file == "index.json":
            continue
        with open(os.path.join(directory, file), encoding="utf-8") as handle:
            schema = json.load(handle)
        problems = [error.message for error in Draft202012Validator(Draft202012Validator.META_SCHEMA).iter_errors(schema)]
        if schema.get("$schema") != Draft202012Validator.META_SCHEMA["$id"]:
            problems.append("$schema is not draft 2020-12's: %r" % schema.get("$schema"))
        if problems:
            failed += 1
            print(json.dumps({"schema": file, "metaschema": problems}), flush=True)
        validators[file[:-len(".json")]] = Draft202012Validator(schema, format_checker=formats)
    checked = 0
    with open(cases_path, encoding="utf-8") as cases:
        for line in cases:
            if not line.strip():
                continue
            case = json.loads(line)
            checked += 1
            errors = {}
            for name in case["schemas"]:
                validator = validators.get(name)
                if validator is None:
                    errors[name] = ["no schema %s.json" % name]
                    continue
                found = sorted(validator.iter_errors(case["instance"]), key=lambda error: list(error.path))
                if not found:
                    errors = None
                    break
                errors[name] = ["%s: %s" % ("/".join(str(step) for step in error.path) or "(record)", error.message[:300])
                                for error in found[:5]]
            if errors:
                failed += 1
                print(json.dumps({"label": case["label"], "errors": errors}), flush=True)
    print(json.dumps({"checked": checked, "failed": failed}), flush=True)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
