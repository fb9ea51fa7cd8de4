/*
 * stencil9.cuh - the stencil's expression on the device, defined once: every
 * kernel (stencil.cuh, temporal.cu) and -bandwidth's compute ceiling
 * (gpu/device.cu) evaluate it through stencil9.
 */
#ifndef SMOOTH_STENCIL9_CUH
#define SMOOTH_STENCIL9_CUH

/* The tutorial's expression in its order, each step rounded to nearest
 * explicitly, so no compiler flag can fuse a multiply and an add:
 *   a*(nw + ne + sw + se) + b*(w + e + north + south) + c*centre
 * where nw = x(i-1,j-1), ne = x(i-1,j+1), sw = x(i+1,j-1), se = x(i+1,j+1),
 * w = x(i,j-1), e = x(i,j+1), north = x(i-1,j), south = x(i+1,j). */
__device__ __forceinline__ float stencil9(float nw, float ne, float sw, float se, float w, float e,
                                          float north, float south, float centre, float a, float b,
                                          float c)
{
    float diagonal = __fadd_rn(__fadd_rn(__fadd_rn(nw, ne), sw), se);
    float edge = __fadd_rn(__fadd_rn(__fadd_rn(w, e), north), south);
    return __fadd_rn(__fadd_rn(__fmul_rn(a, diagonal), __fmul_rn(b, edge)), __fmul_rn(c, centre));
}

#endif
