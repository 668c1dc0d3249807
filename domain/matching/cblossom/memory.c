/* The compiled core's allocator (memory.h): Python's raw allocator. It needs no GIL, so a stage
   that runs without it may allocate, and tracemalloc sees every array of the core. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "memory.h"

void *cb_malloc(size_t size) { return PyMem_RawMalloc(size); }
void *cb_calloc(size_t count, size_t size) { return PyMem_RawCalloc(count, size); }
void *cb_realloc(void *p, size_t size) { return PyMem_RawRealloc(p, size); }
void cb_free(void *p) { PyMem_RawFree(p); }
