#!/usr/bin/env python3
"""Writes N GS1 Digital Link URIs, one per line: the second input of issue 16's comparison with GS1's engine
(Benchmarks/parse-link.sh with GS1's engine), "example shapes varied, 10 % invalid".

The shapes are those of the GS1 Digital Link standard's and GS1's engine's examples (a GTIN alone, with
batch and serial, with expiry or weight in the query, a CPV, an SSCC, a GLN with extension, a GRAI, a GIAI,
an ITIP, a GSRN, a GDTI, a GCN, linkType and other non-GS1 parameters), each with its values varied
(fresh check digits, lots, serials, dates, hosts, path prefixes). One in ten is made invalid in one of the
ways a scanner meets: a wrong check digit, a qualifier out of order, an impossible date, a GTIN-13, a
duplicate AI, an empty query value, an unknown numeric key, a bad escape, a trailing slash.
Deterministic (fixed seed).

Usage: gen-varied-links.py [N] > links.txt
"""
import random
import sys

rng = random.Random(20261124)
HOSTS = ["https://id.gs1.org", "https://example.com", "https://example.org/dl", "https://brand.example.com/p",
         "http://example.net", "https://id.example.co.jp/gs1"]


def check_digit(body):
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


def keyed(n, prefix="0"):
    body = prefix + "".join(rng.choice("0123456789") for _ in range(n - 1 - len(prefix)))
    return body + check_digit(body)


def text(low, high, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, high)))


def date():
    return f"{rng.randint(24, 32):02d}{rng.randint(1, 12):02d}{rng.choice(['00', '01', '15', '28'])}"


SHAPES = [
    lambda: f"/01/{keyed(14)}",
    lambda: f"/01/{keyed(14)}/10/{text(3, 10)}",
    lambda: f"/01/{keyed(14)}/21/{text(4, 12)}",
    lambda: f"/01/{keyed(14)}/10/{text(3, 8)}/21/{text(4, 12)}",
    lambda: f"/01/{keyed(14)}/10/{text(3, 8)}?17={date()}",
    lambda: f"/01/{keyed(14)}/21/{text(4, 12)}?17={date()}&3103={rng.randint(0, 999999):06d}",
    lambda: f"/01/{keyed(14)}/22/{text(2, 6)}/10/{text(3, 8)}/21/{text(4, 10)}",
    lambda: f"/01/{keyed(14)}?linkType=gs1:{rng.choice(['pip', 'epil', 'certificationInfo', 'recipeInfo'])}",
    lambda: f"/01/{keyed(14)}/10/{text(3, 8)}?15={date()}&linkType=gs1:pip",
    lambda: f"/00/{keyed(18)}",
    lambda: f"/00/{keyed(18)}?02={keyed(14)}&37={rng.randint(1, 999)}",
    lambda: f"/414/{keyed(13)}",
    lambda: f"/414/{keyed(13)}/254/{text(1, 10)}",
    lambda: f"/8003/0{keyed(13)}{text(1, 10, '0123456789')}",
    lambda: f"/8004/{keyed(8)}{text(3, 12)}",
    lambda: f"/8006/{keyed(14)}{rng.randint(1, 9):02d}{rng.randint(10, 20):02d}/21/{text(4, 10)}",
    lambda: f"/8018/{keyed(18)}",
    lambda: f"/253/{keyed(13)}{text(1, 10, '0123456789')}",
    lambda: f"/255/{keyed(13)}{rng.randint(0, 99999)}",
    lambda: f"/01/{keyed(14)}/10/{text(3, 8)}?17={date()}&7003={date()}{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}",
]

BREAKERS = [
    lambda path: path[:-1] + str((int(path[-1]) + 1) % 10) if path[-1].isdigit() else path + "/",
    lambda path: f"/01/{keyed(14)}/21/{text(3, 6)}/10/{text(3, 6)}",
    lambda path: f"/01/{keyed(14)}?17={rng.randint(24, 32):02d}13{rng.randint(1, 28):02d}",
    lambda path: f"/01/{keyed(13)}",
    lambda path: f"/01/{keyed(14)}/10/{text(3, 6)}?10={text(3, 6)}",
    lambda path: f"/01/{keyed(14)}?17=",
    lambda path: f"/01/{keyed(14)}?99999=1",
    lambda path: f"/01/{keyed(14)}/10/AB%2",
    lambda path: path + "/",
]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    out = sys.stdout
    for _ in range(n):
        host = rng.choice(HOSTS)
        path = rng.choice(SHAPES)()
        if rng.random() < 0.10:
            path = rng.choice(BREAKERS)(path)
        out.write(host + path + "\n")


main()
