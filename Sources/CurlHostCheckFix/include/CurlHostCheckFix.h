// A leak-free replacement for FoundationNetworking's CFURLSessionCurlHostIsEqual.
//
// swift-corelibs-foundation (Sources/_CFURLSessionInterface/CFURLSessionInterface.c, as shipped with
// Swift 6.3.1) checks every request's URL with CFURLSessionCurlHostIsEqual(url, host): it parses the
// URL with libcurl's URL API and compares the host. It releases the CURLU handle with curl_free()
// instead of curl_url_cleanup(), so the strings libcurl keeps inside the handle (scheme, host, port,
// path, query) leak on every request, about 150 bytes of heap each; when the URL does not parse, the
// handle itself leaks. A batch of 300 000 requests grew by about 40 MB.
//
// CurlHostCheckFix.c defines the same function correctly, so that it replaces the toolchain's:
// - dynamically linked builds: the executable defines CFURLSessionCurlHostIsEqual; because
//   libFoundationNetworking.so, which is in the link, defines it too, the linker exports the
//   executable's definition (no -rdynamic needed: the same rule lets a program replace malloc), and the
//   dynamic linker binds the library's call to it, the executable coming first in the lookup order;
// - --static-swift-stdlib builds: FoundationNetworking is a static archive whose definition is local,
//   so the link uses `--wrap=CFURLSessionCurlHostIsEqual` (Package.swift, target CurlHostCheckFix) and
//   its calls go to __wrap_CFURLSessionCurlHostIsEqual instead.
// Tests/ToolTests/BinaryTests.swift checks the binding in the built tools; CurlHostCheckFixTests, that
// a URLSession request in the test process reaches the replacement.
//
// Delete this target, its linker flag and Shared's dependency in Package.swift, CurlHostCheckFixTests
// and the check in BinaryTests once the toolchain's CFURLSessionCurlHostIsEqual calls curl_url_cleanup()
// on every path: Benchmarks/urlsession-memory.sh then shows the same flat RSS with the fix off and on.

#ifndef CURL_HOST_CHECK_FIX_H
#define CURL_HOST_CHECK_FIX_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The corrected check, by its own name (for tests): true when libcurl parses `url` and the host it
/// finds is byte for byte `expectedHost`; false otherwise, including when `url` does not parse or
/// libcurl's URL API cannot be found in the process. Same answers as the upstream function.
bool CurlHostCheckFixHostIsEqual(const char *_Nonnull url, const char *_Nonnull expectedHost);

/// False when the environment sets CURL_HOST_CHECK_FIX=off (read once): then the replacement
/// forwards to the toolchain's own, leaking implementation, to measure the difference.
bool CurlHostCheckFixIsEnabled(void);

/// How many times FoundationNetworking (or a test) called the replacement in this process, through
/// either entry point; a test makes one URLSession request and sees it go up, which proves the calls
/// reach this file in the way the process was linked.
unsigned long CurlHostCheckFixCallCount(void);

#ifdef __cplusplus
}
#endif

#endif
