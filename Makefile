# Folio: build, run, test, install, bench. `make run` and `make test` work on a fresh Debian
# machine: missing system packages are installed with apt-get when run as root.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := .build/release/folio
RELEASE_OUT := .build/release/folio
DEBUG_BIN := .build/debug/folio
# Release builds skip Swift's run-time exclusivity checks (a check on every access to a class's
# stored property: ~9% of a key's instructions). Debug builds, which every test and the
# end-to-end suite run, keep them, so an overlapping access still fails a test. A flag here
# rather than unsafeFlags in Package.swift: a package with unsafe flags cannot be a versioned
# dependency, and FolioKit is meant to be one.
RELEASE_FLAGS ?= -Xswiftc -enforce-exclusivity=unchecked $(ISOLATION_FLAGS) $(LAYOUT_FLAGS) $(DEBUG_INFO_FLAGS)
# Swift 6 checks at run time, on entry to every main-actor closure handed to code that does not
# know actors (`withUnsafeBytes`, `forEach`, a sort), that it runs on the main thread; the
# check asks the concurrency runtime, whose code and data a key after a pause finds cold. A Down
# makes four (reading the key, dispatching it, drawing a cut line); from the poll's return to the
# key read took 24.0 µs with them, 17.0 without (nnn 14.5), and the whole Down inside the
# program 145.9 µs against 131.1 (nnn 124.2; 14 interleaved rounds, tapsplit of inprocess.py's
# tap). The release build leaves them out; debug builds (`make test`'s unit tests) keep them,
# so a closure run off the main thread still traps there.
ISOLATION_FLAGS ?= -Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation
# The code a key runs, in one place: a key after a pause finds it out of the caches, and code
# spread over 15 MB of text costs a TLB miss and a cache miss for nearly every function. Every
# function gets its own section, the Swift libraries are linked in (their hot functions join
# folio's, calls into them skip the PLT, and start-up skips loading 20 shared libraries) and
# the linker lays the functions out in the order of Scripts/hot-functions.txt, which
# Scripts/bench/hotlist.py writes (section names; lld takes the symbols, the names without
# `.text.`). Measured in one run, 14 x 15 Downs at 120x40: 0.305 ms with the order, 0.339 ms
# without; again in issue 29, inside the program: 136 µs against 153. After them, with lld,
# the functions start-up runs (Scripts/startup-functions.txt, from Scripts/bench/startlist.py):
# the kernel maps code 64 KB around each page a program faults in, and start-up's 2,000
# functions spread over 10 MB made 6 MiB of code resident; together, peak RSS on 100,000 files
# went from 19.6 MiB to 16.1-16.5 (nnn 11.0; Docs/PERFORMANCE.md).
HOT_ORDER := $(CURDIR)/Scripts/hot-functions.txt
STARTUP_ORDER := $(CURDIR)/Scripts/startup-functions.txt
HOT_SYMBOLS := $(CURDIR)/.build/hot-symbols.txt
# lld (in the Swift toolchain) rather than gold, for peak memory (issue 29): a position-independent
# program's 44,000 pointers in Swift's metadata are fixed at start-up; gold writes each as a
# 24-byte relocation (1 MB of them, all read, and every page they patch made private), lld's
# packed relative relocations (-z pack-relative-relocs, glibc 2.36 and later) take 8 KB. And
# the Swift runtime's default -export-dynamic put 7,000 of folio's own symbols in the dynamic
# table (500 KB the dynamic linker reads); nothing looks them up. Peak RSS on 100,000 files:
# 23.0 MiB with gold, 21.5 without the exports, 20.3 with lld's packed relocations as well.
RELR_FLAGS := $(if $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || v[2] >= 36) print "yes" }'),\
	-Xlinker -z -Xlinker pack-relative-relocs)
LINK_FLAGS := -Xlinker --no-export-dynamic \
	$(if $(shell command -v ld.lld 2>/dev/null),\
		-Xswiftc -use-ld=lld $(RELR_FLAGS) -Xlinker --symbol-ordering-file=$(HOT_SYMBOLS) -Xlinker --no-warn-symbol-ordering,\
		$(if $(shell command -v ld.gold 2>/dev/null),-Xlinker --section-ordering-file=$(HOT_ORDER)))
