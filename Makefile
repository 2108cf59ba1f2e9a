# Folio: build, run, test, install, bench. `make run` and `make test` work on a fresh Debian
# machine: missing system packages are installed with apt-get when run as root.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := .build/release/folio
DEBUG_BIN := .build/debug/folio
# Where `make install` puts the manual page and the shell completions (the folders each shell
# reads by default under a prefix).
MAN1DIR     ?= $(PREFIX)/share/man/man1
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build run test unit e2e deps deps-test install uninstall bench clean

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
	python3 Scripts/bench/json_open.py --binary $(BIN)
	python3 Scripts/bench/json_parse.py --binary $(BIN)
	python3 Scripts/bench/sqlite.py --binary $(BIN)

clean:
	rm -rf .build
