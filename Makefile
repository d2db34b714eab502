# scoreboard-tui: every set-up step a fresh machine needs lives here.
# `make run` starts the app; `make test` runs every test, unit tests first.

PREFIX ?= /usr/local
SWIFT ?= swift
APP := scoreboard-tui
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NCURSES_HEADER := /usr/include/ncursesw/curses.h
BIN_DIR_DEBUG = $(shell $(SWIFT) build --show-bin-path)
BIN_DIR_RELEASE = $(shell $(SWIFT) build -c release --show-bin-path)
BROWSER_VENV := .build/browser-venv
E2E_ENV = SCOREBOARD_TUI_BIN="$(BIN_DIR_DEBUG)/$(APP)" SWIFT_BACKTRACE=interactive=no \
  SCOREBOARD_BROWSER_PYTHON="$(CURDIR)/$(BROWSER_VENV)/bin/python3"

.PHONY: run build release test unit examples e2e test-tsan docs lint format install clean deps tmux measure browser \
  measure-serve postgres venue-load venue-tournament

## run: install what is missing, build the app and start it
run: deps release
	"$(BIN_DIR_RELEASE)/$(APP)" $(ARGS)

## build: a debug build of everything, tests included
build: deps
	$(SWIFT) build --build-tests

## release: the optimised binary. SwiftPM does not relink when only the link's order file
## (scripts/hot-symbols.txt) changed, so a binary older than it is removed first.
release: deps
	@if [ -e "$(BIN_DIR_RELEASE)/$(APP)" ] && [ scripts/hot-symbols.txt -nt "$(BIN_DIR_RELEASE)/$(APP)" ]; then \
		rm -f "$(BIN_DIR_RELEASE)/$(APP)"; fi
	$(SWIFT) build -c release --static-swift-stdlib --product $(APP)

## test: unit tests, the StateStore examples, then the end-to-end tests in a real terminal (tmux)
test: unit examples e2e

EXAMPLES := ReSwiftCounter ReCombineScoreboard RecombineCounter TodoList Courts

## examples: build the StateStore examples (Examples/) and check that each prints what it should
examples: deps
	$(SWIFT) build
	@for example in $(EXAMPLES); do \
	  timeout 60 "$(BIN_DIR_DEBUG)/$$example" | diff -u "Examples/$$example/expected.txt" - \
	    || { echo "example $$example printed something else"; exit 1; }; \
	  echo "example $$example: as expected"; \
	done

unit: deps postgres
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests

e2e: deps tmux browser postgres
	$(SWIFT) build --build-tests
	$(SWIFT) build --product $(APP)
	$(E2E_ENV) $(SWIFT) test --skip-build --filter EndToEndTests

## test-tsan: the store and inspector tests under the thread sanitizer
test-tsan: deps
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter "StateStoreTests|StoreInspectorTests"

## docs: the StateStore DocC catalog, built offline; any warning fails the build
SYMBOL_GRAPHS := .build/docs-symbol-graphs
docs: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	rm -rf "$(SYMBOL_GRAPHS)" .build/docs && mkdir -p "$(SYMBOL_GRAPHS)" .build/docs
	cp "$$($(SWIFT) build --show-bin-path)/../symbolgraph/StateStore.symbols.json" "$(SYMBOL_GRAPHS)/"
	docc convert Sources/StateStore/Documentation.docc \
	  --additional-symbol-graph-dir "$(SYMBOL_GRAPHS)" \
	  --fallback-display-name StateStore --fallback-bundle-identifier org.scoreboard-tui.StateStore \
	  --output-path .build/docs/StateStore.doccarchive --warnings-as-errors
	@echo "Documentation: .build/docs/StateStore.doccarchive"

## lint: the committed .swift-format style, strictly
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples

## bench: the StateStore benchmarks (Benchmarks/, its own package), then each median as a ratio of the
## baseline measured in the same run. One run: saved as a baseline, printed, exported for ratios.py.
BENCH_RUN := make-bench
bench:
	@set -e; cd Benchmarks; exported="$$(mktemp -d)"; \
	trap 'rm -rf "$$exported" .benchmarkBaselines/*/$(BENCH_RUN)' EXIT; \
	$(SWIFT) package --disable-sandbox --allow-writing-to-package-directory benchmark \
	  baseline update $(BENCH_RUN) --no-progress; \
	$(SWIFT) package --disable-sandbox benchmark baseline read $(BENCH_RUN) --no-progress; \
	$(SWIFT) package --disable-sandbox benchmark baseline read $(BENCH_RUN) --no-progress \
	  --format jmh --path "$$exported" >"$$exported/export.log" 2>&1 \
	  || { cat "$$exported/export.log"; exit 1; }; \
	python3 ratios.py "$$exported/$(BENCH_RUN).jmh.json"

## measure: the release binary in a pseudo-terminal: bytes per frame, wakeups, start-up time, memory,
## CPU per keypress, each against its target (scripts/measure; needs python3 and pyte); then the cost
## of a key to the keeper and its followers at a match's start and after 10,000 points, and a
## 20,000-byte paste (scripts/measure-follow). Both tables are printed even when one misses.
measure: release
	@python3 -c 'import pyte' 2>/dev/null || python3 -m pip install --quiet pyte
	@status=0; python3 scripts/measure --bin "$(BIN_DIR_RELEASE)/$(APP)" || status=1; \
	python3 scripts/measure-follow --bin "$(BIN_DIR_RELEASE)/$(APP)" || status=1; exit $$status

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(BIN_DIR_RELEASE)/$(APP)" "$(DESTDIR)$(PREFIX)/bin/$(APP)"

clean:
	rm -rf .build .build-tsan

## deps: the ncursesw headers, and espeak-ng (venue desk --speak, play --speak, their tests), from apt when missing
deps:
	@[ -f "$(NCURSES_HEADER)" ] || { $(SUDO) apt-get update && $(SUDO) apt-get install -y libncursesw5-dev; }
	@command -v espeak-ng >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y espeak-ng; }

## postgres: Debian's PostgreSQL server programs, for the venue's tests (each test starts a private
## server of its own in a temporary directory, as the postgres user; nothing is started here)
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v psql >/dev/null && command -v runuser >/dev/null || \
	  { $(SUDO) apt-get update && $(SUDO) apt-get install -y postgresql postgresql-client util-linux; }

tmux:
	@command -v tmux >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y tmux; }

## browser: headless Chromium and its driver (Debian's chromium, chromium-driver) and selenium from
## PyPI in a venv under .build/, for the end-to-end tests of the served pages
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null && command -v curl >/dev/null || \
	  { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium chromium-driver curl; }
	@[ -x "$(BROWSER_VENV)/bin/python3" ] && "$(BROWSER_VENV)/bin/python3" -c 'import selenium' 2>/dev/null || \
	  { python3 -m venv "$(BROWSER_VENV)" && "$(BROWSER_VENV)/bin/pip" install --quiet selenium; }

## measure-serve: serve against the same run's baseline without it: the keeper's key-to-paint time
## with 200 SSE clients attached, events per second to 200 clients, the server's memory, and key
## press to DOM updated in headless Chromium (median and p99 over 100 presses), key press to webhook POST
measure-serve: release browser
	"$(BROWSER_VENV)/bin/python3" scripts/measure-serve --bin "$(BIN_DIR_RELEASE)/$(APP)"

## venue-load: 50 simulated courts scoring a point a second and 200 LISTEN followers for 60 s against a
## private PostgreSQL, then the keeper path flat out: latency, database CPU, records per second
## (docs/SCALE.md). ARGS passes options on, e.g. ARGS="--seconds 10".
venue-load: deps
	$(SWIFT) build -c release --static-swift-stdlib --product VenueLoad
	scripts/venue-load "$(BIN_DIR_RELEASE)/VenueLoad" $(ARGS)

## venue-tournament: a tournament of 10,000 matches on 20 simulated keepers (some dying and taken over) against
## a private PostgreSQL: assignment latency, matches assigned or signed off twice, matches lost (docs/SCALE.md).
## ARGS passes options on, e.g. ARGS="--matches 2000 --courts 10".
venue-tournament: deps
	$(SWIFT) build -c release --static-swift-stdlib --product TournamentLoad
	scripts/venue-load "$(BIN_DIR_RELEASE)/TournamentLoad" $(ARGS)