LAYOUT_FLAGS ?= --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections $(LINK_FLAGS)
# clang writes DWARF 5 for the C targets, whose forms valgrind 3.19 (Debian 12) cannot read: it
# gave up on the whole binary ("Possibly corrupted debuginfo file"), order or no order. DWARF 4,
# as Swift writes its own.
DEBUG_INFO_FLAGS ?= -Xcc -gdwarf-4
# Where `make install` puts the manual page and the shell completions (the folders each shell
# reads by default under a prefix).
MAN1DIR     ?= $(PREFIX)/share/man/man1
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build run test unit e2e outside-package deps deps-test install uninstall bench clean docs examples mutants fuzz fuzz-smoke coverage lint syscalls

all: build examples

# System packages: the ncursesw headers to build, tmux for the end-to-end tests.
deps:
	@sh Scripts/ensure-packages.sh build

deps-test:
	@sh Scripts/ensure-packages.sh test

build: deps
	@# SwiftPM does not know the order files are inputs: a newer one needs a new link. Only
	@# SwiftPM's own output goes (not a BIN given on the command line, not with SWIFT=true).
	@$(if $(filter true,$(SWIFT)),:,for order in $(HOT_ORDER) $(STARTUP_ORDER); do if [ $$order -nt $(RELEASE_OUT) ]; then rm -f $(RELEASE_OUT); fi; done)
	@mkdir -p .build && sed 's/^\.text\.//' $(HOT_ORDER) | cat - $(STARTUP_ORDER) > $(HOT_SYMBOLS)
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product folio

# The example apps (Examples/): built with the rest, never installed. Run: .build/release/Mail
examples: deps
	@mkdir -p .build && sed 's/^\.text\.//' $(HOT_ORDER) | cat - $(STARTUP_ORDER) > $(HOT_SYMBOLS)
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product Mail

run: build
	$(BIN) --guide

# Unit and headless screen tests (swift test) and end-to-end tests in tmux, side by side: the
# Swift suite runs on the main actor (one core) and the end-to-end tests mostly wait for tmux,
# so together they take about the time of the longer. The end-to-end report follows the suite's;
# either failing fails the target.
test: deps-test lint
	$(SWIFT) build --build-tests
	$(SWIFT) build --product folio
	$(SWIFT) build --product Mail
	@# The outside package is built in .build, whose lock `swift test` holds: it goes first
	@# (a few seconds: it reuses the FolioKit and FolioTerminal just built).
	python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN) -k outside_package
	@# The Swift suite runs on the main actor (one core); the end-to-end tests mostly wait on
	@# tmux (23 s of CPU in 170 s), so two shards of them run beside it (three gave no time back and more contention for the timing tests).
	@reports=""; pids=""; \
	report=$$(mktemp); reports="$$reports $$report"; \
	python3 Scripts/fuzz.py --check > $$report 2>&1 & pids="$$pids $$!"; \
	for shard in 1 2; do \
		report=$$(mktemp); reports="$$reports $$report"; \
		python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN) --skip outside_package --shard $$shard/2 > $$report 2>&1 & pids="$$pids $$!"; \
	done; \
	status=0; $(SWIFT) test --skip-build || status=$$?; \
	for pid in $$pids; do wait $$pid || status=$$?; done; \
	echo "--- fuzz targets built, then end-to-end tests"; cat $$reports; rm -f $$reports; exit $$status

unit: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e: deps-test
	$(SWIFT) build --product folio
	$(SWIFT) build --product Mail
	python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN)

