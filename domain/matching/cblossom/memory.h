/* The memory of the compiled core: every array the algorithm (algorithm.c) and the binding
   (binding.c) take is taken and given back through these four, defined in memory.c. A module of
   its own, so that the algorithm calls no function of the binding (no circle between the two). */
#ifndef CBLOSSOM_MEMORY_H
#define CBLOSSOM_MEMORY_H

#include <stddef.h>

/* Hidden, like every function shared by the core's files (core.h, CB_API): the two builds of the
   module never see each other's. */
#define CB_MEMORY_API __attribute__((visibility("hidden")))

CB_MEMORY_API void *cb_malloc(size_t size);
CB_MEMORY_API void *cb_calloc(size_t count, size_t size);
CB_MEMORY_API void *cb_realloc(void *p, size_t size);
CB_MEMORY_API void cb_free(void *p);

#endif
