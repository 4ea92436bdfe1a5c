# clauz3 in Go. Set-up on a fresh machine: `make demo`, then `make test`.
# Every target that builds installs what is missing first (`make deps`).

GO      ?= go
BIN     := bin
CMDS    := parse lower solve explain clauz3
EXAMPLE := examples/email
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build test vet demo bench fuzz fuzz-short fuzz-long golden clean

all: build

# deps installs the C library Z3 is linked against (headers + libz3) and
# python3 (the parser's oracle in tests) only when they are missing, and
# the project-local virtual environment .venv with deal, which runs the
# CPython witnesses of the adversarial corpus (testdata/adversarial).
deps:
	@if [ ! -f /usr/include/z3.h ] || ! ls /usr/lib/*/libz3.so >/dev/null 2>&1; then \
		echo "deps: installing libz3-dev"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libz3-dev; \
	fi
	@command -v python3 >/dev/null 2>&1 || { \
		echo "deps: installing python3"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3; }
	@.venv/bin/python -c 'import deal' >/dev/null 2>&1 || { \
		echo "deps: creating .venv with deal"; \
		python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || { \
			$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv; }; \
		rm -rf .venv && python3 -m venv .venv && .venv/bin/pip install -q --disable-pip-version-check 'deal==4.24.6'; }
	@# The reference implementation, clauz3 0.2.1, in the same .venv: the
	@# approval interop tests (pkg/approval/protocol) run against it.
	@.venv/bin/python -c 'import importlib.metadata as m, sys; sys.exit(m.version("clauz3") != "0.2.1")' >/dev/null 2>&1 || { \
		echo "deps: installing the reference clauz3==0.2.1 into .venv"; \
		.venv/bin/pip install -q --disable-pip-version-check 'clauz3==0.2.1'; }
	@# jsonschema validates our SARIF against the official 2.1.0 schema
	@# (pkg/explain's test); clauz3 0.2.1 depends on it, this line says so.
	@.venv/bin/python -c 'import jsonschema' >/dev/null 2>&1 || { \
		echo "deps: installing the Python jsonschema package into .venv"; \
		.venv/bin/pip install -q --disable-pip-version-check 'jsonschema==4.26.0'; }
	@# The Python MCP SDK (a client we did not write) drives clauz3 mcp in
	@# cmd/clauz3's test; clauz3 0.2.1 depends on it, this line says so.
	@.venv/bin/python -c 'import mcp.client.stdio' >/dev/null 2>&1 || { \
		echo "deps: installing the Python mcp package into .venv"; \
		.venv/bin/pip install -q --disable-pip-version-check 'mcp==1.30.0'; }
	@# rsync and git: the libraries' effect bodies run for real in e2e/libraries.
	@command -v rsync >/dev/null 2>&1 && command -v git >/dev/null 2>&1 || { \
		echo "deps: installing rsync and git (e2e/libraries)"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rsync git; }
	@command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || { \
		echo "deps: installing chromium (the approval page's browser test)"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
		echo "deps: installing postgresql (the approval store's shared-store test)"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; }
	@# cvc5, the second solver: pkg/cvc5's test asks it every example check.
	@command -v cvc5 >/dev/null 2>&1 || { \
		echo "deps: installing cvc5 (the cross-check of Z3's verdicts)"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq cvc5; }
	@# Debian's z3py runs proof-of-thought's semantics for pkg/solve's
	@# oracle test (testdata/pot_oracle.py under /usr/bin/python3).
	@/usr/bin/python3 -c 'import z3' >/dev/null 2>&1 || { \
		echo "deps: installing python3-z3 (the proof-of-thought oracle)"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-z3; }
	@command -v $(GO) >/dev/null 2>&1 || { echo "deps: Go is required (go 1.26)"; exit 2; }
	@$(GO) mod download

build: deps
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/ $(addprefix ./cmd/,$(CMDS))

vet: deps
	$(GO) vet ./...

# test runs every package's tests, then the parser's and the compile
# checks' differential tests against CPython on the whole standard library
# of this machine's python3.
# CLAUZ3_CHECK_TERMS=1 makes solve check every term lower hands it
# against the term's own text, parsed again (see solve.Options.CheckBuilt).
test: deps vet
	CLAUZ3_CHECK_TERMS=1 $(GO) test -count=1 ./...
	$(GO) test -count=1 ./pkg/python/parser -run TestDifferentialStdlib -stdlib
	$(GO) test -count=1 ./pkg/python/compile -run TestDifferentialStdlib -stdlib
	$(MAKE) --no-print-directory fuzz-short

# demo proves the bundled email example: it shows the full explanation of
# one passing and one failing case, then one line per case. Every
# *_pass.py case must be proved (exit 0) and every other case refused
# (exit 1), or the demo fails.
demo: build
	@cd $(EXAMPLE) && for f in cases/only_bob_pass.py cases/only_bob_fail.py; do \
		echo "\$$ clauz3 prove --trusted-root tools/email/trusted $$f"; \
		../../$(BIN)/clauz3 prove --trusted-root tools/email/trusted $$f; \
		echo "(exit $$?)"; echo; \
	done
	@cd $(EXAMPLE) && bad=0; n=0; for f in cases/*.py; do \
		out=$$(../../$(BIN)/clauz3 prove --trusted-root tools/email/trusted $$f); code=$$?; n=$$((n+1)); \
		case "$$f:$$code" in *_pass.py:0) ok=ok;; *_pass.py:*) ok=UNEXPECTED;; *:1) ok=ok;; *) ok=UNEXPECTED;; esac; \
		[ $$ok = ok ] || bad=$$((bad+1)); \
		printf '%-4s exit %d  %-45s %s\n' $$ok $$code $$f "$$(echo "$$out" | head -1)"; \
	done; \
	echo; echo "$$n cases, $$bad unexpected"; [ $$bad = 0 ]

# bench measures speed; BENCHMARKS.md says what each figure is and
# quotes a run. First the machine, commit and load, then the packages'
# benchmarks with allocations, then whole processes (the floor: a process
# that only loads libz3, creates one Z3 context and checks a trivial
# query, measured in the same run, and interleaved with the cases), each
# stage in process, serve's latency with 1 and 2 clients (400 requests
# each, so that p99 is not the slowest one), all medians of 5
# (bench.medians); then the scaling generators (time and memory against
# n, fitted exponents).
bench: deps
	@{ echo "# $$(date -u '+%Y-%m-%d %H:%M UTC') commit $$(git rev-parse --short HEAD) $$(nproc) CPUs, load $$(cut -d' ' -f1-3 /proc/loadavg)"; \
	  grep -m1 'model name' /proc/cpuinfo; } | tee bench.out
	$(GO) test -run '^$$' -bench . -benchmem -benchtime 200x -count 5 $$($(GO) list ./... | grep -v -e /e2e -e /python/parser -e /python/compile) | tee -a bench.out
	$(GO) test ./pkg/python/parser -run '^$$' -bench ParseStdlib -benchtime 3x -count 5 | tee -a bench.out
	$(GO) test ./e2e -run '^$$' -bench 'Floor|FrontDoor|Interleaved|Pipeline|Stages' -benchmem -benchtime 40x -count 5 | tee -a bench.out
	$(GO) test ./e2e -run '^$$' -bench 'Serve$$|Interleaved' -benchtime 400x -count 5 | tee -a bench.out
	$(GO) test ./e2e -run '^$$' -bench ServeCases -benchtime 101x -count 1 -v | tee bench.servecases
	$(GO) run ./e2e/testdata/benchmedian < bench.out | tee bench.medians
	$(GO) run ./e2e/testdata/benchscale -runs 3 | tee bench.scale
	$(GO) run ./e2e/testdata/benchcases -runs 11 | tee bench.cases

# fuzz is the long differential run of lower against CPython
# (pkg/difftest): FUZZ_PROGRAMS random programs of seed FUZZ_SEED, every
# generator feature on (-all-features), 6 CPython runs each. The summary
# and each finding's reproducer go to fuzz.out; known classes are listed
# in pkg/difftest/testdata/disagreements.md. 100,000 programs take about
# 8 minutes on 2 idle cores (7m44s for seed 1, 8m14s for seed 8; 280 MB).
# Then TestTimeoutStress solves, 20 times in one process, a document
# whose string checks time out in turn (Z3 4.8.12 crashed on it before
# pkg/solve renewed its solver after each unknown; about 3 minutes), and
# TestZ3AfterTimeouts the stretch of a campaign after which Z3 stopped
# the process in a pop (about a minute; 1.8 GB).
FUZZ_PROGRAMS ?= 100000
FUZZ_SEED     ?= 1
fuzz: deps
	$(GO) test ./pkg/difftest -run 'TestDifferential$$' -count=1 -timeout 10h -v \
		-programs $(FUZZ_PROGRAMS) -seed $(FUZZ_SEED) -all-features -report $(CURDIR)/fuzz.out
	$(GO) test ./pkg/solve -run 'TestTimeoutStress$$' -count=1 -timeout 30m -timeout-stress 20
	$(GO) test ./pkg/difftest -run 'TestZ3AfterTimeouts$$' -count=1 -timeout 30m -z3-stress
	$(MAKE) --no-print-directory fuzz-long

# FUZZ_TARGETS are the go test -fuzz targets, package:function: lower on
# the generator's programs, the DSL expression checker, and each stage's
# decoder (parse's of CPython's ast JSON; lower's, solve's and explain's
# as their commands decode). Seeds are checked in under each package's
# testdata/fuzz. fuzz-short runs each for FUZZ_SHORT (make test; a
# shorter run can end before the seeds have run, which go test reports
# as a failure); fuzz-long, one at a time, for FUZZ_TIME (make fuzz).
# FUZZ_PARALLEL workers each (the machine is shared). When the fuzz time
# ends while Go minimizes a new (passing) input, or before it has run the
# inputs its cache gathered (the cache grows with every run), go test
# fails with "context deadline exceeded" and writes no failing input:
# that is not counted as a failure; any run that writes a failing input
# is (the checked-in seeds run as plain tests in go test).
FUZZ_TARGETS  := ./pkg/difftest:FuzzLower ./pkg/lower:FuzzLower ./pkg/dsl:FuzzCheck \
	./pkg/python/ast:FuzzDecode ./pkg/difftest/decodefuzz:FuzzLowerInput \
	./pkg/difftest/decodefuzz:FuzzSolveInput ./pkg/difftest/decodefuzz:FuzzExplainInput
FUZZ_SHORT    ?= 10s
FUZZ_TIME     ?= 10m
FUZZ_PARALLEL ?= 1
fuzz-short fuzz-long: deps
	@t=$(if $(filter fuzz-long,$@),$(FUZZ_TIME),$(FUZZ_SHORT)); \
	for x in $(FUZZ_TARGETS); do pkg=$${x%%:*}; fn=$${x##*:}; \
		echo "fuzz $$pkg $$fn for $$t"; \
		log=$$(mktemp); \
		$(GO) test $$pkg -run '^$$' -fuzz '^'$$fn'$$' -fuzztime $$t -parallel $(FUZZ_PARALLEL) > $$log 2>&1; rc=$$?; cat $$log; \
		if [ $$rc -ne 0 ]; then \
			if grep -q 'context deadline exceeded' $$log && ! grep -q 'Failing input written' $$log; then \
				echo "fuzz $$pkg $$fn: the fuzz time ended while Go minimized a new input (no failing input): not a failure"; \
			else rm -f $$log; exit 1; fi; \
		fi; rm -f $$log; \
	done

# golden rewrites every golden file (testdata/ and the packages' own);
# review the result with git diff.
golden: deps
	$(GO) test ./... -update

clean:
	rm -rf $(BIN) bench.out bench.medians bench.scale bench.cases bench.servecases
