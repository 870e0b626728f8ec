"""The code-list half of scripts/gs1/generate-gs1-tables: reads scripts/gs1/gs1-code-lists.txt and
renders Sources/DigitalLink/GS1CodeLists.swift (bit sets and a sorted array, so the Swift
lookups in GS1CodeLists+Lookup.swift are allocation-free). Python 3 standard library only."""

import re

CODE_LIST_SHAPES = {
    # name: (Swift property, doc, how a code becomes a bit number, bit count)
    "iso3166": ("iso3166Numeric", "ISO 3166-1 numeric country codes, bit n for code n (000-999).",
                lambda code: int(code) if re.fullmatch(r"[0-9]{3}", code) else None, 1000),
    "iso3166alpha2": ("iso3166Alpha2", "ISO 3166-1 alpha-2 country codes, bit (first - A) * 26 + (second - A).",
                      lambda code: (ord(code[0]) - 65) * 26 + ord(code[1]) - 65
                      if re.fullmatch(r"[A-Z]{2}", code) else None, 676),
    "iso4217": ("iso4217Numeric", "ISO 4217 numeric currency codes, bit n for code n (000-999).",
                lambda code: int(code) if re.fullmatch(r"[0-9]{3}", code) else None, 1000),
    "mediatype": ("mediaTypes", "AIDC media types (AI 7241), bit n for code n (00-99).",
                  lambda code: int(code) if re.fullmatch(r"[0-9]{2}", code) else None, 100),
}
PACKAGE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def packed_package_type(code):
    """Must match GS1CodeLists.packedPackageType: base 37, digits 1-10, letters 11-36, 0 unused."""
    if not re.fullmatch(r"[0-9A-Z]{1,3}", code):
        return None
    value = 0
    for character in code:
        value = value * 37 + PACKAGE_ALPHABET.index(character) + 1
    return value


def read_code_lists(path, fail):
    lists, current = {}, None
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            section = re.fullmatch(r"\[([a-z0-9]+)\]", line)
            if section:
                current = section.group(1)
                if current in lists:
                    fail(f"code lists line {number}: section [{current}] appears twice")
                lists[current] = []
            elif current is None:
                fail(f"code lists line {number}: codes before the first [section]")
            else:
                lists[current].extend(line.split())
    expected = set(CODE_LIST_SHAPES) | {"packagetype"}
    if set(lists) != expected:
        fail(f"code lists: sections must be exactly {sorted(expected)}, found {sorted(lists)}")
    return lists


def swift_words(words, indent):
    items = [f"0x{word:016x}" for word in words]
    rows = [", ".join(items[i:i + 4]) for i in range(0, len(items), 4)]
    return (",\n" + indent).join(rows)


def render_code_lists(lists, fail):
    out = [
        "// GENERATED FILE: do not edit. Regenerate with `make generate` (scripts/gs1/generate-gs1-tables),\n",
        "// which reads scripts/gs1/gs1-code-lists.txt; that file names the sources (ISO 3166-1, ISO 4217,\n",
        "// GS1 AIDC media types, GS1 PackageTypeCode), taken from gs1/gs1-syntax-dictionary (Apache-2.0).\n",
        "\n",
        "/// The code lists some GS1 linters check values against, as bit sets (bit n of the list is bit\n",
        "/// n % 64 of word n / 64) and a sorted array, so a lookup is a few instructions with no allocation.\n",
        "enum GS1CodeLists {\n",
    ]
    for name, (prop, doc, bit_of, count) in CODE_LIST_SHAPES.items():
        words = [0] * ((count + 63) // 64)
        for code in lists[name]:
            bit = bit_of(code)
            if bit is None or bit >= count:
                fail(f"code lists [{name}]: malformed code {code!r}")
            words[bit // 64] |= 1 << (bit % 64)
        out.append(f"    /// {doc} {len(set(lists[name]))} codes.\n")
        out.append(f"    static let {prop}: [UInt64] = [\n        {swift_words(words, '        ')},\n    ]\n\n")
    packed = []
    for code in lists["packagetype"]:
        value = packed_package_type(code)
        if value is None:
            fail(f"code lists [packagetype]: malformed code {code!r}")
        packed.append(value)
    packed = sorted(set(packed))
    rows = [", ".join(str(v) for v in packed[i:i + 12]) for i in range(0, len(packed), 12)]
    out.append(f"    /// PackageTypeCode codes (AI 7041), {len(packed)}, packed by `packedPackageType` and sorted.\n")
    out.append("    static let packageTypes: [UInt16] = [\n        " + ",\n        ".join(rows) + ",\n    ]\n")
    out.append("}\n")
    return "".join(out)
