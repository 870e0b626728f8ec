/*
 * gs1-dl-driver: GS1 Digital Link URIs, one a line on stdin, parsed by GS1's own C engine (the GS1
 * Barcode Syntax Engine, github.com/gs1/gs1-syntax-engine, Apache-2.0, built from a checkout given to
 * Benchmarks/gs1-engine.sh), one NDJSON record a line on stdout: the reference beside which
 * `tracewise parse-link -o ndjson` is timed. Written for this repository; only the engine is GS1's.
 *
 *   {"uri":"…","valid":true,"ais":[["01","09506000134352"],…],"otherQuery":["linkType=…"]}
 *   {"uri":"…","valid":false,"error":"…"}
 *
 * The engine's defaults are kept (no convenience alphas, no zero-suppressed GTINs, unknown AIs refused).
 * A line that is not an http(s) URI is an error here: the engine would take it as plain barcode data.
 * Blank lines are skipped and a CR before the LF dropped. Exit 65 when any URI was invalid, as parse-link.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gs1encoders.h"

/* `text` as the inside of a JSON string. */
static void put_json(const char *text, FILE *out) {
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\') { fputc('\\', out); fputc(*p, out); }
        else if (*p < 0x20) fprintf(out, "\\u%04x", *p);
        else fputc(*p, out);
    }
}

static int is_uri(const char *line) {
    return strncmp(line, "http://", 7) == 0 || strncmp(line, "https://", 8) == 0
        || strncmp(line, "HTTP://", 7) == 0 || strncmp(line, "HTTPS://", 8) == 0;
}

int main(void) {
    gs1_encoder *ctx = gs1_encoder_init_ex(NULL, NULL);  /* defaults: the bundled syntax dictionary */
    if (!ctx) { fprintf(stderr, "gs1-dl-driver: the engine did not start\n"); return 70; }
    static char out_buffer[1 << 16];
    setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    int invalid = 0;
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
        if (length == 0) continue;
        fputs("{\"uri\":\"", stdout);
        put_json(line, stdout);
        if (!is_uri(line) || !gs1_encoder_setDataStr(ctx, line)) {
            invalid = 1;
            fputs("\",\"valid\":false,\"error\":\"", stdout);
            put_json(is_uri(line) ? gs1_encoder_getErrMsg(ctx) : "not an http(s) URI", stdout);
            fputs("\"}\n", stdout);
            continue;
        }
        fputs("\",\"valid\":true,\"ais\":[", stdout);
        char **hri;
        int count = gs1_encoder_getHRI(ctx, &hri);
        for (int i = 0; i < count; i++) {
            /* "(01) 09506000134352": the AI between the brackets, the value after ") ". */
            const char *close = strchr(hri[i], ')');
            if (!close) continue;
            fputs(i ? ",[\"" : "[\"", stdout);
            fwrite(hri[i] + 1, 1, (size_t)(close - hri[i] - 1), stdout);
            fputs("\",\"", stdout);
            put_json(close[1] == ' ' ? close + 2 : close + 1, stdout);
            fputs("\"]", stdout);
        }
        fputs("],\"otherQuery\":[", stdout);
        char **query;
        int params = gs1_encoder_getDLignoredQueryParams(ctx, &query);
        for (int i = 0; i < params; i++) {
            fputs(i ? ",\"" : "\"", stdout);
            put_json(query[i], stdout);
            fputc('"', stdout);
        }
        fputs("]}\n", stdout);
    }
    free(line);
    gs1_encoder_free(ctx);
    if (fflush(stdout) != 0 || ferror(stdout)) { perror("gs1-dl-driver: stdout"); return 74; }
    return invalid ? 65 : 0;
}
