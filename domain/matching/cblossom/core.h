/*
 * The compiled blossom core: the algorithm of domain/matching/_blossom.py on exact multi-limb
 * integers. Four parts, one extension (setup.py): bignum.h (the arithmetic), memory.h and
 * memory.c (the allocator), core.h and algorithm.c (the pure-C algorithm, no Python API) and
 * binding.c (the Python type). Calls go one way: the binding calls the algorithm, both call the
 * allocator.
 *
 * Same algorithm, same invariants, same operations as the Python core (read _blossom.py's module
 * docstring first: lazy stage duals, Galil's dense least-slack arrays, warm start, release and
 * re-solve).  What differs is only representation:
 *
 *   - Every weight, dual and key is an exact signed integer of L 64-bit limbs (two's complement),
 *     L chosen per core from the widest weight with a margin of more than 64 bits, so the Dutch
 *     engine's 500-700-bit weights stay exact.  A weight that would not fit raises OverflowError
 *     and the caller rebuilds the core wider.
 *   - Edges are a dense n x n table of indices into a pool of distinct weights (-1 = no edge),
 *     so W(x, y) is one load; a weight shared by many edges is stored once.
 *   - Python's "-inf" row entries become "no edge" tests; INF is 2^(64L-4).
 *
 * Economies the Python core does without (same optimum, fewer operations):
 *
 *   - A large blossom keeps its least-slack array from one stage to the next (build_array); a
 *     blossom formed around a child that keeps one takes the child's array over.
 *   - The rows of a flat blossom's members are cached by chunks of vertices and mended entry by
 *     entry when a few members leave, move their duals alone or change edges (chunk_rows).
 *   - set_row raises a matched vertex's dual instead of releasing it when that keeps the matching
 *     provably optimal (lift_row): the Dutch generation step confirms most opponents this way.
 *   - A pair paired for good leaves a blossom grown around it without a release (detach_pair),
 *     and a bonus row whose optimum the duals already prove is not set at all
 *     (ranked_row_keeps_partner): the Dutch step (d) pairs most players without a solve.
 *   - Rows and blocks given as shared base weights plus small offsets (set_ranked_row,
 *     set_offset_block: the Dutch generation's bonuses and tie-breaks) have each weight made here
 *     from its base's internal value, with no Python int per pair (offset_weight).
 *   - A stage goes on after an augmentation (up to AUGMENTS_PER_STAGE of them): the two trees it
 *     joined lose their labels and the others keep growing, instead of a new stage searching
 *     again from every root (unlabel_trees, event_stale). A re-solve after a bracket-wide change
 *     (hundreds of roots) then needs a fraction of the stages and scans.
 *
 * With a squeeze (domain/matching/squeeze.py, which the Python path applies in Python) a weight
 * is narrowed to the fields its matcher uses, less those derived from higher ones, before it
 * enters the pool, so a Dutch bracket computes with 3 limbs instead of 10-13.
 *
 * A solve releases the GIL stage by stage (a stage touches only the core's own memory, allocated
with the raw allocators), so a server's event loop keeps answering during a long pairing.

Among optimal matchings of equal weight, this core may pick a different one than the Python
 * core (neighbours are visited in index order, not dict order): callers that need a unique
 * answer make it unique by their weights, as the Dutch engine does.
 */
#ifndef CBLOSSOM_CORE_H
#define CBLOSSOM_CORE_H

#include <limits.h>
#include <stddef.h>

#include "bignum.h"
#include "memory.h"

/* weights may have up to 64L - CAPACITY_MARGIN bits (see limbs_for) */
#define CAPACITY_MARGIN 12

enum { UNLABELED = 0, S = 1, T = 2 };

/* ---------------------------------------------------------------- the core */

/* A field a squeeze drops as derived: den * (its value) = sum of num * (value of a kept, higher
   field) in every weight (squeeze()). Widths at most DERIVED_BITS and |num|, den below
   DERIVED_COEFFICIENT keep every sum inside 64 bits. */
#define DERIVED_BITS 32
#define DERIVED_COEFFICIENT ((int64_t)1 << 24)
#define DERIVED_TERMS 64
typedef struct {
    int src, width; /* bit position above the room, width */
    int first, count; /* its terms: sq_terms[first .. first + count) */
    int64_t den;
} DerivedField;

typedef struct {
    int src, width;
    int64_t num;
} FieldTerm;

typedef struct {
    int x, y;
} Edge;

typedef struct {
    int *kids; /* odd cycle, first holds the base */
    Edge *edges; /* edges[i] = (x in kids[i], y in kids[i+1]) */
    int k;
    int *verts;
    int nverts;
} Blossom;

typedef struct {
    int x, y; /* x < 0: none */
} LabelEdge;

typedef struct {
    limb *key;
    int x, y;
} HeapItem;

/* The least-slack rows of up to CHUNK consecutive vertices together (see min_rows_into), kept in
   a frame of their own: each member's key in it is its present key less one common offset. */
