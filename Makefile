# Makefile - builds ./smooth (C11 host code, CUDA C kernels) and runs its tests.
#
#   make               ./smooth, with the GPU backends when nvcc is found
#   make CUDA=0        a CPU-only ./smooth; GPU backends say "built without CUDA"
#   make ARCH=sm_80    kernels for another GPU (default sm_90, plus PTX for newer ones);
#                      ARCH="sm_80 sm_90" for several in one binary, ARCH=native for this machine's
#   make HOST_ARCH=native  host code for this CPU alone (default x86-64-v2: any x86-64 since ~2009)
#   make test          build and run the whole suite (GPU tests skip without a GPU)
#   make test-full     the same, each option loop's whole product (2.4x the cases; dev/README.md)
#   make deps          install (Debian) every optional tool the tests and scripts can use
#   make lab           the GPU labs in lab/ (build/lab/opt-lab, run-lab, pin-lab)
#   make sanitize      host code under ASan + UBSan (CPU-only build), the CPU suite
#   make fuzz          fuzz the option parser (libFuzzer) and grade's parser, FUZZ_SECONDS each
#                      (grade's from FUZZ_SEED: the commit's hash by default, so a CI run repeats)
#   make mpi           ./smooth-mpi, the MPI build (mpirun -np P ./smooth-mpi ...; docs/cluster.md)
#   make autograder    build/autograder.zip, Gradescope's autograder from this tree (RUBRIC=FILE adds one)
#   make man           build/smooth.1 (man -l build/smooth.1) and build/smooth.bash (bash completion),
#                      made from ./smooth -help by dev/man-page; the scripts' pages (smooth-grade.1,
#                      ...) and their completion (smooth-scripts.bash) from theirs
#   make install       smooth (smooth-mpi if built), the scripts, the man page, the bash completion,
#                      and the docs and examples -help points to, into PREFIX (/usr/local), DESTDIR
#   make uninstall     what make install put there, and the folders it made
#   make clean
#   make help          this list

NVCC ?= $(shell command -v nvcc 2>/dev/null || { test -x /usr/local/cuda/bin/nvcc && echo /usr/local/cuda/bin/nvcc; })
ifeq ($(strip $(NVCC)),)
CUDA ?= 0
else
CUDA ?= 1
endif

