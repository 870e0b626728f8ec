# Build, test, generate and install the four tools. `make help` lists the targets.
PREFIX ?= /usr/local
DESTDIR ?=
TOOLS := upsctl tracewise scorebase repairminder
# Release binaries (docs/install.md): the static Swift stdlib, so each tool
# needs no Swift runtime beside it; libcurl is opened at the first request (Sources/CCurl). On top, for
# start-up time and resident memory (what a process that starts a million times, or reads a million
# lines, pays for):
# - each function in its own section, and the functions the tools run (scripts/link-order/functions.txt,
#   written by scripts/link-order/update) placed side by side by lld, so a run touches few pages of code;
# - a position-dependent executable: no 25 000 relocations to apply at every start;
# - libstdc++ (which the Swift runtime needs a little of) linked in, not loaded and relocated at start:
#   the linker finds libstdc++.a first through .build/static-libs.
# The compiler's and SwiftPM's temporary files stay under .build/, not in a shared /tmp: where
# /tmp/swift-generated-sources belongs to another user, the compiler writes its macro-expansion buffers
# into the working directory instead (files with binary names in the clone's root).
BUILD_TMP := $(CURDIR)/.build/tmp
export TMPDIR := $(BUILD_TMP)
$(shell mkdir -p $(BUILD_TMP))
# The Python test peers and oracles leave no __pycache__ beside them in Tests/.
export PYTHONDONTWRITEBYTECODE := 1
LINK_ORDER ?= scripts/link-order/functions.txt
STATIC_LIBS := $(CURDIR)/.build/static-libs
SWIFT_RELEASE_FLAGS ?= -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
	-Xswiftc -Xclang-linker -Xswiftc -no-pie -Xswiftc -L$(STATIC_LIBS) \
	$(if $(LINK_ORDER),-Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering)

.PHONY: help setup build build-tests release static-libs print-release-flags test release-check sanitize generate schemas install uninstall dist deb clean

help:
	@echo "make setup      install what the tests need (zsh, fish, mandoc; python-dotenv, moto and jsonschema into .build/test-venv)"
	@echo "make test       build, then run every test; a summary on the console, the full log in .build/test-log"
	@echo "make release-check  make dist deb, then the tests of those artefacts (ReleaseArtefactTests); CI runs it after make test"
	@echo "make sanitize   parse-link under AddressSanitizer and ThreadSanitizer: its tests and a fuzzed corpus of 200,000 lines (scripts/sanitize/run); CI runs it after make test"
	@echo "make generate   rewrite completions/ and man/ from the command model, the GS1 and display-width tables, docs/schemas/"
	@echo "make schemas    rewrite docs/schemas/ (JSON Schemas of every command's records) from the commands' declarations"
	@echo "make install    release build (static Swift stdlib, stripped); binaries, man pages, completions under PREFIX=$(PREFIX)"
	@echo "make dist       the release archive toolkit-VERSION-linux-ARCH.tar.gz and SHA256SUMS in .build/dist"
	@echo "make deb        the Debian package toolkit_VERSION_ARCH.deb (dpkg-deb) and SHA256SUMS in .build/dist"

setup:
	@scripts/setup-test-deps

# A warning fails the build of `make test` (the CI command): a new one is fixed where it appears, not left
# for the next reader. The same flags for both builds, so the test build reuses the first one's objects.
WARNINGS_AS_ERRORS := -Xswiftc -warnings-as-errors

build:
	swift build $(WARNINGS_AS_ERRORS)

# The four tools in one swift build of the package cut down to them (TOOLKIT_RELEASE_TOOLS_ONLY, in
# Package.swift): the modules compile side by side where the layers allow (DigitalLink beside the chain
# under Shared; the four tools at the end), where a build a product left one of CI's two processors idle
# for minutes.
release: static-libs
	TOOLKIT_RELEASE_TOOLS_ONLY=1 swift build $(SWIFT_RELEASE_FLAGS)

# libstdc++.a where the release link looks first; without one (no static libstdc++ installed) the
# directory stays empty and the shared library is used, as before.
static-libs:
	@mkdir -p $(STATIC_LIBS)
	@archive=$$(clang -print-file-name=libstdc++.a 2>/dev/null); \
	if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_LIBS)/libstdc++.a; fi

# For scripts that build as `make release` does (Benchmarks/, scripts/link-order/update).
print-release-flags:
	@echo $(SWIFT_RELEASE_FLAGS)

