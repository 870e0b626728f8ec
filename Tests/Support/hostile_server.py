#!/usr/bin/env python3
"""A loopback server whose every answer is hostile, for the property test of outside inputs
(OutsideInputsBinaryTests): the tools must end within their deadline, with a documented exit code, and
never with a signal, whatever it sends.

Binds 127.0.0.1 on a free port, prints the port, serves until --lifetime seconds pass. The first step of
the path names the case, so a base URL `http://127.0.0.1:PORT/CASE` makes every request of a tool meet it:

  /n-NAME/...        200 with one body that has every number any tool reads (expires_in, expiresIn,
                     ExpiresIn, totals, limits, offsets, pages, counts …, in each tool's envelope) set to
                     the value NAME: neg -1, zero 0, max 2^63-1, over 2^64, huge 1e309, frac 0.5,
                     str "many", null
  /more-NAME/...     the same, but every page says there is another (has_more, nextPageToken)
  /retry-NAME/...    503 with Retry-After: the value NAME (neg, zero, max, huge, digits400, year, text)
  /length-NAME/...   200 with Content-Length: the value NAME (neg, max, text, huge) and a short body
  /headers-huge/...  one header line of 300 KB
  /headers-many/...  20,000 header lines of 100 bytes
  /headers-endless/... header lines without end, until the client goes
"""
import argparse
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

NUMBERS = {"neg": "-1", "zero": "0", "max": "9223372036854775807", "over": "18446744073709551616",
           "huge": "1e309", "frac": "0.5", "str": '"many"', "null": "null"}
RETRY = {"neg": "-1", "zero": "0", "max": "9223372036854775807", "huge": "1e309", "digits400": "9" * 400,
         "year": "Sun, 06 Nov 900000000000000000 08:49:37 GMT", "text": "soon"}
LENGTH = {"neg": "-1", "max": "9223372036854775807", "text": "many", "huge": "1e309"}

TEMPLATE = """{"success":true,"error":null,"message":null,
"access_token":"tok-A","token_type":"Bearer","expires_in":@N@,"issued_at":@N@,"refresh_token_expires_in":@N@,
"idToken":"id-A","refreshToken":"rt-A","expiresIn":@N@,"localId":"u1","email":"ann@example.com",
"id_token":"id-A","refresh_token":"rt-A","user_id":"u1",
"AuthenticationResult":{"AccessToken":"ac-A","IdToken":"id-A","RefreshToken":"rt-A","ExpiresIn":@N@,"TokenType":"Bearer"},
"data":{"token":"tok-A","refresh_token":"rt-A","expires_in":@N@,"user":{"id":"u1","email":"ann@example.com"},
 "id":"o1","reference":"RM-1","total":@N@,"count":@N@,"device_count":@N@,
 "items":[{"id":"o1","reference":"RM-1","total":@N@,"count":@N@,"device_count":@N@}],
 "pagination":{"total":@N@,"limit":@N@,"offset":@N@,"page":@N@,"pages":@N@,"per_page":@N@,"has_more":false}},
"items":[{"id":"o1","total":@N@,"count":@N@}],"totalCount":@N@,"total":@N@,"limit":@N@,"offset":@N@,"page":@N@,"pages":@N@,
"count":@N@,"size":@N@,"nextPageToken":null,
"pagination":{"total":@N@,"limit":@N@,"offset":@N@,"page":@N@,"pages":@N@,"has_more":false},
"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}},"ValidAddressIndicator":"",
 "Candidate":[{"AddressKeyFormat":{"AddressLine":["1 MAIN ST"],"PoliticalDivision2":"NEW YORK",
 "PoliticalDivision1":"NY","PostcodePrimaryLow":"10001","CountryCode":"US"}}]}}"""


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, body, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for name, value in headers:
            self.send_header(name, value)
        if not any(name == "Content-Length" for name, _ in headers):
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def handle_any(self):
        length = self.headers.get("Content-Length")
        if length and length.isdigit():
            self.rfile.read(int(length))
        case = self.path.split("/")[1] if self.path.count("/") >= 1 else ""
        kind, _, name = case.partition("-")
        self.close_connection = True
        try:
            if kind in ("n", "more") and name in NUMBERS:
                body = TEMPLATE.replace("@N@", NUMBERS[name]).replace("\n", "")
                if kind == "more":  # every page claims another: listings must stop on their own
                    body = body.replace('"has_more":false', '"has_more":true').replace('"nextPageToken":null', '"nextPageToken":"next"')
                self.answer(200, body.encode())
            elif kind == "retry" and name in RETRY:
                self.answer(503, b'{"error":"busy"}', [("Retry-After", RETRY[name])])
            elif kind == "length" and name in LENGTH:
                self.answer(200, b'{"ok":true}', [("Content-Length", LENGTH[name])])
            elif case == "headers-huge":
                self.answer(200, b'{"ok":true}', [("X-Huge", "h" * 300_000)])
            elif case == "headers-many":
                self.answer(200, b'{"ok":true}', [("X-Pad-%d" % i, "p" * 88) for i in range(20_000)])
            elif case == "headers-endless":
                self.send_response(200)
                count = 0
                while True:
                    self.send_header("X-Pad-%d" % count, "p" * 100)
                    count += 1
                    if count % 64 == 0:
                        self.flush_headers()
            else:
                self.answer(404, b'{"error":"unknown case"}')
        except (BrokenPipeError, ConnectionResetError):
            pass

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=600)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Timer(args.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
