#!/usr/bin/env python3
"""Writes N GS1 Digital Link URIs, one per line, for Benchmarks/parse-link.sh (default 1 000 000 to stdout).

Deterministic (fixed seed): the same N always gives the same bytes. About 80 % are valid under the strict
standard: several primary keys (01 GTIN, 00 SSCC, 414 GLN, 417, 8003 GRAI, 8004 GIAI, 8006 ITIP, 8017,
8018), key qualifiers in their order, query attributes (dates, weights, linkType), custom hosts and path
prefixes, percent-encoded values. The rest are invalid, some of each kind a parser must catch: wrong check
digit, qualifiers out of order, trailing slash, convenience alpha, GTIN-13, unknown numeric query key,
impossible date, duplicate AI, empty value, bad percent escape, wrong scheme, no primary key at all.

Usage: gen-digital-links.py [N] > links.txt
"""
import random
import sys

rng = random.Random(20261123)
HOSTS = ["https://id.gs1.org", "https://example.com", "https://brand.example.org/dl", "http://localhost:8080/x/y",
         "HTTPS://QR.EXAMPLE.NET", "https://shop.example.co.uk/products/2024"]


def check_digit(body: str) -> str:
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


def digits(n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def keyed(n: int) -> str:
    body = "95" + digits(n - 3)
    return body + check_digit(body)


def serial() -> str:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(3, 12)))
    return text if rng.random() < 0.8 else text[:2] + rng.choice(["%2F", "%2D", "%21", "%41"]) + text[2:]


def date() -> str:
    return f"{rng.randint(20, 35):02d}{rng.randint(1, 12):02d}{rng.choice([0, 1, 15, 28]):02d}"


def query(allowed) -> str:
    parts = []
    for ai, maker in allowed:
        if rng.random() < 0.35:
            parts.append(f"{ai}={maker()}")
    if rng.random() < 0.15:
        parts.append("linkType=gs1:" + rng.choice(["pip", "epil", "certificationInfo"]))
    return ("?" + "&".join(parts)) if parts else ""


GTIN_QUERY = [("17", date), ("15", date), ("11", date), ("3103", lambda: digits(6)), ("7003", lambda: date() + "1230")]


def valid() -> str:
    host = rng.choice(HOSTS)
    kind = rng.random()
    if kind < 0.6:
        path = f"/01/{keyed(14)}"
        if rng.random() < 0.1:
            path += f"/22/{serial()}"
        if rng.random() < 0.6:
            path += f"/10/{serial()}"
        if rng.random() < 0.5:
            path += f"/21/{serial()}"
        return host + path + query(GTIN_QUERY)
    if kind < 0.7:
        return f"{host}/00/{keyed(18)}" + query([("02", lambda: keyed(14)), ("37", lambda: str(rng.randint(1, 99)))])
    if kind < 0.8:
        return f"{host}/414/{keyed(13)}" + (f"/254/{serial()}" if rng.random() < 0.5 else "")
    if kind < 0.85:
        return f"{host}/8004/9506{serial()}"
    if kind < 0.9:
        return f"{host}/8003/0{keyed(13)}{serial()[:8]}"
    if kind < 0.95:
        return f"{host}/8006/{keyed(14)}0102/10/{serial()}"
    return f"{host}/{rng.choice(['417', '8017', '8018'])}/{keyed(13) if rng.random() < 0.5 else keyed(18)}"


def invalid() -> str:
    host = rng.choice(HOSTS)
    gtin = keyed(14)
    bad = gtin[:-1] + str((int(gtin[-1]) + 1) % 10)
    choices = [
        f"{host}/01/{bad}",                                  # check digit
        f"{host}/01/{gtin}/21/{serial()}/10/{serial()}",     # qualifiers out of order
        f"{host}/01/{gtin}/",                                # trailing slash
        f"{host}/gtin/{gtin}",                               # convenience alpha
        f"{host}/01/{gtin[1:]}",                             # GTIN-13
        f"{host}/01/{gtin}?99999=1",                         # unknown numeric query key
        f"{host}/01/{gtin}?17=271301",                       # impossible date
        f"{host}/01/{gtin}/10/A?10=B",                       # duplicate AI
        f"{host}/01/{gtin}/10/",                             # empty value
        f"{host}/01/{gtin}/21/AB%4",                         # bad percent escape
        f"ftp://example.com/01/{gtin}",                      # scheme
        f"{host}/products/{serial()}",                       # no primary key
    ]
    return rng.choice(choices)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    out = sys.stdout
    batch = []
    for _ in range(count):
        batch.append(valid() if rng.random() < 0.8 else invalid())
        if len(batch) >= 10_000:
            out.write("\n".join(batch) + "\n")
            batch = []
    if batch:
        out.write("\n".join(batch) + "\n")


if __name__ == "__main__":
    main()
