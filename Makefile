# Build, test, generate and install the four tools. `make help` lists the targets.
PREFIX ?= /usr/local
DESTDIR ?=
TOOLS := upsctl tracewise scorebase repairminder
# The static Swift stdlib: each tool starts in about 3 ms and needs no Swift runtime beside it. Nothing
# else is linked statically or needed to build: libcurl is opened at the first request (Sources/CCurl).
SWIFT_RELEASE_FLAGS ?= -c release --static-swift-stdlib

.PHONY: help setup build release test generate install uninstall clean

help:
	@echo "make setup      install what the tests need (zsh, fish, mandoc; python-dotenv and moto into .build/test-venv)"
	@echo "make test       build, then run every test (the CI command)"
	@echo "make generate   rewrite completions/ and man/ from the command model, and the GS1 tables"
	@echo "make install    release build (static Swift stdlib, stripped); binaries, man pages, completions under PREFIX=$(PREFIX)"

setup:
	@scripts/setup-test-deps

build:
	swift build

# The four products only (not the benchmark executables), one link each.
release:
	for t in $(TOOLS); do swift build $(SWIFT_RELEASE_FLAGS) --product $$t || exit 1; done

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
		install -m 0755 -s "$$(swift build $(SWIFT_RELEASE_FLAGS) --show-bin-path)/$$t" $(DESTDIR)$(PREFIX)/bin/$$t; \
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
