// The replacement for CFURLSessionCurlHostIsEqual; why, and when to delete it: include/CurlHostCheckFix.h.
//
// Upstream (swift-corelibs-foundation, CFURLSessionInterface.c) does, per request:
//     CURLU *h = curl_url();
//     if (curl_url_set(h, CURLUPART_URL, url, 0) == 0) { ...get and compare the host...; curl_free(h); }
// curl_free() only frees the handle's own struct, not the strings libcurl allocated into it, and the
// handle is never freed when the URL does not parse. Here every path ends in curl_url_cleanup().

#if defined(__linux__)

#define _GNU_SOURCE
#include "CurlHostCheckFix.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

// libcurl's URL API (curl/urlapi.h, stable ABI since 7.62), declared here instead of included, so that
// building needs no libcurl development files: the functions are looked up in the running process,
// where libFoundationNetworking (shared) or the static link (-lcurl) has already loaded libcurl.
typedef struct Curl_URL CURLU;
enum { CURLUPART_URL = 0, CURLUPART_HOST = 5 };
typedef CURLU *(*CurlURLNew)(void);
typedef int (*CurlURLSet)(CURLU *, int part, const char *content, unsigned int flags);
typedef int (*CurlURLGet)(const CURLU *, int part, char **content, unsigned int flags);
typedef void (*CurlURLCleanup)(CURLU *);
typedef void (*CurlFree)(void *);
typedef bool (*HostIsEqual)(const char *, const char *);

static struct {
    CurlURLNew urlNew;
    CurlURLSet urlSet;
    CurlURLGet urlGet;
    CurlURLCleanup urlCleanup;
    CurlFree free;
    HostIsEqual original;  // the toolchain's own function, for CURL_HOST_CHECK_FIX=off
    bool enabled;
} curl;
static pthread_once_t curlResolved = PTHREAD_ONCE_INIT;
static atomic_ulong callCount;

// The interposing definition below, by a name of its own: with --wrap in a dynamic link, the
// __real_ reference can resolve to it, and forwarding there would recurse.
bool CurlHostCheckFixInterposer(const char *url, const char *expectedHost);

// In a --wrap link this is the toolchain's function; weak, so links without --wrap leave it null.
extern bool __real_CFURLSessionCurlHostIsEqual(const char *, const char *) __attribute__((weak));

static void resolveCurl(void) {
    curl.urlNew = (CurlURLNew)dlsym(RTLD_DEFAULT, "curl_url");
    curl.urlSet = (CurlURLSet)dlsym(RTLD_DEFAULT, "curl_url_set");
    curl.urlGet = (CurlURLGet)dlsym(RTLD_DEFAULT, "curl_url_get");
    curl.urlCleanup = (CurlURLCleanup)dlsym(RTLD_DEFAULT, "curl_url_cleanup");
    curl.free = (CurlFree)dlsym(RTLD_DEFAULT, "curl_free");
    // Dynamic builds: the next definition after the executable's is libFoundationNetworking.so's.
    // Static builds: no shared library defines it; --wrap made __real_ the archive's definition.
    curl.original = (HostIsEqual)dlsym(RTLD_NEXT, "CFURLSessionCurlHostIsEqual");
    if (curl.original == NULL) curl.original = __real_CFURLSessionCurlHostIsEqual;
    if (curl.original == CurlHostCheckFixInterposer) curl.original = NULL;
    const char *setting = getenv("CURL_HOST_CHECK_FIX");
    curl.enabled = !(setting != NULL && strcmp(setting, "off") == 0);
}

bool CurlHostCheckFixHostIsEqual(const char *url, const char *expectedHost) {
    pthread_once(&curlResolved, resolveCurl);
    if (!curl.urlNew || !curl.urlSet || !curl.urlGet || !curl.urlCleanup || !curl.free) {
        // No libcurl in the process: answer like a URL that does not parse (the request then fails
        // with "URLSession and curl did not agree on URL host" rather than skipping the check).
        return false;
    }
    CURLU *handle = curl.urlNew();
    if (handle == NULL) return false;
    bool isEqual = false;
    if (curl.urlSet(handle, CURLUPART_URL, url, 0) == 0) {
        char *host = NULL;
        if (curl.urlGet(handle, CURLUPART_HOST, &host, 0) == 0 && host != NULL) {
            // Upstream compares lengths, then strncmp over that length: exact bytes, case included.
            isEqual = strcmp(host, expectedHost) == 0;
        }
        curl.free(host);
    }
    curl.urlCleanup(handle);
    return isEqual;
}

bool CurlHostCheckFixIsEnabled(void) {
    pthread_once(&curlResolved, resolveCurl);
    return curl.enabled;
}

unsigned long CurlHostCheckFixCallCount(void) {
    return atomic_load_explicit(&callCount, memory_order_relaxed);
}

static bool checkHost(const char *url, const char *expectedHost) {
    atomic_fetch_add_explicit(&callCount, 1, memory_order_relaxed);
    pthread_once(&curlResolved, resolveCurl);
    if (!curl.enabled && curl.original != NULL) return curl.original(url, expectedHost);
    return CurlHostCheckFixHostIsEqual(url, expectedHost);
}

bool CurlHostCheckFixInterposer(const char *url, const char *expectedHost) {
    return checkHost(url, expectedHost);
}

// Dynamic builds: the executable's definition, exported because libFoundationNetworking.so defines the
// same name, wins the lookup for the library's call. Weak, because in a static link the archive's strong definition
// must win without a duplicate-symbol error (calls reach us through __wrap_ there).
bool CFURLSessionCurlHostIsEqual(const char *url, const char *expectedHost)
    __attribute__((weak, alias("CurlHostCheckFixInterposer"), visibility("default")));

// Static builds: `--wrap=CFURLSessionCurlHostIsEqual` sends FoundationNetworking's calls here.
bool __wrap_CFURLSessionCurlHostIsEqual(const char *url, const char *expectedHost) {
    return checkHost(url, expectedHost);
}

#endif
