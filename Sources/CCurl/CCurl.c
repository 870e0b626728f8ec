// Binds the libcurl functions CCurl.h declares with dlopen/dlsym, once, at the first request.
//
// Why not link libcurl: a binary linked with it (directly, or through FoundationNetworking) loads it and
// its ~30 libraries at every start, ~8 ms, even for `--help`; and building would need libcurl's headers.
// The symbols used are libcurl's stable C ABI; the shapes below are copied from curl/curl.h and
// curl/multi.h (struct CURLMsg is the one structure read).
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int msg;  // CURLMSG: 1 is CURLMSG_DONE
    void *easy_handle;
    union {
        void *whatever;
        int result;  // CURLcode
    } data;
} ccurl_message;

// The start of curl_version_info_data, up to the fields read (cainfo and capath, CURLVERSION_SEVENTH,
// libcurl 7.70); `age` says how much of it a library fills in.
typedef struct {
    int age;
    const char *version;
    unsigned int version_num;
    const char *host;
    int features;
    const char *ssl_version;
    long ssl_version_num;
    const char *libz_version;
    const char *const *protocols;
    const char *ares;  // age >= 1
    int ares_num;
    const char *libidn;  // age >= 2
    int iconv_ver_num;  // age >= 3
    const char *libssh_version;
    unsigned int brotli_ver_num;  // age >= 4
    const char *brotli_version;
    unsigned int nghttp2_ver_num;  // age >= 5
    const char *nghttp2_version;
    const char *quic_version;
    const char *cainfo;  // age >= 6
    const char *capath;
} ccurl_version_info;

static struct {
    int (*global_init)(long flags);
    const char *(*version)(void);
    ccurl_version_info *(*version_info)(int);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_getinfo)(void *, int, ...);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
    void *(*multi_init)(void);
    int (*multi_cleanup)(void *);
    int (*multi_setopt)(void *, int, ...);
    int (*multi_add_handle)(void *, void *);
    int (*multi_remove_handle)(void *, void *);
    int (*multi_perform)(void *, int *);
    int (*multi_poll)(void *, void *, unsigned int, int, int *);
    int (*multi_wakeup)(void *);
    ccurl_message *(*multi_info_read)(void *, int *);
    void *(*share_init)(void);
    int (*share_setopt)(void *, int, ...);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_error[512];
static int loaded = 0;

#define BIND(field, name)                                                                              \
    do {                                                                                               \
        *(void **)(&curl.field) = dlsym(library, name);                                                \
        if (curl.field == NULL) {                                                                      \
            snprintf(load_error, sizeof load_error, "%s lacks %s (libcurl 7.68 or later is needed)",   \
                     path, name);                                                                      \
            return;                                                                                    \
        }                                                                                              \
    } while (0)

static void load(void) {
    // The OpenSSL build first (Debian's libcurl4), then the GnuTLS one (libcurl3-gnutls), which is often
    // installed where the other is not.
    // TOOLKIT_LIBCURL names another one (a libcurl in a non-standard place), and then only that one.
    const char *candidates[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
    const char *chosen = getenv("TOOLKIT_LIBCURL");
    void *library = NULL;
    const char *path = NULL;
    int explicit = chosen != NULL && chosen[0] != 0;
    if (explicit) {
        path = chosen;
        library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    }
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && !explicit && library == NULL; i++) {
        path = candidates[i];
        library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
    BIND(global_init, "curl_global_init");
    BIND(version, "curl_version");
    BIND(version_info, "curl_version_info");
    BIND(easy_init, "curl_easy_init");
    BIND(easy_cleanup, "curl_easy_cleanup");
    BIND(easy_setopt, "curl_easy_setopt");
    BIND(easy_getinfo, "curl_easy_getinfo");
    BIND(easy_strerror, "curl_easy_strerror");
    BIND(slist_append, "curl_slist_append");
    BIND(slist_free_all, "curl_slist_free_all");
    BIND(multi_init, "curl_multi_init");
    BIND(multi_cleanup, "curl_multi_cleanup");
    BIND(multi_setopt, "curl_multi_setopt");
    BIND(multi_add_handle, "curl_multi_add_handle");
    BIND(multi_remove_handle, "curl_multi_remove_handle");
    BIND(multi_perform, "curl_multi_perform");
    BIND(multi_poll, "curl_multi_poll");
    BIND(multi_wakeup, "curl_multi_wakeup");
    BIND(multi_info_read, "curl_multi_info_read");
    BIND(share_init, "curl_share_init");
    BIND(share_setopt, "curl_share_setopt");
    // CURL_GLOBAL_DEFAULT (SSL | WIN32) = 3. Not thread-safe in old libcurl, hence pthread_once.
    if (curl.global_init(3) != 0) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed");
        return;
    }
    loaded = 1;
}

