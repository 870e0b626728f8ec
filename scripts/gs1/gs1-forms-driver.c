/*
 * gs1-forms-driver: GS1 data in the non-URI forms, one input a line on stdin (GS written "{GS}"), read by
 * GS1's Barcode Syntax Engine (github.com/gs1/gs1-syntax-engine, Apache-2.0, built from a checkout by
 * scripts/gs1/make-forms-corpus), one tab-separated answer a line on stdout. Written for this
 * repository; only the engine is GS1's.
 *
 *   INPUT <TAB> ok <TAB> 01=09506000134352|10=ABC <TAB> https://id.gs1.org/01/…  (or "null": no link)
 *   INPUT <TAB> error <TAB> the engine's message
 *
 * "(…" goes to gs1_encoder_setAIdataStr, "^…" to gs1_encoder_setDataStr, "]…" to gs1_encoder_setScanData.
 * The engine's defaults are kept (unknown AIs refused, associations checked).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gs1encoders.h"

static void unescape(const char *in, char *out) {
    while (*in) {
        if (strncmp(in, "{GS}", 4) == 0) { *out++ = '\x1D'; in += 4; } else *out++ = *in++;
    }
    *out = '\0';
}

int main(void) {
    gs1_encoder *ctx = gs1_encoder_init_ex(NULL, NULL);
    if (!ctx) return 70;
    char *line = NULL, data[8192];
    size_t capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
        if (length == 0 || (size_t)length >= sizeof data / 2) continue;
        unescape(line, data);
        bool ok = data[0] == '(' ? gs1_encoder_setAIdataStr(ctx, data)
                : data[0] == '^' ? gs1_encoder_setDataStr(ctx, data)
                : gs1_encoder_setScanData(ctx, data);
        printf("%s\t", line);
        if (!ok) { printf("error\t%s\n", gs1_encoder_getErrMsg(ctx)); continue; }
        char **hri;
        int count = gs1_encoder_getHRI(ctx, &hri);
        printf("ok\t");
        for (int i = 0; i < count; i++) {
            /* "(01) 09506000134352" becomes "01=09506000134352" */
            const char *close = strchr(hri[i], ')');
            if (hri[i][0] != '(' || !close) continue;
            printf("%s%.*s=%s", i ? "|" : "", (int)(close - hri[i] - 1), hri[i] + 1, close + 2);
        }
        char *uri = gs1_encoder_getDLuri(ctx, NULL);
        printf("\t%s\n", uri && *uri ? uri : "null");
    }
    gs1_encoder_free(ctx);
    return 0;
}
