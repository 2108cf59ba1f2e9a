# Folio: build, run, test, install, bench. `make run` and `make test` work on a fresh Debian
# machine: missing system packages are installed with apt-get when run as root.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := .build/release/folio
DEBUG_BIN := .build/debug/folio

.PHONY: all build run test unit e2e deps deps-test install uninstall bench clean mutants fuzz fuzz-smoke coverage lint

all: build

# System packages: the ncursesw headers to build, tmux for the end-to-end tests.
deps:
	@sh Scripts/ensure-packages.sh build

deps-test:
	@sh Scripts/ensure-packages.sh test

build: deps
	$(SWIFT) build -c release --product folio

run: build
	$(BIN) --guide

# Unit and headless screen tests (swift test), then end-to-end tests in tmux.
test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) build --product folio
	$(SWIFT) test --skip-build
	python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN)

unit: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e: deps-test
	$(SWIFT) build --product folio
	python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/folio
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/folio
	cp -R Resources/. $(DESTDIR)$(PREFIX)/share/folio/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/folio
	rm -rf $(DESTDIR)$(PREFIX)/share/folio

bench: build
	sh Scripts/ensure-packages.sh bench
	python3 Scripts/bench/directory.py --binary $(BIN)
	python3 Scripts/bench/json_open.py --binary $(BIN)
	python3 Scripts/bench/json_parse.py --binary $(BIN)

clean:
	rm -rf .build

# Mutation check (not part of `make test`): one-line behaviour changes, each built and run
# against the Swift suite in a scratch copy of the tree; prints the survivors and the score.
mutants:
	python3 Scripts/mutants.py

# libFuzzer targets (Tests/Fuzz), built with swiftc -sanitize=fuzzer into .build/fuzz; not part
# of `make test`. fuzz-smoke runs each briefly (for CI).
FUZZ_SECONDS ?= 120
fuzz:
	python3 Scripts/fuzz.py --seconds $(FUZZ_SECONDS)

fuzz-smoke:
	python3 Scripts/fuzz.py --seconds 10

# Line coverage of the Swift suite per module (llvm-cov from the toolchain), built apart in
# .build/coverage.
coverage:
	python3 Scripts/coverage.py

# Style rules of .swift-format (no force unwrap or force try, documented public API) with the
# toolchain's swift format; not yet part of `make test`.
lint:
	python3 Scripts/lint.py