int ccurl_load(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", load_error);
    return -1;
}

const char *ccurl_version(void) { return loaded ? curl.version() : ""; }

void ccurl_default_ca_locations(const char **cainfo, const char **capath) {
    *cainfo = NULL;
    *capath = NULL;
    if (!loaded) return;
    ccurl_version_info *info = curl.version_info(6);  // CURLVERSION_SEVENTH
    if (info == NULL || info->age < 6) return;
    *cainfo = info->cainfo;
    *capath = info->capath;
}

void *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
int ccurl_easy_setopt_long(void *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_offset(void *easy, int option, int64_t value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_write_function(void *easy, int option, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl.easy_setopt(easy, option, function);
}
int ccurl_easy_getinfo_long(void *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *ccurl_slist_append(void *list, const char *text) { return curl.slist_append(list, text); }
void ccurl_slist_free_all(void *list) { curl.slist_free_all(list); }

void *ccurl_multi_init(void) { return curl.multi_init(); }
void ccurl_multi_cleanup(void *multi) { curl.multi_cleanup(multi); }
int ccurl_multi_setopt_long(void *multi, int option, long value) { return curl.multi_setopt(multi, option, value); }
int ccurl_multi_add_handle(void *multi, void *easy) { return curl.multi_add_handle(multi, easy); }
int ccurl_multi_remove_handle(void *multi, void *easy) { return curl.multi_remove_handle(multi, easy); }
int ccurl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int ccurl_multi_poll(void *multi, int timeout_ms, int *numfds) { return curl.multi_poll(multi, NULL, 0, timeout_ms, numfds); }
int ccurl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int ccurl_multi_next_done(void *multi, void **easy, int *result) {
    int queued = 0;
    ccurl_message *message;
    while ((message = curl.multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == 1) {
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

// The share handle's locks: one mutex for each kind of data libcurl may lock (curl_lock_data, 0...6), since
// it takes them one at a time but an easy handle attaches, uses and detaches from different threads (set up
// by the caller, run by the engine, freed by whoever lets go of it last).
static pthread_mutex_t share_mutexes[8] = {
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
};

static void share_lock(void *handle, int data, int access, void *user) {
    (void)handle, (void)access, (void)user;
    pthread_mutex_lock(&share_mutexes[(unsigned)data & 7]);
}

static void share_unlock(void *handle, int data, void *user) {
    (void)handle, (void)user;
    pthread_mutex_unlock(&share_mutexes[(unsigned)data & 7]);
}

void *ccurl_share_tls_sessions(void) {
    if (!loaded) return NULL;
    void *share = curl.share_init();
    if (share == NULL) return NULL;
    // CURLSHOPT_LOCKFUNC 3, CURLSHOPT_UNLOCKFUNC 4, CURLSHOPT_SHARE 1 with CURL_LOCK_DATA_SSL_SESSION 4.
    if (curl.share_setopt(share, 3, share_lock) != 0 || curl.share_setopt(share, 4, share_unlock) != 0 ||
        curl.share_setopt(share, 1, 4) != 0) {
        return NULL;  // a share without locks must not be used from two threads: none at all then
    }
    return share;
}
