/* bandwidth/stub.c - -bandwidth's GPU half in a build without CUDA: no copies to time. */
#include "gpu_bandwidth.h"

void gpu_bandwidth(size_t bytes, int repeat, struct timer *t) { (void)bytes, (void)repeat, (void)t; }
