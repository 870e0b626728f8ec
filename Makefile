# Build, test, generate and install the four tools. `make help` lists the targets.
PREFIX ?= /usr/local
DESTDIR ?=
TOOLS := upsctl tracewise scorebase repairminder
# The static Swift stdlib starts each tool in about 10 ms instead of 14-21 ms and needs no Swift runtime
# beside the binary (Benchmarks/README.md). FoundationNetworking's static archive links against libcurl's
# development files, so it is the default only where they are installed (apt-get install libcurl4-openssl-dev).
CURL_DEV := $(wildcard /usr/include/curl/curl.h /usr/include/*/curl/curl.h)
ifneq ($(CURL_DEV),)
SWIFT_RELEASE_FLAGS ?= -c release --static-swift-stdlib
else
SWIFT_RELEASE_FLAGS ?= -c release
endif

.PHONY: help setup build release test generate install uninstall clean

help:
	@echo "make setup      install what the tests need (zsh, fish, mandoc; python-dotenv and moto into .build/test-venv)"
	@echo "make test       build, then run every test (the CI command)"
	@echo "make generate   rewrite completions/ and man/ from the command model, and the GS1 tables"
	@echo "make install    release build; binaries, man pages, completions under PREFIX=$(PREFIX)"

setup:
	@scripts/setup-test-deps

build:
	swift build

release:
	@case "$(SWIFT_RELEASE_FLAGS)" in *static*) ;; *) echo "note: dynamic Swift stdlib (slower start); apt-get install libcurl4-openssl-dev for a static build" >&2;; esac
	swift build $(SWIFT_RELEASE_FLAGS)

# The Python test peers live in the project's own virtual environment (scripts/setup-test-deps).
TEST_PYTHON := $(CURDIR)/.build/test-venv/bin/python

test: setup build
	$(TEST_PYTHON) Tests/oracles/check_dotenv_oracle.py
	TOOLKIT_TEST_PYTHON=$(TEST_PYTHON) swift test

generate:
	scripts/gs1/generate-gs1-tables
	UPDATE_GENERATED=1 swift test --filter GeneratedFilesTests

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	for t in $(TOOLS); do \
		install -m 0755 "$$(swift build $(SWIFT_RELEASE_FLAGS) --show-bin-path)/$$t" $(DESTDIR)$(PREFIX)/bin/$$t; \
		install -m 0644 man/$$t.1 $(DESTDIR)$(PREFIX)/share/man/man1/$$t.1; \
		install -m 0644 completions/$$t.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/$$t; \
		install -m 0644 completions/_$$t $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_$$t; \
		install -m 0644 completions/$$t.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/$$t.fish; \
	done

uninstall:
	for t in $(TOOLS); do \
		rm -f $(DESTDIR)$(PREFIX)/bin/$$t $(DESTDIR)$(PREFIX)/share/man/man1/$$t.1 \
			$(DESTDIR)$(PREFIX)/share/bash-completion/completions/$$t \
			$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_$$t \
			$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/$$t.fish; \
	done

clean:
	rm -rf .build