# An app in its own package (Examples/OutsidePackage, copied to a temporary folder) built
# against this checkout and run in tmux; `make test` runs it too.
outside-package: deps-test
	$(SWIFT) build --product folio
	python3 Tests/EndToEnd/e2e.py --binary $(DEBUG_BIN) -k outside_package

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/folio
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/folio
	cp -R Resources/. $(DESTDIR)$(PREFIX)/share/folio/
	install -d $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 644 Docs/folio.1 $(DESTDIR)$(MAN1DIR)/folio.1
	install -m 644 Docs/completions/folio.bash $(DESTDIR)$(BASHCOMPDIR)/folio
	install -m 644 Docs/completions/_folio $(DESTDIR)$(ZSHCOMPDIR)/_folio
	install -m 644 Docs/completions/folio.fish $(DESTDIR)$(FISHCOMPDIR)/folio.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/folio
	rm -rf $(DESTDIR)$(PREFIX)/share/folio
	rm -f $(DESTDIR)$(MAN1DIR)/folio.1 $(DESTDIR)$(BASHCOMPDIR)/folio
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_folio $(DESTDIR)$(FISHCOMPDIR)/folio.fish

bench: build
	sh Scripts/ensure-packages.sh bench
	python3 Scripts/bench/directory.py --binary $(BIN)
	python3 Scripts/bench/size.py --binary $(BIN)
	python3 Scripts/bench/json_open.py --binary $(BIN)
	python3 Scripts/bench/json_parse.py --binary $(BIN)
	python3 Scripts/bench/previews.py --binary $(BIN)
	python3 Scripts/bench/json.py --binary $(BIN)
	python3 Scripts/bench/sqlite.py --binary $(BIN)
	python3 Scripts/bench/csv.py --binary $(BIN) --keep .build/bench
	python3 Scripts/bench/keys.py --binary $(BIN) --keep .build/bench
	python3 Scripts/bench/inprocess.py --binary $(BIN) --keep .build/bench
	python3 Scripts/bench/footprint.py --binary $(BIN) --top 15
	python3 Scripts/bench/hotlist.py --binary $(BIN) --check
	python3 Scripts/bench/directory.py --binary $(BIN) --files 1000000 --keep .build/bench --only folio,nnn
	python3 Scripts/bench/motion.py --binary $(BIN)
	python3 Scripts/bench/pointer.py --binary $(BIN)
	python3 Scripts/bench/fileops.py --binary $(BIN)

clean:
	rm -rf .build

# FolioKit's documentation: symbol graphs from the compiler, then the toolchain's docc into a
# static site in .build/docs (open index.html through any static file server). A broken link
# or symbol reference fails the build.
DOCC ?= docc
DOCS_BUILD := .build/docs-build
docs:
	$(SWIFT) build --target FolioKit --scratch-path $(DOCS_BUILD) \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS_BUILD)/symbol-graphs-all
	rm -rf $(DOCS_BUILD)/symbol-graphs && mkdir -p $(DOCS_BUILD)/symbol-graphs
	cp $(DOCS_BUILD)/symbol-graphs-all/FolioKit*.symbols.json $(DOCS_BUILD)/symbol-graphs/
	$(DOCC) convert Sources/FolioKit/FolioKit.docc --additional-symbol-graph-dir $(DOCS_BUILD)/symbol-graphs \
		--output-dir .build/docs --transform-for-static-hosting --warnings-as-errors \
		--fallback-display-name FolioKit --fallback-bundle-identifier org.folio.FolioKit

# Mutation check (not part of `make test`): one-line behaviour changes, each built and run
# against the Swift suite in a scratch copy of the tree; prints the survivors and the score.
# `python3 Scripts/mutants.py --e2e` also runs the end-to-end suite on a mutant the Swift suite
# passes ("killed (e2e)"); `--only N,M` picks mutants.
mutants:
	python3 Scripts/mutants.py

# libFuzzer targets (Tests/Fuzz): the libraries built by SwiftPM with --sanitize fuzzer,address
# into .build/fuzz. `make test` only builds each harness against the debug build and runs its
# seeds (fuzz.py --check); fuzz-smoke fuzzes each briefly.
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
# toolchain's swift format; `make test` runs it first.
lint: syscalls
	python3 Scripts/lint.py

# No libc file, directory or process call outside Sources/FolioBrowser/System/ (Docs/ARCHITECTURE.md, "Rules").
syscalls:
	sh Scripts/check-syscalls.sh
