# Makefile - builds ./smooth (C11 host code, CUDA C kernels) and runs its tests.
#
#   make               ./smooth, with the GPU backends when nvcc is found
#   make CUDA=0        a CPU-only ./smooth; GPU backends say "built without CUDA"
#   make ARCH=sm_80    kernels for another GPU (default sm_90, plus PTX for newer ones)
#   make test          build and run the whole suite (GPU tests skip without a GPU)
#   make clean

NVCC ?= $(shell command -v nvcc 2>/dev/null || { test -x /usr/local/cuda/bin/nvcc && echo /usr/local/cuda/bin/nvcc; })
ifeq ($(strip $(NVCC)),)
CUDA ?= 0
else
CUDA ?= 1
endif

CC        ?= gcc
ARCH      ?= sm_90
HOST_ARCH ?= native
BUILD     ?= build
BIN       ?= smooth
PROVE_JOBS ?= 2

# CFLAGS/NVCCFLAGS are yours to set (optimisation, debugging); the flags the
# program needs to be correct come after them and cannot be dropped.
CFLAGS    ?= -O3 -march=$(HOST_ARCH)
NVCCFLAGS ?= -O3
LDLIBS    += -lm

# -ffp-contract=off: no fused multiply-add, so every backend rounds the same way.
ALL_CFLAGS = $(CFLAGS) -std=c11 -ffp-contract=off -fopenmp -Wall -Wextra \
             -D_DEFAULT_SOURCE -Iinclude -MMD -MP
SM         = $(ARCH:sm_%=%)
# --fmad=false: the device must not fuse a*b+c either (the kernels also round explicitly).
ALL_NVCCFLAGS = $(NVCCFLAGS) -std=c++17 --fmad=false \
             -gencode arch=compute_$(SM),code=sm_$(SM) -gencode arch=compute_$(SM),code=compute_$(SM) \
             -Xcompiler -fopenmp,-Wall,-Wextra -Iinclude -DSMOOTH_ARCH='"$(ARCH)"'

C_SRC  = $(filter-out src/gpu_stub.c,$(wildcard src/*.c))
CU_SRC = $(wildcard src/*.cu)
ifeq ($(CUDA),1)
OBJ    = $(C_SRC:src/%.c=$(BUILD)/%.o) $(CU_SRC:src/%.cu=$(BUILD)/%.o)
LINK   = $(NVCC) -Xcompiler -fopenmp
else
OBJ    = $(C_SRC:src/%.c=$(BUILD)/%.o) $(BUILD)/gpu_stub.o
LINK   = $(CC) -fopenmp
endif
LIB_OBJ = $(filter-out $(BUILD)/main.o,$(OBJ))

TEST_SRC = $(wildcard tests/unit/*.c)
TEST_BIN = $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%.t)

.PHONY: all test lab clean
all: $(BIN)

$(BIN): $(OBJ)
	$(LINK) -o $@ $^ $(LDLIBS)

# Rebuild everything when the CUDA choice or flags change.
$(BUILD)/config: FORCE
	@mkdir -p $(BUILD)
	@echo 'CUDA=$(CUDA) ARCH=$(ARCH) CC=$(CC) CFLAGS=$(ALL_CFLAGS) NVCCFLAGS=$(ALL_NVCCFLAGS)' > $@.new
	@cmp -s $@.new $@ && rm $@.new || mv $@.new $@
FORCE:

$(BUILD)/%.o: src/%.c $(BUILD)/config
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/%.o: src/%.cu $(wildcard include/*.h include/*.cuh) $(BUILD)/config
	$(NVCC) $(ALL_NVCCFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/unit/%.c $(BUILD)/config
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -c -o $@ $<

$(BUILD)/tests/%.t: $(BUILD)/tests/%.o $(LIB_OBJ)
	$(LINK) -o $@ $^ $(LDLIBS)

# The tutorial's own C program, an independent reference for the tests.
$(BUILD)/tests/tutorial: tests/helpers/tutorial.c $(BUILD)/config
	@mkdir -p $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -o $@ $<

# The whole suite through prove (TAP); GPU tests skip without a device.
test: $(BIN) $(TEST_BIN) $(BUILD)/tests/tutorial
	prove -j$(PROVE_JOBS) -e '' $(TEST_BIN) tests/*.t

# The kernel tuning lab (docs/performance.md): make lab && build/opt-lab 16384
lab: $(BUILD)/opt-lab
$(BUILD)/opt-lab: scripts/opt-lab.cu $(BUILD)/check.o $(wildcard include/*.h include/*.cuh) $(BUILD)/config
	$(NVCC) $(ALL_NVCCFLAGS) -o $@ $< $(BUILD)/check.o

clean:
	rm -rf $(BUILD) $(BIN)

-include $(wildcard $(BUILD)/*.d $(BUILD)/tests/*.d)