typedef struct {
    uint64_t mask;  /* the chunk's vertices it covers (bit v % CHUNK); 0: not built */
    uint64_t dirty; /* members with more changed edges than the stale list holds: read again whole */
    limb *keys;     /* CHUNK numbers: each member's key in the frame */
    limb *arr;      /* n numbers: min over the members y of keys[y] - W(x, y) */
    uint8_t *arg;   /* n: the member's slot (v % CHUNK) attaining arr[x]; NO_ARG when arr[x] is INF */
    int *stale;     /* entries x whose edge to a member changed since: read again before use */
    int nstale;
} ChunkRows;

typedef struct {
    int n, L;
    /* weights */
    limb *pool;
    int pool_len, pool_cap;
    /* Squeeze (see squeeze()): weights given by their low bits are narrowed to the fields a caller
       names before they enter the pool, so the core's integers need fewer limbs. */
    int sq_room;          /* 0: weights are taken as given; else the width of their signed low field */
    int sq_nseg;          /* the kept fields above the room: bit positions and widths, ascending */
    int *sq_src, *sq_width;
    int sq_nder;          /* fields dropped as derived from kept higher ones (see DerivedField) */
    DerivedField *sq_der;
    FieldTerm *sq_terms;  /* the terms of every derived field, one run each */
    int sq_bits;          /* the width of a squeezed weight: the kept fields and the room */
    /* pool entries made here from numbers (offset_weight), found again by value: open addressing
       over pool indices (-1: empty slot), at most half full */
    int32_t *vtab;
    size_t vtab_cap, vtab_len;
    int32_t *W;           /* n*n */
    int *deg;
    limb *max_w;
    limb *inf, *half;
    int capacity_bits;    /* widest weight accepted */
    /* state */
    int *mate;
    limb *u;  /* n */
    limb *z;  /* 2n */
    int *parent, *base, *top;
    Blossom *bl; /* 2n (entries < n unused) */
    int *free_ids;
    int nfree;
    /* stage */
    int *label;
    LabelEdge *labeledge;
    limb *shift;
    limb *d2, *u2, *sk, *sk1;
    int *d2src; /* n: the S-vertex at slack d2[x] when d2[x] was set, -1 if a blossom's array set it (slack_source_holds) */
    limb **sarr; /* 2n: least-slack array of a blossom, kept across stages while valid */
    /* An array A_b[x] = min over members y of key(y) - W(x, y) stays valid up to one offset while
       the members' duals move together and their edges keep their weights (see build_array). */
    uint64_t clock;     /* counts edge and non-uniform dual changes */
    uint64_t *vstamp;   /* n: clock of the last change to vertex v's edges or dual alone */
    uint64_t *sstamp;   /* 2n: clock when sarr[b] was built */
    int *sref_v;        /* 2n: the member whose key sarr[b] was built against */
    limb *sref;         /* 2n: that member's key then */
    HeapItem *heap;
    int heap_len, heap_cap;
    char *in_tset;
    int *tset;
    int tset_len;
    limb *min_s_key;
    int min_s_v;
    int *pending;       /* S-vertices to scan */
    int pending_len, pending_cap;
    int *pending_b;     /* S-blossoms to scan, after the vertices (see next_pending) */
    int pending_b_len, pending_b_cap;
    int *unpushed;
    int unpushed_len, unpushed_cap;
    int out_of_memory;  /* a stack could not grow: the stage fails with MemoryError */
    const char *fault;  /* a broken invariant seen inside a stage (run without the GIL) */
    limb **spare;       /* slack arrays (n numbers each) kept for reuse: each is too big for the */
    int nspare;         /* heap's small-block pools, so a fresh one costs an mmap and page faults */
    ChunkRows *chunks;  /* n / CHUNK: the rows of members of flat blossoms, by vertex chunk */
    uint64_t *chunk_mask; /* n / CHUNK: scratch, the members of one array being built */
    int *leafbuf;       /* n: scratch, the trivial members of one array being built */
    size_t chunk_bytes; /* memory the chunk arrays hold */
    size_t chunk_built, chunk_mended; /* chunk arrays built afresh and mended (diagnostics) */
    int stamp;
    int *mark;
    /* several augmentations per stage (see run_stage): the roots of the two trees the last
       augmenting path joined (-1: none), and scratch to find every tree's root (unlabel_trees) */
    int aug_root1, aug_root2;
    int *freev, nfreev; /* n: the vertices free at the stage's start, less those matched since (trees_left) */
    unsigned *rstamp;
    int *rroot, *rpath, *rlist;
    unsigned rpass;
    limb *tmp; /* scratch numbers */
    /* Deferred edges (init_from_rows with defer, add_deferred): the pool indices of the edges kept
       out of W until the first optimum, row by row (-1: no edge), and the bounds that name them. */
    int32_t *deferred;
    int deferring; /* defer was given and add_deferred has not run yet */
    int defer_lead, defer_cut;
} Core;