ARCH      ?= sm_90
# The source, a folder by job (docs/architecture.md): src/main.c and the backend table at the top,
# the command line, the plan, the grid, the host's and the GPU's sweeps, the hybrid, the exchange,
# -bandwidth and the report below it. A unit's header lies beside it; include/ holds the headers
# that several folders share. Objects mirror the folders under BUILD.
SRC_DIRS  = $(patsubst %/,%,$(sort $(dir $(wildcard src/*/*))))
# A folder reaches another only through include/: a source finds its own folder's headers beside
# it (the compiler looks there first), the shared ones in include/. The unit tests and the labs
# look inside the folders too (WHITE_BOX).
INCLUDES  = -Iinclude
WHITE_BOX = $(SRC_DIRS:%=-I%)
HEADERS   = $(wildcard include/*.h include/*.cuh src/*/*.h src/*/*.cuh)
ALL_C_SRC = $(wildcard src/*.c src/*/*.c)
# Host code for any x86-64 since ~2009 (SSE4.2), so a build on a login node runs on every compute
# node; HOST_ARCH=native for this machine's own (docs/performance/host.md says what it buys).
HOST_ARCH ?= $(if $(filter x86_64,$(shell uname -m)),x86-64-v2,)
BUILD     ?= build
BIN       ?= smooth
# test files at once: one a core (the GPU machine's 16 cores ran two at a time before: issue 39)
PROVE_JOBS ?= $(or $(shell nproc 2>/dev/null),2)
PROVE_FLAGS ?= # e.g. --timer: each test file's time

# CFLAGS/NVCCFLAGS are yours to set (optimisation, debugging); the flags the
# program needs to be correct come after them and cannot be dropped.
CFLAGS    ?= -O3 $(if $(HOST_ARCH),-march=$(HOST_ARCH))
NVCCFLAGS ?= -O3
LDLIBS    += -lm

# -ffp-contract=off: no fused multiply-add, so every backend rounds the same way.
ALL_CFLAGS = $(CFLAGS) -std=c11 -ffp-contract=off -fopenmp -Wall -Wextra \
             -D_DEFAULT_SOURCE $(INCLUDES) -MMD -MP
# ARCH: machine code for each sm_XY listed, plus PTX of the newest (which the driver compiles for
# later GPUs); native: nvcc's -arch=native, the GPUs this machine has.
ifeq ($(strip $(ARCH)),native)
GENCODE    = -arch=native
else
ifneq ($(filter-out sm_%,$(ARCH))$(filter sm_,$(ARCH)),)
$(error ARCH="$(ARCH)": give sm_XY values (ARCH=sm_80, ARCH="sm_80 sm_90") or ARCH=native)
endif
SMS        = $(ARCH:sm_%=%)
NEWEST     = $(shell printf '%s\n' $(SMS) | sort -n | tail -n 1)
GENCODE    = $(foreach s,$(SMS),-gencode arch=compute_$(s),code=sm_$(s)) \
             -gencode arch=compute_$(NEWEST),code=compute_$(NEWEST)
endif
# --fmad=false: the device must not fuse a*b+c either (the kernels also round explicitly).
ALL_NVCCFLAGS = $(NVCCFLAGS) -std=c++17 --fmad=false $(GENCODE) \
             -Xcompiler -fopenmp,-Wall,-Wextra $(INCLUDES) -DSMOOTH_ARCH='"$(strip $(ARCH))"'

# NVTX ranges (include/nvtx.h) where CUDA is: its headers are the toolkit's.
ifeq ($(CUDA),1)
ALL_CFLAGS    += -DSMOOTH_NVTX -I$(dir $(NVCC))../include
ALL_NVCCFLAGS += -DSMOOTH_NVTX
LDLIBS        += -ldl
endif

# MPI=1 (make mpi): src/process/mpi.c instead of serial.c, compiled and linked by the MPI
# compiler wrapper (CC=$(MPICC)): any wrapper works (OpenMPI's, MPICH's, Intel MPI's, Cray's cc),
# since the wrapper links and is asked nothing; the CUDA objects come from nvcc, and the CUDA
# runtime is linked as nvcc links it (static).
MPI   ?= 0
MPICC ?= $(shell command -v mpicc 2>/dev/null)
# A folder's stub.c is its GPU side in a build without CUDA (device/, gpu/, bandwidth/).
STUB_SRC = $(wildcard src/*/stub.c)
ifeq ($(MPI),1)
C_SRC  = $(filter-out $(STUB_SRC) src/process/serial.c,$(ALL_C_SRC))
else
C_SRC  = $(filter-out $(STUB_SRC) src/process/mpi.c,$(ALL_C_SRC))
endif
CU_SRC = $(wildcard src/*.cu src/*/*.cu)
CUDA_LIB ?= $(firstword $(wildcard $(dir $(NVCC))../lib64 $(dir $(NVCC))../lib))
ifeq ($(CUDA),1)
OBJ    = $(C_SRC:src/%.c=$(BUILD)/%.o) $(CU_SRC:src/%.cu=$(BUILD)/%.o)
ifeq ($(MPI),1)
LINK   = $(CC) -fopenmp
LDLIBS += -L$(CUDA_LIB) -lcudart_static -lstdc++ -lrt -lpthread  # (-ldl: with NVTX above)
else
LINK   = $(NVCC) -Xcompiler -fopenmp
endif
else
OBJ    = $(C_SRC:src/%.c=$(BUILD)/%.o) $(STUB_SRC:src/%.c=$(BUILD)/%.o)
LINK   = $(CC) -fopenmp
endif
LIB_OBJ = $(filter-out $(BUILD)/main.o,$(OBJ))

TEST_SRC = $(wildcard tests/unit/*.c)
TEST_BIN = $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%.t)

# A TMPDIR that is not a writable folder (missing, a file) breaks the compiler's and the tests'
# temporary files: use /tmp instead.
ifneq ($(TMPDIR),)
ifneq ($(shell test -d '$(TMPDIR)' -a -w '$(TMPDIR)' && echo ok),ok)
export TMPDIR := /tmp
endif
endif

SMOOTH_TOP = 1
.PHONY: test-full all test deps sanitize fuzz mpi clean install uninstall help man autograder
all: $(BIN)

# The targets and settings, from the comment at the top of this file.
help:
	@sed -n '3,/^$$/{s/^#//;/^$$/d;p}' $(firstword $(MAKEFILE_LIST))

$(BIN): $(OBJ)
	$(LINK) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# The commit built from, for -version and the report's header: "unknown"
# outside a git checkout of this folder. Only version.o is rebuilt when it changes.
COMMIT := $(shell test "$$(git rev-parse --show-toplevel 2>/dev/null)" = "$(CURDIR)" && \
                  git describe --always --dirty 2>/dev/null || echo unknown)
$(BUILD)/commit: FORCE
	@mkdir -p $(BUILD)
	@echo '$(COMMIT)' > $@.new
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@
$(BUILD)/base/version.o: src/base/version.c $(BUILD)/commit $(BUILD)/config
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSMOOTH_COMMIT='"$(COMMIT)"' -c -o $@ $<

# Rebuild everything when the CUDA choice or flags change.
$(BUILD)/config: FORCE
	@mkdir -p $(BUILD)
	@echo 'CUDA=$(CUDA) ARCH=$(ARCH) CC=$(CC) CFLAGS=$(ALL_CFLAGS) NVCCFLAGS=$(ALL_NVCCFLAGS)' > $@.new
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@
FORCE:

$(BUILD)/%.o: src/%.c $(BUILD)/config
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/%.o: src/%.cu $(HEADERS) $(BUILD)/config
	@mkdir -p $(@D)
	$(NVCC) $(ALL_NVCCFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/unit/%.c $(BUILD)/config
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) $(WHITE_BOX) -Itests/unit -c -o $@ $<

$(BUILD)/tests/%.t: $(BUILD)/tests/%.o $(LIB_OBJ)
	$(LINK) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# The tutorial's own C program, an independent reference for the tests, and
# a student's version of it with the common mistakes (grade's tests).
$(BUILD)/tests/tutorial $(BUILD)/tests/student: $(BUILD)/tests/%: tests/helpers/%.c $(BUILD)/config
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -o $@ $<

# The fuzz target run once over its corpus and every regression (tests/fuzz.t).
$(BUILD)/tests/options_replay: tests/fuzz/options_fuzz.c $(LIB_OBJ)
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -DREPLAY -c -o $(BUILD)/tests/options_replay.o $<
	$(LINK) $(LDFLAGS) -o $@ $(BUILD)/tests/options_replay.o $(LIB_OBJ) $(LDLIBS)

# The ring's shape from the rule itself (src/plan/slabs.c), for tests/ring.t.
$(BUILD)/tests/ring-plan: tests/helpers/ring_plan.c $(BUILD)/plan/slabs.o
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -o $@ $^

# A signal the moment a file is made (tests/cpu.t), preloaded: built plain,
# as the sanitizers' runtime is not in a preloaded library.
$(BUILD)/tests/signal_on_create.so: tests/helpers/signal_on_create.c
	@mkdir -p $(BUILD)/tests
	$(CC) -Wall -Wextra -O1 -shared -fPIC -o $@ $< -ldl

HELPERS = $(BUILD)/tests/tutorial $(BUILD)/tests/student $(BUILD)/tests/options_replay $(BUILD)/tests/ring-plan \
          $(BUILD)/tests/signal_on_create.so

# The whole suite through prove (TAP); GPU tests skip without a device, MPI
# tests without mpicc/mpirun.
# Threads that wait sleep (OMP_WAIT_POLICY=passive): the test files run side
# by side, each with a thread per core, and spinning threads would take the
# cores from the ones with work (on 16 cores the suite took 519 s spinning).
test: $(BIN) $(TEST_BIN) $(HELPERS) $(if $(MPICC),mpi)
	OMP_WAIT_POLICY=passive prove -j$(PROVE_JOBS) $(PROVE_FLAGS) -e '' $(TEST_BIN) tests/*.t

# The GPU files (gpu.t, streams.t, ring.t) run a covering design of their
# option loops, every pair of values (tests/helpers/cover.py), CASE_JOBS
# cases side by side; test-full runs each loop's whole product (2.4x the cases).
test-full:
	SMOOTH_TEST_FULL=1 $(MAKE) test

# Everything optional, on Debian: matplotlib, OpenMPI, clang, chromium (dev/install-deps).
deps:
	dev/install-deps

# The MPI build: ./smooth-mpi, run as mpirun -np P ./smooth-mpi [options].
mpi:
	@test -n "$(MPICC)" || { echo "make mpi: no mpicc (Debian: apt-get install libopenmpi-dev openmpi-bin)"; exit 1; }
	@echo "make mpi: building ./smooth-mpi with $(MPICC) ($(if $(filter 1,$(CUDA)),with,without) CUDA)"
	$(MAKE) MPI=1 CC=$(MPICC) BUILD=build/mpi BIN=smooth-mpi smooth-mpi

# --- sanitizers and fuzzing (CI runs both) ---------------------------------
SAN       = address,undefined
SAN_BUILD = build/sanitize
sanitize:
	$(MAKE) CUDA=0 BUILD=$(SAN_BUILD) BIN=$(SAN_BUILD)/smooth \
	    CFLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=$(SAN) -fno-sanitize-recover=all" \
	    LDFLAGS="-fsanitize=$(SAN)" $(SAN_BUILD)/smooth $(TEST_BIN:$(BUILD)/%=$(SAN_BUILD)/%) \
	    $(HELPERS:$(BUILD)/%=$(SAN_BUILD)/%)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	    SMOOTH=$(SAN_BUILD)/smooth BUILD=$(SAN_BUILD) \
	    prove -j$(PROVE_JOBS) -e '' $(SAN_BUILD)/tests/*.t $(filter-out tests/build.t,$(wildcard tests/*.t))

FUZZ_SECONDS ?= 30
# grade's fuzzer's seed: the commit's, so a commit's CI run is the same run wherever it is repeated (a longer run
# from the same seed covers a shorter one: run it before landing); FUZZ_SEED=random for a fresh one
FUZZ_SEED    ?= $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo random)
FUZZ_CC      ?= clang
FUZZ_BUILD    = build/fuzz
FUZZ_SRC      = $(filter-out src/main.c src/process/mpi.c,$(ALL_C_SRC))
FUZZ_FLAGS    = -g -O1 -std=c11 -D_DEFAULT_SOURCE $(INCLUDES) -Wno-unknown-pragmas -fsanitize=$(SAN)
$(FUZZ_BUILD)/options_fuzz: tests/fuzz/options_fuzz.c $(FUZZ_SRC) $(HEADERS)
	@mkdir -p $(FUZZ_BUILD)
	$(FUZZ_CC) $(FUZZ_FLAGS),fuzzer -o $@ $< $(FUZZ_SRC) -lm
fuzz: $(FUZZ_BUILD)/options_fuzz
	@mkdir -p $(FUZZ_BUILD)/corpus
	$(FUZZ_BUILD)/options_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=1024 -timeout=10 \
	    -artifact_prefix=tests/fuzz/options-regressions/ \
	    $(FUZZ_BUILD)/corpus tests/fuzz/options-corpus tests/fuzz/options-regressions
	PYTHONPATH=scripts python3 tests/fuzz/grade_fuzz.py $(FUZZ_SECONDS) $(FUZZ_SEED)

# The GPU labs (lab/README.md): make lab && build/lab/opt-lab 16384
-include lab/Makefile # (optional: the autograder zip leaves lab/ out)

# PREFIX/bin: smooth, smooth-mpi (if built), smooth-grade, smooth-compare, ... (links into
# PREFIX/libexec/smooth, where the scripts find their packages smoothtools/ and grading/ and
# ../../bin/smooth; scripts/pyproject.toml installs the Python side with pip instead).
PREFIX       ?= /usr/local
BINDIR        = $(DESTDIR)$(PREFIX)/bin
LIBEXECDIR    = $(DESTDIR)$(PREFIX)/libexec/smooth
MANDIR        = $(DESTDIR)$(PREFIX)/share/man/man1
COMPLETIONDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
DOCDIR        = $(DESTDIR)$(PREFIX)/share/doc/smooth
USER_SCRIPTS  = grade compare bench bench-ring mpi-scaling plot-timeline
autograder:
	@mkdir -p $(BUILD)
	python3 dev/make-autograder $(BUILD)/autograder.zip $(RUBRIC)
# the man page and the completion, from -help (the option table): they cannot drift from the program
man: $(BUILD)/smooth.1 $(BUILD)/smooth.bash $(USER_SCRIPTS:%=$(BUILD)/smooth-%.1) $(BUILD)/smooth-scripts.bash
# the scripts' pages and their one completion, from their -help likewise
$(BUILD)/smooth-%.1: scripts/% dev/man-page $(wildcard scripts/smoothtools/*.py scripts/grading/*.py)
	@mkdir -p $(BUILD)
	python3 dev/man-page scripts/$* man >$@.tmp && mv $@.tmp $@
$(BUILD)/smooth-scripts.bash: $(USER_SCRIPTS:%=scripts/%) dev/man-page
	@mkdir -p $(BUILD)
	python3 dev/man-page scripts bash >$@.tmp && mv $@.tmp $@
$(BUILD)/smooth.1: $(BIN) dev/man-page
	@mkdir -p $(BUILD)
	python3 dev/man-page ./$(BIN) man >$@.tmp && mv $@.tmp $@
$(BUILD)/smooth.bash: $(BIN) dev/man-page
	@mkdir -p $(BUILD)
	python3 dev/man-page ./$(BIN) bash >$@.tmp && mv $@.tmp $@
install: $(BIN) man
	install -d "$(BINDIR)" "$(LIBEXECDIR)" "$(MANDIR)" "$(COMPLETIONDIR)" "$(DOCDIR)"
	install -m 644 $(BUILD)/smooth.1 "$(MANDIR)/smooth.1"
	install -m 644 $(BUILD)/smooth.bash "$(COMPLETIONDIR)/smooth"
	ln -sf smooth "$(COMPLETIONDIR)/smooth-mpi"
	install -m 644 $(USER_SCRIPTS:%=$(BUILD)/smooth-%.1) "$(MANDIR)/"
	install -m 644 $(BUILD)/smooth-scripts.bash "$(COMPLETIONDIR)/smooth-scripts"
	for s in $(USER_SCRIPTS); do ln -sf smooth-scripts "$(COMPLETIONDIR)/smooth-$$s"; done
	cp -R README.md docs examples sample_output "$(DOCDIR)/"
	chmod -R u+rwX,go+rX "$(DOCDIR)"
	install -m 755 $(BIN) "$(BINDIR)/smooth"
	if [ -x smooth-mpi ]; then install -m 755 smooth-mpi "$(BINDIR)/smooth-mpi"; fi
	install -d "$(LIBEXECDIR)/smoothtools" "$(LIBEXECDIR)/grading"
	install -m 644 scripts/smoothtools/*.py "$(LIBEXECDIR)/smoothtools/"
	install -m 644 scripts/grading/*.py "$(LIBEXECDIR)/grading/"
	install -m 755 $(USER_SCRIPTS:%=scripts/%) "$(LIBEXECDIR)/"
	for s in $(USER_SCRIPTS); do ln -sf "../libexec/smooth/$$s" "$(BINDIR)/smooth-$$s"; done
uninstall:
	rm -f "$(BINDIR)/smooth" "$(BINDIR)/smooth-mpi" $(USER_SCRIPTS:%="$(BINDIR)/smooth-%")
	rm -f "$(MANDIR)/smooth.1" "$(COMPLETIONDIR)/smooth" "$(COMPLETIONDIR)/smooth-mpi" "$(COMPLETIONDIR)/smooth-scripts"
	rm -f $(USER_SCRIPTS:%="$(MANDIR)/smooth-%.1") $(USER_SCRIPTS:%="$(COMPLETIONDIR)/smooth-%")
	rm -rf "$(LIBEXECDIR)" "$(DOCDIR)"
	@# the folders install makes, where nothing else is left in them (rmdir removes only empty ones)
	@for d in "$(COMPLETIONDIR)" share/bash-completion "$(MANDIR)" share/man share/doc libexec share "$(BINDIR)" "$(DESTDIR)$(PREFIX)"; do \
	    case $$d in /*) ;; *) d="$(DESTDIR)$(PREFIX)/$$d" ;; esac; rmdir "$$d" 2>/dev/null || true; done

clean:
	rm -rf $(BUILD) $(BIN) smooth-mpi

-include $(wildcard $(BUILD)/*.d $(BUILD)/*/*.d)
