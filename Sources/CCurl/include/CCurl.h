// The few pieces of libcurl the toolkit uses, declared here and bound with dlopen at the first request
// (CCurl.c), so that nothing of libcurl is needed at build time and commands that make no request never
// load it. The numbers are libcurl's stable ABI (curl/curl.h, curl/multi.h); they have not changed since
// the versions that introduced them (every one here is in libcurl 7.68, Debian 11's is 7.74).
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>
#include <stdint.h>

// Options (CURLOPT_*): LONG + n, OBJECTPOINT (10000) + n, FUNCTIONPOINT (20000) + n, OFF_T (30000) + n.
enum {
    CCURLOPT_WRITEDATA = 10001,
    CCURLOPT_URL = 10002,
    CCURLOPT_ERRORBUFFER = 10010,
    CCURLOPT_WRITEFUNCTION = 20011,
    CCURLOPT_HTTPHEADER = 10023,
    CCURLOPT_HEADERDATA = 10029,
    CCURLOPT_CUSTOMREQUEST = 10036,
    CCURLOPT_NOPROGRESS = 43,
    CCURLOPT_NOBODY = 44,
    CCURLOPT_POST = 47,
    CCURLOPT_FOLLOWLOCATION = 52,
    CCURLOPT_CAINFO = 10065,
    CCURLOPT_HEADERFUNCTION = 20079,
    CCURLOPT_HTTPGET = 80,
    CCURLOPT_HTTP_VERSION = 84,
    CCURLOPT_CAPATH = 10097,
    CCURLOPT_SHARE = 10100,
    CCURLOPT_NOSIGNAL = 99,
    CCURLOPT_ACCEPT_ENCODING = 10102,
    CCURLOPT_PRIVATE = 10103,
    CCURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CCURLOPT_TIMEOUT_MS = 155,
    CCURLOPT_CONNECTTIMEOUT_MS = 156,
    CCURLOPT_COPYPOSTFIELDS = 10165,
    CCURLOPT_PATH_AS_IS = 234,
    CCURLOPT_PIPEWAIT = 237,
};

// CURL_HTTP_VERSION_2TLS: HTTP/2 over TLS when the server offers it (ALPN), HTTP/1.1 otherwise.
enum { CCURL_HTTP_VERSION_2TLS = 4 };

// Multi options (CURLMOPT_*).
enum {
    CCURLMOPT_PIPELINING = 3,
    CCURLMOPT_MAXCONNECTS = 6,
    CCURLMOPT_MAX_HOST_CONNECTIONS = 7,
};
enum { CCURLPIPE_MULTIPLEX = 2 };

// CURLINFO_RESPONSE_CODE (CURLINFO_LONG + 2).
enum { CCURLINFO_RESPONSE_CODE = 0x200002 };

// CURL_ERROR_SIZE: the error buffer's required size.
enum { CCURL_ERROR_SIZE = 256 };

// The CURLcode values the transport tells apart.
enum {
    CCURLE_OK = 0,
    CCURLE_UNSUPPORTED_PROTOCOL = 1,
    CCURLE_URL_MALFORMAT = 3,
    CCURLE_COULDNT_RESOLVE_PROXY = 5,
    CCURLE_COULDNT_RESOLVE_HOST = 6,
    CCURLE_COULDNT_CONNECT = 7,
    CCURLE_WEIRD_SERVER_REPLY = 8,
    CCURLE_HTTP2 = 16,
    CCURLE_PARTIAL_FILE = 18,
    CCURLE_WRITE_ERROR = 23,
    CCURLE_OUT_OF_MEMORY = 27,
    CCURLE_OPERATION_TIMEDOUT = 28,
    CCURLE_SSL_CONNECT_ERROR = 35,
    CCURLE_ABORTED_BY_CALLBACK = 42,
    CCURLE_BAD_FUNCTION_ARGUMENT = 43,
    CCURLE_GOT_NOTHING = 52,
    CCURLE_SEND_ERROR = 55,
    CCURLE_RECV_ERROR = 56,
    CCURLE_SSL_CERTPROBLEM = 58,
    CCURLE_SSL_CIPHER = 59,
    CCURLE_PEER_FAILED_VERIFICATION = 60,
    CCURLE_BAD_CONTENT_ENCODING = 61,
    CCURLE_SSL_CACERT_BADFILE = 77,
    CCURLE_SSL_ISSUER_ERROR = 83,
    CCURLE_HTTP2_STREAM = 92,
};

/// Loads libcurl (libcurl.so.4, else libcurl-gnutls.so.4) and initialises it. Returns 0, or -1 with a
/// sentence in `error`. Safe to call from several threads; the work happens once.
int ccurl_load(char *error, size_t error_size);

/// libcurl's version text (`libcurl/7.88.1 OpenSSL/3.0.19 …`); "" before a successful load.
const char *ccurl_version(void);

/// The CA bundle and directory libcurl was built to use (`/etc/ssl/certs/ca-certificates.crt` and
/// `/etc/ssl/certs` on Debian); each NULL when it has none, or libcurl is older than 7.70 or not loaded.
void ccurl_default_ca_locations(const char **cainfo, const char **capath);

void *ccurl_easy_init(void);
void ccurl_easy_cleanup(void *easy);
int ccurl_easy_setopt_long(void *easy, int option, long value);
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value);
int ccurl_easy_setopt_offset(void *easy, int option, int64_t value);
/// For the callback options: a function pointer passed as libcurl expects one.
int ccurl_easy_setopt_write_function(void *easy, int option, size_t (*function)(char *, size_t, size_t, void *));
int ccurl_easy_getinfo_long(void *easy, int info, long *value);
const char *ccurl_easy_strerror(int code);

void *ccurl_slist_append(void *list, const char *text);
void ccurl_slist_free_all(void *list);

void *ccurl_multi_init(void);
void ccurl_multi_cleanup(void *multi);
int ccurl_multi_setopt_long(void *multi, int option, long value);
int ccurl_multi_add_handle(void *multi, void *easy);
int ccurl_multi_remove_handle(void *multi, void *easy);
int ccurl_multi_perform(void *multi, int *running);
/// Waits for activity on the transfers' sockets, libcurl's own next timeout, `ccurl_multi_wakeup`, or
/// `timeout_ms`, whichever comes first.
int ccurl_multi_poll(void *multi, int timeout_ms, int *numfds);
/// Ends a `ccurl_multi_poll` from another thread; the one call here that is safe from any thread.
int ccurl_multi_wakeup(void *multi);
/// The next finished transfer: 1 with its handle and result, 0 when there is none.
int ccurl_multi_next_done(void *multi, void **easy, int *result);

/// A share handle through which easy handles share TLS sessions, locked for use from any thread; NULL
/// when libcurl cannot make one. It is never freed: it lives as long as the engine that made it (the
/// process, for the tools).
void *ccurl_share_tls_sessions(void);

#endif