/* The loops over a whole row run for every vertex a search reaches. Each is an always-inline body
   taking the limb count L, instantiated here for the usual counts, so that the compiler unrolls
   the arithmetic on L limbs (a subtraction is then L instructions, with no loop). */
#define BY_LIMBS(L, CALL)             \
    do {                              \
        switch (L) {                  \
        case 2: CALL(2); break;       \
        case 3: CALL(3); break;       \
        case 4: CALL(4); break;       \
        case 5: CALL(5); break;       \
        case 6: CALL(6); break;       \
        case 7: CALL(7); break;       \
        default: CALL(L); break;      \
        }                             \
    } while (0)

#define NUM(arr, i) ((arr) + (size_t)(i) * (size_t)L)
#define WIDX(c, x, y) ((c)->W[(size_t)(x) * (size_t)(c)->n + (size_t)(y)])

/* ---------------------------------------------------------------- allocation */

#define SPARE_ARRAYS 64
/* Blossoms of at least this many vertices keep their slack array from one stage to the next:
   rebuilding it costs a pass over every member's row, while kept arrays (disjoint blossoms, so at
   most n / KEEP_ARRAY_MIN of them) cost memory. */
#define KEEP_ARRAY_MIN 16
/* Rows of trivial blossom members are cached by chunks of CHUNK consecutive vertices when at
   least CHUNK_MIN members of one chunk are read together, up to CHUNK_BYTES per core. */
#define CHUNK 64
#define CHUNK_MIN 8
#define CHUNK_BYTES ((size_t)64 << 20)
#define CHUNK_STALE 256
/* A chunk whose members changed (joined, left, a dual of their own, many edges) is mended entry
   by entry when at most CHUNK_MEND of them did, else built again. */
#define CHUNK_MEND 16
#define NO_ARG 0xFF

/* Functions shared by the algorithm and the binding: hidden, so the two builds of the module never
   see each other's, and calls between the files need no indirection. */
#define CB_API __attribute__((visibility("hidden")))

/* The algorithm (algorithm.c): each entry point is the operation of the binding's method of the
   same name; -1 means out of memory (or, for a stage, a broken invariant in c->fault). */
CB_API void core_free(Core *c);
CB_API int core_allocate(Core *c, int n, int L);
CB_API void least_dual(Core *c, int v);
CB_API int greedy_start(Core *c);
CB_API void uniform_start(Core *c);
CB_API int release_vertex(Core *c, int v);
CB_API int detach_pair(Core *c, int a);
CB_API void clear_vertex(Core *c, int v);
CB_API int lift_row(Core *c, int v, const int *js, const int *idxs, const char *dirty_j, ptrdiff_t m);
CB_API int row_keeps_partner(Core *c, int v, const int *js, const int *idxs, ptrdiff_t m);
CB_API void chunk_edge_changed(Core *c, int x, int y);
CB_API int width_fits(Core *c);
CB_API int one_stage(Core *c);
CB_API int tight_repair(Core *c);

/* ---------------------------------------------------------------- small helpers of both parts */

/* the pool's weight number idx (NULL for -1: no edge) */
static inline const limb *pool_weight(Core *c, int idx) {
    return idx < 0 ? NULL : c->pool + (size_t)idx * (size_t)c->L;
}

static inline const limb *weight_of(Core *c, int x, int y) { return pool_weight(c, WIDX(c, x, y)); }

static inline int *leaves(Core *c, int b, int *count, int *single) {
    if (b < c->n) {
        *single = b;
        *count = 1;
        return single;
    }
    *count = c->bl[b].nverts;
    return c->bl[b].verts;
}

/* an edge of v or v's dual alone changed: arrays of blossoms holding v are stale */
static inline void touch(Core *c, int v) { c->vstamp[v] = ++c->clock; }

/* pool index idx (-1: no edge) as the weight of {i, j}, the degrees kept */
static inline void store_edge(Core *c, int i, int j, int idx) {
    int had = WIDX(c, i, j) >= 0;
    if (had && idx < 0) {
        c->deg[i]--;
        c->deg[j]--;
    } else if (!had && idx >= 0) {
        c->deg[i]++;
        c->deg[j]++;
    }
    WIDX(c, i, j) = idx;
    WIDX(c, j, i) = idx;
    touch(c, i);
    touch(c, j);
    chunk_edge_changed(c, i, j);
}

/* Whether setting {i, j} to internal weight w (NULL: removing the edge) may break an optimality
   condition of the current state: a matched edge or one inside a blossom changes, or the duals
   no longer cover the new weight (BlossomCore.needs_release). */
static inline int may_break(Core *c, int i, int j, const limb *w) {
    if (c->mate[i] == j || c->top[i] == c->top[j]) return 1;
    if (!w) return 0;
    int L = c->L;
    limb s[L];
    n_add(s, NUM(c->u, i), NUM(c->u, j), L);
    return n_lt(s, w, L);
}

#endif