# The Python test peers live in the project's own virtual environment (scripts/setup-test-deps).
TEST_PYTHON := $(CURDIR)/.build/test-venv/bin/python
# The suite runs with a TMPDIR of its own, emptied first; afterwards scripts/check-test-leftovers fails
# the run if the suite left anything there, in the clone, or in the tools' directories under HOME.
SUITE_TMP := $(CURDIR)/.build/test-tmp
# Each step's full output: the console gets a line a step and the suite's summary (scripts/run-step,
# scripts/run-tests), and a failure in full.
TEST_LOG := .build/test-log
STEP := scripts/run-step

# Where the build steps log: .build/test-log, or release-check's own directory when it asks for them.
BUILD_LOG = $(TEST_LOG)
build-tests:
	@$(STEP) build $(BUILD_LOG)/build.log swift build $(WARNINGS_AS_ERRORS)
	@$(STEP) "build tests" $(BUILD_LOG)/build-tests.log swift build --build-tests $(WARNINGS_AS_ERRORS)

test: setup build-tests
	@$(STEP) "dotenv oracle" $(TEST_LOG)/oracle.log $(TEST_PYTHON) Tests/oracles/check_dotenv_oracle.py
	@rm -rf $(SUITE_TMP) && mkdir -p $(SUITE_TMP)
	@scripts/check-test-leftovers before $(TEST_LOG)/before
	@# The leftovers check runs after a failed suite too: a failing test may be the one that wrote into HOME.
	@TOOLKIT_TEST_PYTHON=$(TEST_PYTHON) scripts/run-tests $(SUITE_TMP) $(TEST_LOG); status=$$?; \
		scripts/check-test-leftovers after $(SUITE_TMP) $(TEST_LOG)/before || status=$$((status ? status : 1)); \
		exit $$status

# The release artefacts and their tests: `make dist deb` (the release build takes minutes the first
# time), then ReleaseArtefactTests on them, which make test leaves out (disabled there, with the reason,
# without TOOLKIT_RELEASE_ARTEFACTS). CI runs it after make test.
RELEASE_LOG := .build/release-log
release-check: BUILD_LOG = $(RELEASE_LOG)
release-check: setup build-tests
	@$(STEP) "make dist deb" $(RELEASE_LOG)/dist.log $(MAKE) -s dist deb
	@rm -rf $(SUITE_TMP) && mkdir -p $(SUITE_TMP)
	@scripts/check-test-leftovers before $(RELEASE_LOG)/before
	@TOOLKIT_RELEASE_ARTEFACTS=$(CURDIR)/.build/dist TOOLKIT_TEST_PYTHON=$(TEST_PYTHON) \
		scripts/run-tests $(SUITE_TMP) $(RELEASE_LOG) --filter ReleaseArtefactTests; status=$$?; \
		scripts/check-test-leftovers after $(SUITE_TMP) $(RELEASE_LOG)/before || status=$$((status ? status : 1)); \
		exit $$status

# parse-link with AddressSanitizer and with ThreadSanitizer (scripts/sanitize/run says how), CI's third
# step: for each, a self-test that the sanitizer catches a known-bad snippet, one release build of
# tracewise and its parse-link tests alone (in .build/asan, .build/tsan: the normal build stays as it is),
# those tests, and a seeded fuzzed corpus of 200,000 lines through that tracewise in every format, with
# --lenient and --fields (AddressSanitizer on one processor; on two, both sanitizers, each format plain
# and with both options); a report
# fails the target. Logs in .build/sanitize-log/. SANITIZERS="address" runs one.
SANITIZERS ?= address thread
sanitize:
	@scripts/sanitize/run $(SANITIZERS)

generate:
	scripts/gs1/generate-gs1-tables
	scripts/unicode/generate-display-width
	UPDATE_GENERATED=1 swift test --filter 'GeneratedFilesTests|SchemaFilesTests/committedSchemas'

# docs/schemas/: one JSON Schema a declared record, the error record's, and index.json (SchemaCatalog);
# SchemaFilesTests fails when the committed files differ from what the declarations make.
schemas:
	UPDATE_GENERATED=1 swift test --filter 'SchemaFilesTests/committedSchemas'

install: release
	scripts/package install "$(DESTDIR)$(PREFIX)" "$$(swift build $(SWIFT_RELEASE_FLAGS) --show-bin-path)" $(TOOLS)
	@[ -n "$(DESTDIR)" ] || scripts/install-hints $(PREFIX) $(TOOLS)

# Release artefacts in .build/dist (scripts/package): the archive, the Debian package, SHA256SUMS.
dist: release
	scripts/package dist "$$(swift build $(SWIFT_RELEASE_FLAGS) --show-bin-path)" $(TOOLS)

deb: release
	scripts/package deb "$$(swift build $(SWIFT_RELEASE_FLAGS) --show-bin-path)" $(TOOLS)

uninstall:
	scripts/package uninstall "$(DESTDIR)$(PREFIX)" $(TOOLS)

clean:
	rm -rf .build
