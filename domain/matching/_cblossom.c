/*
 * The blossom core of domain/matching/_blossom.py, compiled.
 *
 * Same algorithm, same invariants, same method names as the Python BlossomCore (read its module
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
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>
/* x86-64 adds and subtracts with a carry flag; elsewhere (or with CBLOSSOM_PORTABLE) the portable
   loops compute the same numbers. */
#if defined(__x86_64__) && !defined(CBLOSSOM_PORTABLE)
#define CARRY_INTRINSICS 1
#include <x86intrin.h>
#endif

typedef uint64_t limb;

/* the hot row loops and the arithmetic inside them (see BY_LIMBS) */
#define ALWAYS_INLINE static inline __attribute__((always_inline))

/* weights may have up to 64L - CAPACITY_MARGIN bits (see limbs_for) */
#define CAPACITY_MARGIN 12

enum { UNLABELED = 0, S = 1, T = 2 };

/* ---------------------------------------------------------------- exact integers of L limbs */

static inline void n_copy(limb *d, const limb *a, int L) {
#pragma GCC unroll 8
    for (int i = 0; i < L; i++) d[i] = a[i];
}

ALWAYS_INLINE void n_add(limb *d, const limb *a, const limb *b, int L) {
#ifdef CARRY_INTRINSICS
    unsigned char carry = 0;
#pragma GCC unroll 8
    for (int i = 0; i < L; i++) {
        unsigned long long r;
        carry = _addcarry_u64(carry, a[i], b[i], &r);
        d[i] = r;
    }
#else
    limb carry = 0;
    for (int i = 0; i < L; i++) {
        limb x = a[i], s = x + b[i];
        limb c1 = s < x;
        limb s2 = s + carry;
        limb c2 = s2 < s;
        d[i] = s2;
        carry = c1 | c2;
    }
#endif
}

ALWAYS_INLINE void n_sub(limb *d, const limb *a, const limb *b, int L) {
#ifdef CARRY_INTRINSICS
    unsigned char borrow = 0;
#pragma GCC unroll 8
    for (int i = 0; i < L; i++) {
        unsigned long long r;
        borrow = _subborrow_u64(borrow, a[i], b[i], &r);
        d[i] = r;
    }
#else
    limb borrow = 0;
    for (int i = 0; i < L; i++) {
        limb x = a[i], y = b[i];
        limb s = x - y;
        limb b1 = x < y;
        limb s2 = s - borrow;
        limb b2 = s < borrow;
        d[i] = s2;
        borrow = b1 | b2;
    }
#endif
}

/* signed comparison: -1, 0, 1 */
static inline int n_cmp(const limb *a, const limb *b, int L) {
    int64_t ha = (int64_t)a[L - 1], hb = (int64_t)b[L - 1];
    if (ha != hb) return ha < hb ? -1 : 1;
#pragma GCC unroll 8
    for (int i = L - 2; i >= 0; i--)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

static inline int n_lt(const limb *a, const limb *b, int L) { return n_cmp(a, b, L) < 0; }
static inline int n_eq(const limb *a, const limb *b, int L) { return memcmp(a, b, sizeof(limb) * (size_t)L) == 0; }
static inline int n_neg(const limb *a, int L) { return (int64_t)a[L - 1] < 0; }

static inline int n_zero(const limb *a, int L) {
    for (int i = 0; i < L; i++)
        if (a[i]) return 0;
    return 1;
}

static inline void n_set_zero(limb *d, int L) { memset(d, 0, sizeof(limb) * (size_t)L); }

/* d = a >> 1, arithmetic (exact for the even values it is used on) */
static inline void n_half(limb *d, const limb *a, int L) {
    limb top = (limb)((int64_t)a[L - 1] >> 63);
    for (int i = 0; i < L; i++) {
        limb next = i + 1 < L ? a[i + 1] : top;
        d[i] = (a[i] >> 1) | (next << 63);
    }
}

/* d = a + (a & 1): round up to even */
static inline void n_round_even(limb *d, const limb *a, int L) {
    if (a[0] & 1) {
        limb one[L];
        n_set_zero(one, L);
        one[0] = 1;
        n_add(d, a, one, L);
    } else if (d != a) {
        n_copy(d, a, L);
    }
}

/* number of significant bits of a non-negative value */
static int n_bits(const limb *a, int L) {
    for (int i = L - 1; i >= 0; i--)
        if (a[i]) return 64 * i + 64 - __builtin_clzll(a[i]);
    return 0;
}

/* Whether a is exactly INF = 2^(64L-4). Entries are INF or real values far below INF/2 (whose top
   limb is 0 or all ones), so the top limb decides. */
static inline int is_inf(const limb *a, int L) { return a[L - 1] == ((limb)1 << 60); }

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
    PyObject_HEAD
    int n, L;
    /* weights */
    limb *pool;
    int pool_len, pool_cap;
    PyObject *pool_index; /* dict: int -> pool index */
    PyObject *one;        /* the int 1 */
    /* Squeeze (see squeeze()): weights given by their low bits are narrowed to the fields a caller
       names before they enter the pool, so the core's integers need fewer limbs. */
    int sq_room;          /* 0: weights are taken as given; else the width of their signed low field */
    int sq_nseg;          /* the kept fields above the room: bit positions and widths, ascending */
    int *sq_src, *sq_width;
    int sq_nder;          /* fields dropped as derived from kept higher ones (see DerivedField) */
    DerivedField *sq_der;
    FieldTerm *sq_terms;  /* the terms of every derived field, one run each */
    int sq_bits;          /* the width of a squeezed weight: the kept fields and the room */
    PyObject *sq_index;   /* dict: masked weight -> pool index of its squeezed, doubled value */
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

static PyObject *Overflow(const char *what) {
    PyErr_Format(PyExc_OverflowError, "compiled matcher: %s exceeds its integer width", what);
    return NULL;
}

/* Python int (>= 0 expected but signed accepted) -> L limbs; -1 on overflow or error. */
static int from_pylong(Core *c, PyObject *v, limb *out) {
    int L = c->L;
    if (!PyLong_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "weight must be an int");
        return -1;
    }
    size_t nbits = _PyLong_NumBits(v);
    if (nbits == (size_t)-1 && PyErr_Occurred()) return -1;
    if ((int)nbits > c->capacity_bits) {
        Overflow("a weight");
        return -1;
    }
    unsigned char buf[8 * 64];
    if (_PyLong_AsByteArray((PyLongObject *)v, buf, (size_t)(8 * L), 1, 1) < 0) return -1;
    for (int i = 0; i < L; i++) {
        limb w = 0;
        for (int b = 7; b >= 0; b--) w = (w << 8) | buf[8 * i + b];
        out[i] = w;
    }
    return 0;
}

static PyObject *to_pylong(const limb *a, int L) {
    unsigned char buf[8 * 64];
    for (int i = 0; i < L; i++)
        for (int b = 0; b < 8; b++) buf[8 * i + b] = (unsigned char)(a[i] >> (8 * b));
    return _PyLong_FromByteArray(buf, (size_t)(8 * L), 1, 1);
}

/* Append the L-limb number value to the pool; its pool index, -1 on error. */
static int pool_push(Core *c, const limb *value) {
    int L = c->L;
    if (c->pool_len == c->pool_cap) {
        int cap = c->pool_cap ? 2 * c->pool_cap : 64;
        limb *p = PyMem_RawRealloc(c->pool, sizeof(limb) * (size_t)cap * (size_t)L);
        if (!p) {
            PyErr_NoMemory();
            return -1;
        }
        c->pool = p;
        c->pool_cap = cap;
    }
    n_copy(c->pool + (size_t)c->pool_len * L, value, L);
    if (n_lt(c->max_w, value, L)) n_copy(c->max_w, value, L);
    return c->pool_len++;
}

/* pool_push, the value filed under key in the dict index (key -> pool index) */
static int pool_append(Core *c, PyObject *index, PyObject *key, const limb *value) {
    PyObject *i = PyLong_FromLong(c->pool_len);
    if (!i) return -1;
    int rc = PyDict_SetItem(index, key, i);
    Py_DECREF(i);
    return rc < 0 ? -1 : pool_push(c, value);
}

static inline size_t limbs_hash(const limb *a, int L) {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < L; i++) h = (h ^ a[i]) * 0xff51afd7ed558ccdull;
    return (size_t)(h ^ (h >> 29));
}

/* the slot of vtab holding value's pool index, or the empty slot where it belongs */
static size_t vtab_slot(Core *c, const limb *value) {
    size_t mask = c->vtab_cap - 1, h = limbs_hash(value, c->L) & mask;
    while (c->vtab[h] >= 0 && !n_eq(c->pool + (size_t)c->vtab[h] * (size_t)c->L, value, c->L)) h = (h + 1) & mask;
    return h;
}

static int vtab_grow(Core *c) {
    size_t cap = c->vtab_cap ? 2 * c->vtab_cap : 1024;
    int32_t *old = c->vtab;
    size_t old_cap = c->vtab_cap;
    c->vtab = PyMem_RawMalloc(sizeof(int32_t) * cap);
    if (!c->vtab) {
        c->vtab = old;
        PyErr_NoMemory();
        return -1;
    }
    memset(c->vtab, 0xff, sizeof(int32_t) * cap);
    c->vtab_cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i] >= 0) c->vtab[vtab_slot(c, c->pool + (size_t)old[i] * (size_t)c->L)] = old[i];
    PyMem_RawFree(old);
    return 0;
}

/* pool index of the internal weight `value` (added if new, found by value); -1 on error */
static int pool_get_value(Core *c, const limb *value) {
    if (n_bits(value, c->L) > c->capacity_bits) {
        Overflow("a weight");
        return -1;
    }
    if (2 * (c->vtab_len + 1) > c->vtab_cap && vtab_grow(c) < 0) return -1;
    size_t h = vtab_slot(c, value);
    if (c->vtab[h] >= 0) return c->vtab[h];
    int idx = pool_push(c, value);
    if (idx < 0) return -1;
    c->vtab[h] = idx;
    c->vtab_len++;
    return idx;
}

/* pool index of weight object v (added if new); -1 on error */
static int pool_get(Core *c, PyObject *v) {
    PyObject *idx = PyDict_GetItemWithError(c->pool_index, v);
    if (idx) return (int)PyLong_AsLong(idx);
    if (PyErr_Occurred()) return -1;
    limb value[c->L];
    if (from_pylong(c, v, value) < 0) return -1;
    return pool_append(c, c->pool_index, v, value);
}

/* the pool's weight number idx (NULL for -1: no edge) */
static inline const limb *pool_weight(Core *c, int idx) {
    return idx < 0 ? NULL : c->pool + (size_t)idx * (size_t)c->L;
}

static inline const limb *weight_of(Core *c, int x, int y) { return pool_weight(c, WIDX(c, x, y)); }

static int *leaves(Core *c, int b, int *count, int *single) {
    if (b < c->n) {
        *single = b;
        *count = 1;
        return single;
    }
    *count = c->bl[b].nverts;
    return c->bl[b].verts;
}

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

/* a slack array of n numbers (contents undefined), reused when one is spare */
static limb *take_array(Core *c) {
    if (c->nspare) return c->spare[--c->nspare];
    size_t bytes = sizeof(limb) * (size_t)c->n * (size_t)c->L;
    return PyMem_RawMalloc(bytes ? bytes : 1);
}

static void give_array(Core *c, limb *arr) {
    if (!arr) return;
    if (!c->spare) c->spare = PyMem_RawCalloc(SPARE_ARRAYS, sizeof(limb *));
    if (c->spare && c->nspare < SPARE_ARRAYS)
        c->spare[c->nspare++] = arr;
    else
        PyMem_RawFree(arr);
}

static void *xcalloc(size_t count, size_t size) {
    void *p = PyMem_RawCalloc(count ? count : 1, size);
    if (!p) PyErr_NoMemory();
    return p;
}

static void free_blossom_storage(Blossom *b) {
    PyMem_RawFree(b->kids);
    PyMem_RawFree(b->edges);
    PyMem_RawFree(b->verts);
    b->kids = NULL;
    b->edges = NULL;
    b->verts = NULL;
    b->k = b->nverts = 0;
}

/* give back the slack arrays of nested blossoms and of those with fewer than keep_min vertices
   (keep_min INT_MAX: all) */
static void drop_arrays(Core *c, int keep_min) {
    int n = c->n;
    if (c->sarr)
        for (int b = n; b < 2 * n; b++)
            if (c->sarr[b] && (c->bl[b].nverts < keep_min || c->parent[b] != -1)) {
                give_array(c, c->sarr[b]);
                c->sarr[b] = NULL;
            }
}

/* an edge of v or v's dual alone changed: arrays of blossoms holding v are stale */
static inline void touch(Core *c, int v) { c->vstamp[v] = ++c->clock; }

static void clear_stage_arrays(Core *c) {
    for (int i = 0; i < c->heap_len; i++) PyMem_RawFree(c->heap[i].key);
    c->heap_len = 0;
    c->unpushed_len = 0;
}

static void Core_dealloc(Core *c) {
    int n = c->n;
    clear_stage_arrays(c);
    drop_arrays(c, INT_MAX);
    if (c->bl)
        for (int b = n; b < 2 * n; b++) free_blossom_storage(&c->bl[b]);
    void *ptrs[] = {c->pool, c->W, c->deg, c->max_w, c->inf, c->half, c->mate, c->u, c->z, c->parent,
                    c->base, c->top, c->bl, c->free_ids, c->label, c->labeledge, c->shift, c->d2, c->d2src, c->u2,
                    c->sk, c->sk1, c->sarr, c->heap, c->vtab, c->in_tset, c->tset, c->min_s_key, c->pending, c->pending_b,
                    c->unpushed, c->mark, c->rstamp, c->rroot, c->rpath, c->rlist, c->tmp, c->freev, c->vstamp, c->sstamp, c->sref_v, c->sref, c->deferred};
    for (size_t i = 0; i < sizeof(ptrs) / sizeof(ptrs[0]); i++) PyMem_RawFree(ptrs[i]);
    for (int i = 0; i < c->nspare; i++) PyMem_RawFree(c->spare[i]);
    PyMem_RawFree(c->spare);
    if (c->chunks)
        for (int i = 0; i < (n + CHUNK - 1) / CHUNK; i++) {
            PyMem_RawFree(c->chunks[i].keys);
            PyMem_RawFree(c->chunks[i].arr);
            PyMem_RawFree(c->chunks[i].stale);
            PyMem_RawFree(c->chunks[i].arg);
        }
    PyMem_RawFree(c->chunks);
    PyMem_RawFree(c->chunk_mask);
    PyMem_RawFree(c->leafbuf);
    Py_XDECREF(c->pool_index);
    Py_XDECREF(c->one);
    Py_XDECREF(c->sq_index);
    PyMem_RawFree(c->sq_src);
    PyMem_RawFree(c->sq_width);
    PyMem_RawFree(c->sq_der);
    PyMem_RawFree(c->sq_terms);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

/* ---------------------------------------------------------------- squeezing */

#define WIDE 32 /* limbs of a weight before squeezing (2048 bits) */

/* raised when a weight does not fit the squeeze (a ValueError) */
static PyObject *SqueezeError;

/* bits [pos, pos + width) of the WIDE-limb number a (width <= 64) */
static limb get_bits(const limb *a, int pos, int width) {
    int i = pos / 64, o = pos % 64;
    if (i >= WIDE) return 0;
    limb v = a[i] >> o;
    if (o && i + 1 < WIDE) v |= a[i + 1] << (64 - o);
    return width >= 64 ? v : v & (((limb)1 << width) - 1);
}

/* or v into the L-limb number a at bit pos; the bits past the L limbs are dropped (a caller
   that must not lose any checks the width first, as squeeze does) */
static void put_bits(limb *a, int L, int pos, limb v) {
    int i = pos / 64, o = pos % 64;
    if (i >= L) return;
    a[i] |= v << o;
    if (o && i + 1 < L) a[i + 1] |= v >> (64 - o);
}

/* The squeezed value of a masked weight v >= 0, as L limbs (0 on success, -1 with an exception).

   A weight is a packed base (its fields, each >= 0, above the room) plus a small signed offset r
   in the room, |r| < 2^(room-1): the Dutch engine's tie-breaks and bonuses. Rounding v to the
   nearest multiple of 2^room recovers the base; the squeezed value keeps only the named fields
   of the base, packed in order above the room, plus r. Sums of squeezed weights compare as sums of
   the originals when every weight of the matcher leaves the other fields 0 (their sums stay 0:
   kept fields are as wide as before, so nothing carries). A derived field is dropped as well: its
   value is a fixed combination of kept higher fields', so are its sums, and it never decides a
   comparison. A base with a bit outside the kept fields, or a derived field off its combination,
   raises ValueError: the caller then matches without squeezing. */
static int squeeze(Core *c, PyObject *v, limb *out) {
    int L = c->L, R = c->sq_room;
    size_t nbits = _PyLong_NumBits(v);
    if (nbits == (size_t)-1 && PyErr_Occurred()) return -1;
    if (nbits > 64 * WIDE - 2) {
        PyErr_SetString(SqueezeError, "compiled matcher: a weight too wide to squeeze");
        return -1;
    }
    unsigned char buf[8 * WIDE];
    if (_PyLong_AsByteArray((PyLongObject *)v, buf, sizeof(buf), 1, 1) < 0) return -1;
    limb w[WIDE];
    for (int i = 0; i < WIDE; i++) {
        limb x = 0;
        for (int b = 7; b >= 0; b--) x = (x << 8) | buf[8 * i + b];
        w[i] = x;
    }
    /* w += 2^(R-1): the base is then w >> R, the offset (w mod 2^R) - 2^(R-1) */
    limb add = (limb)1 << (R - 1);
    for (int i = 0; i < WIDE && add; i++) {
        w[i] += add;
        add = w[i] < add;
    }
    int64_t r = (int64_t)(w[0] & (((limb)1 << R) - 1)) - ((int64_t)1 << (R - 1));
    int total = __builtin_popcountll(w[0] >> R), kept = 0, dst = R;
    for (int i = 1; i < WIDE; i++) total += __builtin_popcountll(w[i]);
    n_set_zero(out, L);
    for (int k = 0; k < c->sq_nseg; k++) {
        limb field = get_bits(w, R + c->sq_src[k], c->sq_width[k]);
        if (field && dst + 64 - __builtin_clzll(field) > c->capacity_bits) {
            Overflow("a squeezed weight"); /* put_bits would write past the L limbs */
            return -1;
        }
        kept += __builtin_popcountll(field);
        if (field) put_bits(out, L, dst, field); /* a zero field may lie past the limbs: nothing to write */
        dst += c->sq_width[k];
    }
    for (int k = 0; k < c->sq_nder; k++) {
        const DerivedField *d = &c->sq_der[k];
        limb field = get_bits(w, R + d->src, d->width);
        int64_t sum = 0;
        for (int t = d->first; t < d->first + d->count; t++) {
            const FieldTerm *term = &c->sq_terms[t];
            sum += term->num * (int64_t)get_bits(w, R + term->src, term->width);
        }
        if (d->den * (int64_t)field != sum) {
            PyErr_SetString(SqueezeError, "compiled matcher: a weight's field is not its combination of higher ones");
            return -1;
        }
        kept += __builtin_popcountll(field);
    }
    if (kept != total) {
        PyErr_SetString(SqueezeError, "compiled matcher: a weight has bits outside the squeezed fields");
        return -1;
    }
    limb off[L];
    for (int i = 0; i < L; i++) off[i] = r < 0 ? ~(limb)0 : 0;
    off[0] = (limb)r;
    n_add(out, out, off, L);
    return 0;
}

/* Read one term (shift, width, num) of derived field d; -1 with an exception. */
static int parse_term(Core *c, PyObject *item, const DerivedField *d, FieldTerm *term) {
    if (!PyArg_ParseTuple(item, "iiL", &term->src, &term->width, &term->num)) return -1;
    if (term->width < 1 || term->width > DERIVED_BITS || term->src < d->src + d->width ||
        term->num <= -DERIVED_COEFFICIENT || term->num >= DERIVED_COEFFICIENT ||
        term->src + term->width + c->sq_room > 64 * WIDE - 2) {
        PyErr_SetString(PyExc_ValueError, "a derived field's term must be a higher field of 1-32 bits, |num| < 2^24");
        return -1;
    }
    return 0;
}

/* Read the derived fields of a squeeze: [(shift, width, den, [(shift, width, num), ...]), ...]
   (see DerivedField); -1 with an exception. */
static int parse_derived(Core *c, PyObject *derived) {
    PyObject *seq = PySequence_Fast(derived, "derived fields must be a list of (shift, width, den, terms)");
    if (!seq) return -1;
    Py_ssize_t m = PySequence_Fast_GET_SIZE(seq);
    c->sq_der = PyMem_RawCalloc((size_t)(m ? m : 1), sizeof(DerivedField));
    c->sq_terms = PyMem_RawCalloc((size_t)(m ? m : 1) * DERIVED_TERMS, sizeof(FieldTerm));
    if (!c->sq_der || !c->sq_terms) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    int used = 0;
    for (Py_ssize_t k = 0; k < m; k++) {
        DerivedField *d = &c->sq_der[k];
        PyObject *terms, *tseq = NULL;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, k), "iiLO", &d->src, &d->width, &d->den, &terms) ||
            !(tseq = PySequence_Fast(terms, "a derived field's terms must be a list"))) {
            Py_DECREF(seq);
            return -1;
        }
        Py_ssize_t count = PySequence_Fast_GET_SIZE(tseq);
        if (d->src < 0 || d->width < 1 || d->width > DERIVED_BITS || d->den < 1 || d->den >= DERIVED_COEFFICIENT ||
            count > DERIVED_TERMS) {
            Py_DECREF(tseq);
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "a derived field must be 1-32 bits wide, 0 < den < 2^24, 64 terms at most");
            return -1;
        }
        d->first = used;
        d->count = (int)count;
        for (Py_ssize_t t = 0; t < count; t++)
            if (parse_term(c, PySequence_Fast_GET_ITEM(tseq, t), d, &c->sq_terms[used++]) < 0) {
                Py_DECREF(tseq);
                Py_DECREF(seq);
                return -1;
            }
        Py_DECREF(tseq);
    }
    Py_DECREF(seq);
    c->sq_nder = (int)m;
    return 0;
}

/* Read squeeze=(room_bits, [(shift, width), ...][, derived]) (None: no squeezing; derived: see
   parse_derived); -1 with an exception. */
static int parse_squeeze(Core *c, PyObject *spec) {
    if (spec == Py_None) return 0;
    PyObject *fields, *derived = NULL;
    if (!PyArg_ParseTuple(spec, "iO|O", &c->sq_room, &fields, &derived)) return -1;
    PyObject *seq = PySequence_Fast(fields, "squeeze fields must be a list of (shift, width)");
    if (!seq) return -1;
    Py_ssize_t m = PySequence_Fast_GET_SIZE(seq);
    c->sq_src = PyMem_RawMalloc(sizeof(int) * (size_t)(m ? m : 1));
    c->sq_width = PyMem_RawMalloc(sizeof(int) * (size_t)(m ? m : 1));
    c->sq_index = PyDict_New();
    if (!c->sq_src || !c->sq_width || !c->sq_index) {
        Py_DECREF(seq);
        if (!PyErr_Occurred()) PyErr_NoMemory();
        return -1;
    }
    int last = 0;
    c->sq_bits = c->sq_room;
    for (Py_ssize_t k = 0; k < m; k++) {
        int shift, width;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, k), "ii", &shift, &width)) {
            Py_DECREF(seq);
            return -1;
        }
        if (shift < last || width < 1 || width > 64 || shift + width + c->sq_room > 64 * WIDE - 2) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "squeeze fields must be ascending, disjoint and 1-64 bits wide");
            return -1;
        }
        c->sq_src[k] = shift;
        c->sq_width[k] = width;
        last = shift + width;
        c->sq_bits += width;
    }
    Py_DECREF(seq);
    c->sq_nseg = (int)m;
    if (c->sq_room < 2 || c->sq_room > 62) {
        PyErr_SetString(PyExc_ValueError, "the squeeze room must be 2-62 bits wide");
        return -1;
    }
    return derived ? parse_derived(c, derived) : 0;
}

/* pool index of the squeezed, doubled value of masked weight `low` (cached by value); -1 on error */
static int pool_get_squeezed(Core *c, PyObject *low) {
    PyObject *idx = PyDict_GetItemWithError(c->sq_index, low);
    if (idx) return (int)PyLong_AsLong(idx);
    if (PyErr_Occurred()) return -1;
    int L = c->L;
    limb value[L];
    if (squeeze(c, low, value) < 0) return -1;
    n_add(value, value, value, L);
    if (n_bits(value, L) > c->capacity_bits) {
        Overflow("a weight");
        return -1;
    }
    return pool_append(c, c->sq_index, low, value);
}

/* ---------------------------------------------------------------- construction */

/* Within one call every weight object of the caller's rows stays alive, and the engine shares one
   object per distinct weight, so a direct-mapped cache by address answers most lookups without
   hashing a 500-bit integer. */
#define SEEN_SLOTS 4096
typedef struct {
    PyObject *key[SEEN_SLOTS];
    int idx[SEEN_SLOTS];
    int none[SEEN_SLOTS];
} SeenCache;

static inline size_t seen_slot(PyObject *v) { return ((uintptr_t)v >> 4) & (SEEN_SLOTS - 1); }

static int pool_get_scaled_dict(Core *c, PyObject *seen, PyObject *v, PyObject *mask, int *none);

/* original weight object -> pool index of its internal weight (masked to the low bits, doubled):
   the address cache first, then the dict `seen` (original -> index, -2 for "no edge"; NULL for a
   call whose weights are mostly new values, where it would only cost); -1 on error */
static int pool_get_scaled(Core *c, SeenCache *cache, PyObject *seen, PyObject *v, PyObject *mask, int *none) {
    size_t slot = seen_slot(v);
    if (cache->key[slot] == v) {
        *none = cache->none[slot];
        return cache->idx[slot];
    }
    int idx = pool_get_scaled_dict(c, seen, v, mask, none);
    if (idx >= 0 || *none) {
        cache->key[slot] = v;
        cache->idx[slot] = idx;
        cache->none[slot] = *none;
    }
    return idx;
}

/* seen[v] = result (a pool index, or -2 for "no edge"; nothing without seen); result, or -1 on error */
static int remember_seen(PyObject *seen, PyObject *v, int result) {
    if (!seen) return result;
    PyObject *key = PyLong_FromLong(result);
    if (!key) return -1;
    int rc = PyDict_SetItem(seen, v, key);
    Py_DECREF(key);
    return rc < 0 ? -1 : result;
}

static int pool_get_scaled_dict(Core *c, PyObject *seen, PyObject *v, PyObject *mask, int *none) {
    PyObject *idx = seen ? PyDict_GetItemWithError(seen, v) : NULL;
    *none = 0;
    if (idx) {
        long i = PyLong_AsLong(idx);
        if (i == -2) *none = 1;
        return (int)i;
    }
    if (PyErr_Occurred()) return -1;
    PyObject *low = mask ? PyNumber_And(v, mask) : (Py_INCREF(v), v);
    if (!low) return -1;
    int is_zero = PyObject_Not(low);
    if (c->sq_room && is_zero == 0) {
        int result = pool_get_squeezed(c, low);
        Py_DECREF(low);
        return result < 0 ? -1 : remember_seen(seen, v, result);
    }
    PyObject *internal = is_zero ? NULL : PyNumber_Lshift(low, c->one);
    Py_DECREF(low);
    if (is_zero < 0 || (!is_zero && !internal)) return -1;
    int result;
    if (is_zero) {
        result = -2;
        *none = 1;
    } else {
        result = pool_get(c, internal);
        Py_DECREF(internal);
        if (result < 0) return -1;
    }
    return remember_seen(seen, v, result);
}

static int allocate(Core *c, int n, int L) {
    c->n = n;
    c->L = L;
    c->capacity_bits = 64 * L - CAPACITY_MARGIN;
    size_t nn = (size_t)n, nb = 2 * nn;
    c->pool_index = PyDict_New();
    c->W = PyMem_RawMalloc(sizeof(int32_t) * (nn * nn > 0 ? nn * nn : 1));
    if (!c->pool_index || !c->W) {
        PyErr_NoMemory();
        return -1;
    }
    memset(c->W, 0xff, sizeof(int32_t) * nn * nn);
    if (!(c->deg = xcalloc(nn, sizeof(int))) || !(c->max_w = xcalloc(L, sizeof(limb))) ||
        !(c->inf = xcalloc(L, sizeof(limb))) || !(c->half = xcalloc(L, sizeof(limb))) ||
        !(c->mate = xcalloc(nn, sizeof(int))) || !(c->u = xcalloc(nn * L, sizeof(limb))) ||
        !(c->z = xcalloc(nb * L, sizeof(limb))) || !(c->parent = xcalloc(nb, sizeof(int))) ||
        !(c->base = xcalloc(nb, sizeof(int))) || !(c->top = xcalloc(nn, sizeof(int))) ||
        !(c->bl = xcalloc(nb, sizeof(Blossom))) || !(c->free_ids = xcalloc(nn, sizeof(int))) ||
        !(c->label = xcalloc(nb, sizeof(int))) || !(c->labeledge = xcalloc(nb, sizeof(LabelEdge))) ||
        !(c->shift = xcalloc(L, sizeof(limb))) || !(c->d2 = xcalloc(nn * L, sizeof(limb))) ||
        !(c->d2src = xcalloc(nn, sizeof(int))) ||
        !(c->u2 = xcalloc(nn * L, sizeof(limb))) || !(c->sk = xcalloc(nn * L, sizeof(limb))) ||
        !(c->sk1 = xcalloc(nn * L, sizeof(limb))) || !(c->sarr = xcalloc(nb, sizeof(limb *))) ||
        !(c->in_tset = xcalloc(nb, 1)) || !(c->vstamp = xcalloc(nn, sizeof(uint64_t))) ||
        !(c->sstamp = xcalloc(nb, sizeof(uint64_t))) || !(c->sref_v = xcalloc(nb, sizeof(int))) ||
        !(c->sref = xcalloc(nb * L, sizeof(limb))) || !(c->tset = xcalloc(nb, sizeof(int))) ||
        !(c->min_s_key = xcalloc(L, sizeof(limb))) || !(c->mark = xcalloc(nb, sizeof(int))) ||
        !(c->tmp = xcalloc(8 * (size_t)L, sizeof(limb))) || !(c->freev = xcalloc(nn, sizeof(int))))
        return -1;
    c->inf[L - 1] = (limb)1 << 60; /* 2^(64L - 4) */
    n_half(c->half, c->inf, L);
    for (size_t v = 0; v < nn; v++) {
        c->mate[v] = -1;
        c->top[v] = (int)v;
        c->base[v] = (int)v;
    }
    for (size_t b = 0; b < nb; b++) {
        c->parent[b] = -1;
        c->labeledge[b].x = -1;
    }
    for (size_t b = nn; b < nb; b++) c->base[b] = -1;
    c->nfree = 0;
    for (size_t b = nb; b-- > nn;) c->free_ids[c->nfree++] = (int)b; /* pop() gives n first */
    return 0;
}

/* Limbs for weights of up to `widest` bits. INF is 2^(64L-4) and real values (keys, slacks and sums
   of two) stay below 2^(bits + 4), so weights may have up to 64L - 12 bits (CAPACITY_MARGIN); the
   8 bits beyond that let a bracket add its small bonuses without a rebuild. */
static int limbs_for(size_t widest) {
    int L = (int)((widest + CAPACITY_MARGIN + 8 + 63) / 64);
    return L < 2 ? 2 : L;
}

static int init_from_adj(Core *c, int n, PyObject *adj) {
    PyObject *seq = PySequence_Fast(adj, "adj must be a list of dicts");
    if (!seq) return -1;
    int rc = -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_SetString(PyExc_ValueError, "adj must have n rows");
        goto done;
    }
    size_t widest = 0;
    for (int v = 0; v < n; v++) {
        PyObject *row = PySequence_Fast_GET_ITEM(seq, v), *key, *val;
        Py_ssize_t pos = 0;
        if (!PyDict_Check(row)) {
            PyErr_SetString(PyExc_TypeError, "adj rows must be dicts");
            goto done;
        }
        while (PyDict_Next(row, &pos, &key, &val)) {
            if (!PyLong_Check(val)) {
                PyErr_SetString(PyExc_TypeError, "weights must be ints");
                goto done;
            }
            size_t b = _PyLong_NumBits(val);
            if (b > widest) widest = b;
        }
    }
    if (c->sq_room && widest < (size_t)c->sq_bits + 2) widest = (size_t)c->sq_bits + 2; /* later squeezed weights */
    int L = limbs_for(widest);
    if (L > 64) {
        Overflow("the widest weight");
        goto done;
    }
    if (allocate(c, n, L) < 0) goto done;
    for (int v = 0; v < n; v++) {
        PyObject *row = PySequence_Fast_GET_ITEM(seq, v), *key, *val;
        Py_ssize_t pos = 0;
        while (PyDict_Next(row, &pos, &key, &val)) {
            long y = PyLong_AsLong(key);
            if (y == -1 && PyErr_Occurred()) goto done;
            if (y < 0 || y >= n || y == v) {
                PyErr_Format(PyExc_ValueError, "bad neighbour %ld of %d", y, v);
                goto done;
            }
            int idx = pool_get(c, val);
            if (idx < 0) goto done;
            if (WIDX(c, v, y) < 0) c->deg[v]++;
            WIDX(c, v, y) = idx;
        }
    }
    rc = 0;
done:
    Py_DECREF(seq);
    return rc;
}

/* *mask = 2^low_bits - 1 as an int, or NULL when low_bits <= 0 (every bit counts); -1 on error */
static int low_mask(int low_bits, PyObject **mask) {
    *mask = NULL;
    if (low_bits <= 0) return 0;
    PyObject *one = PyLong_FromLong(1), *shift = PyLong_FromLong(low_bits);
    PyObject *top = one && shift ? PyNumber_Lshift(one, shift) : NULL;
    *mask = top ? PyNumber_Subtract(top, one) : NULL;
    Py_XDECREF(one);
    Py_XDECREF(shift);
    Py_XDECREF(top);
    return *mask ? 0 : -1;
}

/* Whether init_from_rows defers edge {x, y} (x < y): an edge at one of the first `lead` vertices
   (x < lead), or one across the cut (x < cut <= y). */
static inline int deferred_edge(const Core *c, int x, int y) {
    return x < c->defer_lead || (x < c->defer_cut && y >= c->defer_cut);
}

/* The number of edges deferred_edge defers, row by row: rows x < lead to every later vertex, rows
   rows to the res.. n - 1 below. */
static size_t deferred_count(int n, int lead, int cut) {
    size_t count = 0;
    for (int x = 0; x < lead; x++) count += (size_t)(n - x - 1);
    return count + (size_t)(cut - lead) * (size_t)(n - cut);
}

/* rows: n lists of n original weights (0 = no edge), read above the diagonal; internal weight
   = 2 * (w & (2^low_bits - 1)) when low_bits > 0, else 2 * w. With defer (Core_init), the edges
   deferred_edge names go to c->deferred instead of W, for add_deferred. */
static int init_from_rows(Core *c, int n, PyObject *rows, int low_bits) {
    PyObject *seq = PySequence_Fast(rows, "rows must be a list of lists");
    if (!seq) return -1;
    PyObject **lines = NULL, *mask = NULL, *seen = PyDict_New();
    SeenCache *cache = PyMem_RawCalloc(1, sizeof(SeenCache));
    int rc = -1;
    if (!seen || !cache) {
        PyErr_NoMemory();
        goto done;
    }
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_SetString(PyExc_ValueError, "rows must have n rows");
        goto done;
    }
    lines = PyMem_RawCalloc((size_t)(n ? n : 1), sizeof(PyObject *));
    if (!lines) {
        PyErr_NoMemory();
        goto done;
    }
    size_t widest = 0;
    for (int x = 0; x < n; x++) {
        lines[x] = PySequence_Fast(PySequence_Fast_GET_ITEM(seq, x), "rows must be lists");
        if (!lines[x]) goto done;
        if (PySequence_Fast_GET_SIZE(lines[x]) != n) {
            PyErr_SetString(PyExc_ValueError, "every row must have n entries");
            goto done;
        }
        PyObject **items = PySequence_Fast_ITEMS(lines[x]);
        for (int y = x + 1; y < n; y++) {
            if (!PyLong_Check(items[y])) {
                PyErr_SetString(PyExc_TypeError, "weights must be ints");
                goto done;
            }
            size_t b = _PyLong_NumBits(items[y]);
            if (b > widest) widest = b;
        }
    }
    if (low_bits > 0 && widest > (size_t)low_bits) widest = (size_t)low_bits;
    if (c->sq_room && widest > (size_t)c->sq_bits) widest = (size_t)c->sq_bits;
    int L = limbs_for(widest + 1);
    if (L > 64) {
        Overflow("the widest weight");
        goto done;
    }
    if (allocate(c, n, L) < 0) goto done;
    if (low_mask(low_bits, &mask) < 0) goto done;
    size_t deferred = 0;
    if (c->deferring &&
        !(c->deferred = PyMem_RawMalloc(sizeof(int32_t) * (deferred_count(n, c->defer_lead, c->defer_cut) + 1)))) {
        PyErr_NoMemory();
        goto done;
    }
    for (int x = 0; x < n; x++) {
        PyObject **items = PySequence_Fast_ITEMS(lines[x]);
        for (int y = x + 1; y < n; y++) {
            int none;
            int idx = pool_get_scaled(c, cache, seen, items[y], mask, &none);
            if (!none && idx < 0) goto done;
            if (c->deferring && deferred_edge(c, x, y)) {
                c->deferred[deferred++] = none ? -1 : idx;
                continue;
            }
            if (none) continue;
            WIDX(c, x, y) = idx;
            WIDX(c, y, x) = idx;
            c->deg[x]++;
            c->deg[y]++;
        }
    }
    rc = 0;
done:
    if (lines)
        for (int x = 0; x < n; x++) Py_XDECREF(lines[x]);
    PyMem_RawFree(lines);
    Py_XDECREF(mask);
    Py_XDECREF(seen);
    PyMem_RawFree(cache);
    Py_DECREF(seq);
    return rc;
}

static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    int n, low_bits = 0;
    PyObject *adj = Py_None, *rows = Py_None, *spec = Py_None, *defer = Py_None;
    static char *kwlist[] = {"n", "adj", "rows", "low_bits", "squeeze", "defer", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "i|O$OiOO", kwlist, &n, &adj, &rows, &low_bits, &spec, &defer))
        return -1;
    if (n < 0) {
        PyErr_SetString(PyExc_ValueError, "n must be >= 0");
        return -1;
    }
    if (c->W) {
        PyErr_SetString(PyExc_RuntimeError, "already initialised");
        return -1;
    }
    if ((adj == Py_None) == (rows == Py_None)) {
        PyErr_SetString(PyExc_TypeError, "give exactly one of adj (dicts of internal weights) and rows");
        return -1;
    }
    if (defer != Py_None) {
        if (rows == Py_None || !PyArg_ParseTuple(defer, "ii", &c->defer_lead, &c->defer_cut)) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "defer takes (lead, cut), with rows");
            return -1;
        }
        if (c->defer_lead < 0 || c->defer_lead > c->defer_cut || c->defer_cut > n) {
            PyErr_SetString(PyExc_ValueError, "defer needs 0 <= lead <= cut <= n");
            return -1;
        }
        c->deferring = 1;
    }
    if (!(c->one = PyLong_FromLong(1))) return -1;
    if (parse_squeeze(c, spec) < 0) return -1;
    return adj != Py_None ? init_from_adj(c, n, adj) : init_from_rows(c, n, rows, low_bits);
}

/* ---------------------------------------------------------------- warm start */

static int cmp_key_desc_L;
static const limb *cmp_key_desc_arr;
static int cmp_u_desc(const void *pa, const void *pb) {
    int a = *(const int *)pa, b = *(const int *)pb, L = cmp_key_desc_L;
    int r = n_cmp(cmp_key_desc_arr + (size_t)b * L, cmp_key_desc_arr + (size_t)a * L, L);
    return r ? r : (a > b) - (a < b);
}
static const int *cmp_deg_arr;
static int cmp_deg_asc(const void *pa, const void *pb) {
    int a = *(const int *)pa, b = *(const int *)pb;
    int r = (cmp_deg_arr[a] > cmp_deg_arr[b]) - (cmp_deg_arr[a] < cmp_deg_arr[b]);
    return r ? r : (a > b) - (a < b);
}

/* max(0, max over y of W(v, y) - u[y]) into best, for L limbs (see BY_LIMBS) */
ALWAYS_INLINE void least_dual_row(Core *c, int v, limb *best, const int L) {
    const int n = c->n;
    const int32_t *row = c->W + (size_t)v * (size_t)n;
    const limb *pool = c->pool, *u = c->u;
    limb d[L], most[L]; /* the greatest so far held apart from best (which may be in u) */
    n_set_zero(most, L);
    for (int y = 0; y < n; y++) {
        int32_t w = row[y];
        if (w < 0) continue;
        n_sub(d, pool + (size_t)w * (size_t)L, NUM(u, y), L);
        if (n_lt(most, d, L)) n_copy(most, d, L);
    }
    n_copy(best, most, L);
}

/* u[v] = least even value >= max(0, max over y of W(v, y) - u[y]) */
static void least_dual(Core *c, int v) {
    int L = c->L;
    limb best[L];
    if (!c->deg[v]) { /* no edge (a vertex paired for good): no row to read */
        n_set_zero(NUM(c->u, v), L);
        touch(c, v);
        return;
    }
#define LEAST_DUAL_ROW(limbs) least_dual_row(c, v, best, limbs)
    BY_LIMBS(L, LEAST_DUAL_ROW);
#undef LEAST_DUAL_ROW
    n_round_even(NUM(c->u, v), best, L);
    touch(c, v);
}

/* Whether {a, b} is an edge with zero slack under the current duals. */
static int tight_pair(Core *c, int a, int b) {
    int L = c->L;
    const limb *w = weight_of(c, a, b);
    if (!w) return 0;
    limb s[L];
    n_add(s, NUM(c->u, a), NUM(c->u, b), L);
    return n_eq(s, w, L);
}

/* The first free vertex after free_list[*cursor] (in index order) joined to m by a tight edge,
   other than v; -1 if none. Entries that can never qualify again (matched, or not tight to m:
   duals do not change here) are passed for good by advancing the cursor. */
static int free_tight_partner(Core *c, int m, int v, const int *free_list, int nfree, int *cursor) {
    while (*cursor < nfree) {
        int w = free_list[*cursor];
        if (c->mate[w] == -1 && tight_pair(c, m, w)) break;
        (*cursor)++;
    }
    for (int g = *cursor; g < nfree; g++) {
        int w = free_list[g];
        if (w != v && c->mate[w] == -1 && tight_pair(c, m, w)) return w;
    }
    return -1;
}

/* Augment along tight paths v-y=m-w of length three from each free vertex v with a positive
   dual (w free too, the first such in index order). Each matched m keeps a cursor into the free
   vertices, so the whole pass costs about one scan of the free list per vertex, not one per
   tight edge. */
static int short_augment(Core *c) {
    int n = c->n, L = c->L;
    int *mate = c->mate;
    limb s[L];
    int *free_list = PyMem_RawMalloc(sizeof(int) * (size_t)(n ? n : 1)), nfree = 0;
    int *cursor = PyMem_RawCalloc((size_t)(n ? n : 1), sizeof(int));
    if (!free_list || !cursor) {
        PyMem_RawFree(free_list);
        PyMem_RawFree(cursor);
        return -1;
    }
    for (int v = 0; v < n; v++)
        if (mate[v] == -1) free_list[nfree++] = v;
    for (int f = 0; f < nfree; f++) {
        int v = free_list[f];
        if (mate[v] != -1 || n_zero(NUM(c->u, v), L)) continue;
        for (int y = 0; y < n && mate[v] == -1; y++) {
            const limb *wt = weight_of(c, v, y);
            int m = mate[y];
            if (!wt || m == -1) continue;
            n_add(s, NUM(c->u, v), NUM(c->u, y), L);
            if (!n_eq(s, wt, L)) continue;
            int w = free_tight_partner(c, m, v, free_list, nfree, &cursor[m]);
            if (w < 0) continue;
            mate[v] = y;
            mate[y] = v;
            mate[m] = w;
            mate[w] = m;
        }
    }
    PyMem_RawFree(free_list);
    PyMem_RawFree(cursor);
    return 0;
}

static PyObject *Core_greedy_start(Core *c, PyObject *Py_UNUSED(ignored)) {
    int n = c->n, L = c->L;
    limb *u = c->u;
    drop_arrays(c, INT_MAX);
    for (int v = 0; v < n; v++) {
        n_set_zero(NUM(u, v), L);
        for (int y = 0; y < n; y++) {
            const limb *w = weight_of(c, v, y);
            if (w && n_lt(NUM(u, v), w, L)) n_copy(NUM(u, v), w, L);
        }
        n_half(NUM(u, v), NUM(u, v), L);
        n_round_even(NUM(u, v), NUM(u, v), L);
    }
    int *order = PyMem_RawMalloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!order) return PyErr_NoMemory();
    for (int v = 0; v < n; v++) order[v] = v;
    cmp_key_desc_L = L;
    cmp_key_desc_arr = u;
    qsort(order, (size_t)n, sizeof(int), cmp_u_desc);
    for (int i = 0; i < n; i++) least_dual(c, order[i]);
    for (int v = 0; v < n; v++) order[v] = v;
    cmp_deg_arr = c->deg;
    qsort(order, (size_t)n, sizeof(int), cmp_deg_asc);
    limb s[L];
    for (int i = 0; i < n; i++) {
        int v = order[i];
        if (c->mate[v] != -1) continue;
        for (int y = 0; y < n; y++) {
            const limb *w = weight_of(c, v, y);
            if (!w || c->mate[y] != -1) continue;
            n_add(s, NUM(u, v), NUM(u, y), L);
            if (n_eq(s, w, L)) {
                c->mate[v] = y;
                c->mate[y] = v;
                break;
            }
        }
    }
    PyMem_RawFree(order);
    if (short_augment(c) < 0) return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *Core_uniform_start(Core *c, PyObject *Py_UNUSED(ignored)) {
    int L = c->L;
    limb top_w[L];
    n_set_zero(top_w, L);
    n_half(top_w, c->max_w, L);
    n_round_even(top_w, top_w, L);
    drop_arrays(c, INT_MAX);
    for (int v = 0; v < c->n; v++) n_copy(NUM(c->u, v), top_w, L);
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------- blossom helpers */

/* Grow an int stack to hold `need` pairs; -1 when out of memory (the stack is kept). */
static int reserve_pairs(int **work, int *cap, int need) {
    if (need <= *cap) return 0;
    int grown = *cap;
    while (need > grown) grown *= 2;
    int *w2 = PyMem_RawRealloc(*work, sizeof(int) * 2 * (size_t)grown);
    if (!w2) return -1;
    *work = w2;
    *cap = grown;
    return 0;
}

static inline void push_pair(int *work, int *len, int a, int b) {
    work[2 * *len] = a;
    work[2 * *len + 1] = b;
    (*len)++;
}

/* One level of rotate: turn blossom b's cycle so that its child ch (holding v) leads, re-match
   the even path from ch to the old base, and queue each child so re-matched to turn to its new
   matched end. 0, or -1 when out of memory. */
static int rotate_level(Core *c, int b, int ch, int v, int **work, int *len, int *cap) {
    Blossom *B = &c->bl[b];
    int k = B->k, i = 0;
    while (B->kids[i] != ch) i++;
    if (reserve_pairs(work, cap, *len + k + 2) < 0) return -1;
    /* the even path from ch to the old base: forwards from kid 0 when i is even, else backwards */
    int step = i % 2 == 0 ? 2 : -2;
    for (int j = i % 2 == 0 ? 0 : k - 1; i % 2 == 0 ? j < i : j > i; j += step) {
        int x = B->edges[j].x, y = B->edges[j].y;
        c->mate[x] = y;
        c->mate[y] = x;
        push_pair(*work, len, B->kids[j], x);
        push_pair(*work, len, B->kids[j + 1 == k ? 0 : j + 1], y);
    }
    if (i) {
        int *kids = PyMem_RawMalloc(sizeof(int) * (size_t)k);
        Edge *edges = PyMem_RawMalloc(sizeof(Edge) * (size_t)k);
        if (!kids || !edges) {
            PyMem_RawFree(kids);
            PyMem_RawFree(edges);
            return -1;
        }
        memcpy(kids, B->kids + i, sizeof(int) * (size_t)(k - i));
        memcpy(kids + (k - i), B->kids, sizeof(int) * (size_t)i);
        memcpy(edges, B->edges + i, sizeof(Edge) * (size_t)(k - i));
        memcpy(edges + (k - i), B->edges, sizeof(Edge) * (size_t)i);
        PyMem_RawFree(B->kids);
        PyMem_RawFree(B->edges);
        B->kids = kids;
        B->edges = edges;
    }
    c->base[b] = v;
    return 0;
}

/* Make vertex v the base of blossom b (and of every blossom between them), re-matching along
   each cycle. A work item (blossom, vertex inside it) climbs from the vertex to the blossom once
   and turns every level on the way, top down: blossoms grown one pair at a time nest a thousand
   deep, and a climb per level made each rotation quadratic in that depth. */
static int rotate(Core *c, int b, int v) {
    int n = c->n;
    int cap = 64, len = 0, chain_cap = 64;
    int *work = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)cap);
    int *chain = PyMem_RawMalloc(sizeof(int) * (size_t)chain_cap);
    if (!work || !chain) goto oom;
    work[0] = b;
    work[1] = v;
    len = 1;
    while (len) {
        len--;
        b = work[2 * len];
        v = work[2 * len + 1];
        if (b < n) continue;
        int depth = 0; /* chain[0] = v, chain[l] = parent of chain[l - 1], up to a child of b */
        for (int x = v; x != b; x = c->parent[x]) {
            if (depth == chain_cap) {
                int *c2 = PyMem_RawRealloc(chain, sizeof(int) * 2 * (size_t)chain_cap);
                if (!c2) goto oom;
                chain = c2;
                chain_cap *= 2;
            }
            chain[depth++] = x;
        }
        for (int l = depth; l >= 1; l--)
            if (rotate_level(c, l == depth ? b : chain[l], chain[l - 1], v, &work, &len, &cap) < 0) goto oom;
    }
    PyMem_RawFree(work);
    PyMem_RawFree(chain);
    return 0;
oom:
    PyMem_RawFree(work);
    PyMem_RawFree(chain);
    return -1;
}

static void free_blossom(Core *c, int b) {
    free_blossom_storage(&c->bl[b]);
    c->base[b] = -1;
    n_set_zero(c->z + (size_t)b * (size_t)c->L, c->L);
    c->label[b] = UNLABELED;
    c->labeledge[b].x = -1;
    if (c->sarr[b]) {
        give_array(c, c->sarr[b]);
        c->sarr[b] = NULL;
    }
    c->free_ids[c->nfree++] = b;
}

static void set_top(Core *c, int ch, int value) {
    int cnt, single;
    int *vs = leaves(c, ch, &cnt, &single);
    for (int i = 0; i < cnt; i++) c->top[vs[i]] = value;
}

/* dissolve top-level blossom b; with recurse_zero also children whose dual is 0 */
static int expand(Core *c, int b, int recurse_zero) {
    int n = c->n, L = c->L;
    int cap = 16, len = 0;
    int *work = PyMem_RawMalloc(sizeof(int) * (size_t)cap);
    if (!work) return -1;
    work[len++] = b;
    while (len) {
        b = work[--len];
        Blossom *B = &c->bl[b];
        for (int i = 0; i < B->k; i++) {
            int ch = B->kids[i];
            c->parent[ch] = -1;
            set_top(c, ch, ch);
            if (recurse_zero && ch >= n && n_zero(NUM(c->z, ch), L)) {
                if (len == cap) {
                    cap *= 2;
                    int *w2 = PyMem_RawRealloc(work, sizeof(int) * (size_t)cap);
                    if (!w2) {
                        PyMem_RawFree(work);
                        return -1;
                    }
                    work = w2;
                }
                work[len++] = ch;
            }
        }
        free_blossom(c, b);
    }
    PyMem_RawFree(work);
    return 0;
}

static int dissolve_chain(Core *c, int v) {
    int L = c->L;
    limb half[L];
    while (c->top[v] != v) {
        int b = c->top[v];
        n_half(half, NUM(c->z, b), L);
        if (!n_zero(half, L)) {
            Blossom *B = &c->bl[b];
            for (int i = 0; i < B->nverts; i++) n_add(NUM(c->u, B->verts[i]), NUM(c->u, B->verts[i]), half, L);
        }
        if (expand(c, b, 0) < 0) return -1;
    }
    return 0;
}

/* unmatch v and its partner, dissolve the blossoms holding v (see BlossomCore.release); -1 on error */
static int release_vertex(Core *c, int v) {
    int L = c->L;
    int b = c->top[v], partner;
    if (b != v && c->base[b] != v) {
        partner = c->mate[c->base[b]];
        if (rotate(c, b, v) < 0) return -1;
    } else {
        partner = c->mate[v];
    }
    c->mate[v] = -1;
    if (dissolve_chain(c, v) < 0) return -1;
    if (partner != -1) {
        c->mate[partner] = -1;
        if (NUM(c->u, partner)[0] & 1) {
            if (dissolve_chain(c, partner) < 0) return -1;
            n_round_even(NUM(c->u, partner), NUM(c->u, partner), L);
            touch(c, partner);
        }
    }
    return 0;
}

/* Whether a cycle edge of blossom b or of a blossom holding it ends at v. */
static int cycle_edge_at(Core *c, int b, int v) {
    for (int x = b; x != -1; x = c->parent[x]) {
        const Blossom *P = &c->bl[x];
        for (int j = 0; j < P->k; j++)
            if (P->edges[j].x == v || P->edges[j].y == v) return 1;
    }
    return 0;
}

/* remove v from B's vertices, the others kept in order */
static void drop_vertex(Blossom *B, int v) {
    for (int i = 0; i < B->nverts; i++)
        if (B->verts[i] == v) {
            memmove(B->verts + i, B->verts + i + 1, sizeof(int) * (size_t)(B->nverts - i - 1));
            B->nverts--;
            return;
        }
}

/* Take the matched pair {a, b} out of the matching and the blossoms so that every other vertex
   keeps its partner and the duals still prove the matching optimal (see BlossomCore.detach_pair).
   1 when done, 0 when the blossoms do not allow it (nothing changed). */
static int detach_pair(Core *c, int a) {
    int n = c->n, L = c->L, b = c->mate[a];
    if (b < 0) return 0;
    if (c->top[a] != a || c->top[b] != b) {
        int bs = c->parent[a]; /* the pair must be two children of one blossom */
        if (bs < 0 || c->parent[b] != bs) return 0;
        Blossom *B = &c->bl[bs];
        if (B->k != 3 || cycle_edge_at(c, c->parent[bs], a) || cycle_edge_at(c, c->parent[bs], b)) return 0;
        int rest = B->kids[0], up = c->parent[bs];
        if (rest >= n) n_add(NUM(c->z, rest), NUM(c->z, rest), NUM(c->z, bs), L);
        c->parent[rest] = up;
        if (up >= 0) {
            Blossom *P = &c->bl[up];
            for (int i = 0; i < P->k; i++)
                if (P->kids[i] == bs) P->kids[i] = rest;
        } else {
            set_top(c, rest, rest);
        }
        for (int x = up; x != -1; x = c->parent[x]) {
            drop_vertex(&c->bl[x], a);
            drop_vertex(&c->bl[x], b);
            if (c->sarr[x]) {
                give_array(c, c->sarr[x]);
                c->sarr[x] = NULL;
            }
        }
        c->parent[a] = c->parent[b] = c->parent[bs] = -1;
        c->top[a] = a;
        c->top[b] = b;
        free_blossom(c, bs);
    }
    c->mate[a] = c->mate[b] = -1;
    touch(c, a);
    touch(c, b);
    return 1;
}

static PyObject *Core_detach_pair(Core *c, PyObject *arg) {
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    return PyBool_FromLong(detach_pair(c, v));
}

static PyObject *Core_release(Core *c, PyObject *arg) {
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    if (release_vertex(c, v) < 0) return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *Core_reset_dual(Core *c, PyObject *arg) {
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    least_dual(c, v);
    Py_RETURN_NONE;
}

static void chunk_edge_changed(Core *c, int x, int y);

/* pool index idx (-1: no edge) as the weight of {i, j}, the degrees kept */
static void store_edge(Core *c, int i, int j, int idx) {
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
static int may_break(Core *c, int i, int j, const limb *w) {
    if (c->mate[i] == j || c->top[i] == c->top[j]) return 1;
    if (!w) return 0;
    int L = c->L;
    limb s[L];
    n_add(s, NUM(c->u, i), NUM(c->u, j), L);
    return n_lt(s, w, L);
}

/* set_weight(i, j, wt or None); OverflowError if wt is wider than this core holds */
static PyObject *Core_set_weight(Core *c, PyObject *args) {
    int i, j;
    PyObject *wt;
    if (!PyArg_ParseTuple(args, "iiO", &i, &j, &wt)) return NULL;
    if (i < 0 || j < 0 || i >= c->n || j >= c->n || i == j) return PyErr_Format(PyExc_ValueError, "bad edge");
    int idx = -1;
    if (wt != Py_None) {
        idx = pool_get(c, wt);
        if (idx < 0) return NULL;
    }
    store_edge(c, i, j, idx);
    Py_RETURN_NONE;
}

/* remove every edge of v */
static PyObject *Core_clear_vertex(Core *c, PyObject *arg) {
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %ld out of range", v);
    for (int y = 0; y < c->n; y++) {
        if (WIDX(c, v, y) < 0) continue;
        WIDX(c, v, y) = -1;
        WIDX(c, y, v) = -1;
        c->deg[y]--;
        touch(c, (int)y);
        chunk_edge_changed(c, (int)v, y);
    }
    touch(c, (int)v);
    c->deg[v] = 0;
    Py_RETURN_NONE;
}

static PyObject *Core_needs_release(Core *c, PyObject *args) {
    int i, j;
    PyObject *wt;
    if (!PyArg_ParseTuple(args, "iiO", &i, &j, &wt)) return NULL;
    if (i < 0 || j < 0 || i >= c->n || j >= c->n) return PyErr_Format(PyExc_ValueError, "bad edge");
    if (wt == Py_None) return PyBool_FromLong(may_break(c, i, j, NULL));
    limb w[c->L];
    if (from_pylong(c, wt, w) < 0) {
        if (!PyErr_ExceptionMatches(PyExc_OverflowError)) return NULL;
        PyErr_Clear();
        Py_RETURN_TRUE; /* too wide for this core: the caller rebuilds anyway */
    }
    return PyBool_FromLong(may_break(c, i, j, w));
}

/* ---------------------------------------------------------------- base weights plus offsets */

/* The Dutch generation sets rows and blocks whose weights are a base weight (one of a few shared
   objects) plus a small offset: a bonus or a tie-break in the room. Such a weight is made here
   from its base's internal value and the doubled offset, with no Python int per pair, and found
   again by value in the pool. Only when an offset of the call might carry out of the low bits,
   empty the edge or cross the squeeze's room is base + offset made as a Python int and taken
   like any weight (OFFSET_OBJECT rather than OFFSET_SUM). */
enum { OFFSET_SUM = 1, OFFSET_OBJECT = 2 };

/* the least and the largest offset of one call; |offset| < 2^62 */
typedef struct {
    int64_t lo, hi;
} Span;

#define OFFSET_LIMIT ((int64_t)1 << 62)

typedef struct {
    PyObject *key[SEEN_SLOTS];
    int idx[SEEN_SLOTS]; /* OFFSET_SUM: the pool index of the base's own internal weight */
    int how[SEEN_SLOTS];
} OffsetCache;

/* whether low + off keeps to its bits for every off in span: at least 1 (an edge, no borrow) and,
   under a mask, below 2^low_bits; 1 yes, 0 no, -1 error */
static int offsets_stay_low(PyObject *low, int low_bits, Span span) {
    PyObject *lo = PyLong_FromLongLong(span.lo), *bottom = lo ? PyNumber_Add(low, lo) : NULL;
    PyObject *hi = bottom ? PyLong_FromLongLong(span.hi) : NULL, *top = hi ? PyNumber_Add(low, hi) : NULL;
    int result = -1;
    if (top) result = _PyLong_Sign(bottom) > 0 && (low_bits <= 0 || _PyLong_NumBits(top) <= (size_t)low_bits);
    Py_XDECREF(lo);
    Py_XDECREF(bottom);
    Py_XDECREF(hi);
    Py_XDECREF(top);
    return result;
}

/* how base + off is made for every off in span (with *idx, its own pool index, for OFFSET_SUM) */
static int offset_kind(Core *c, PyObject *base, PyObject *mask, int low_bits, Span span, int *idx) {
    PyObject *low = mask ? PyNumber_And(base, mask) : (Py_INCREF(base), base);
    if (!low) return -1;
    int stays = offsets_stay_low(low, low_bits, span), how = stays < 0 ? -1 : stays ? OFFSET_SUM : OFFSET_OBJECT;
    if (how == OFFSET_SUM && c->sq_room) { /* squeeze() must split low + off at low's room offset */
        int R = c->sq_room;
        int64_t room = (int64_t)((PyLong_AsUnsignedLongLongMask(low) + ((uint64_t)1 << (R - 1))) & (((uint64_t)1 << R) - 1));
        if (PyErr_Occurred()) how = -1;
        else if (room + span.lo < 0 || room + span.hi >= (int64_t)1 << R) how = OFFSET_OBJECT;
    }
    if (how == OFFSET_SUM) {
        int none;
        *idx = pool_get_scaled_dict(c, NULL, base, mask, &none);
        if (*idx < 0) how = -1;
    }
    Py_DECREF(low);
    return how;
}

/* the pool index (-1: no edge, -2: error) of the internal weight of base + off (base not 0) */
static int offset_weight(Core *c, OffsetCache *cache, PyObject *base, int64_t off, PyObject *mask, int low_bits,
                         Span span) {
    size_t slot = seen_slot(base);
    if (cache->key[slot] != base) {
        int how = offset_kind(c, base, mask, low_bits, span, &cache->idx[slot]);
        if (how < 0) return -2;
        cache->key[slot] = base;
        cache->how[slot] = how;
    }
    if (cache->how[slot] == OFFSET_SUM) {
        int L = c->L;
        limb value[L], doubled[L];
        for (int i = 0; i < L; i++) doubled[i] = off < 0 ? ~(limb)0 : 0;
        doubled[0] = (limb)(2 * off);
        n_add(value, pool_weight(c, cache->idx[slot]), doubled, L);
        int idx = pool_get_value(c, value);
        return idx < 0 ? -2 : idx;
    }
    PyObject *oobj = PyLong_FromLongLong(off), *w = oobj ? PyNumber_Add(base, oobj) : NULL;
    int none = 0, idx = w ? pool_get_scaled_dict(c, NULL, w, mask, &none) : -1;
    Py_XDECREF(oobj);
    Py_XDECREF(w);
    return none ? -1 : idx < 0 ? -2 : idx;
}

/* rows as m lists of m entries each (new references in lines[k]); -1 with an exception */
static int block_lines(PyObject *rseq, Py_ssize_t m, PyObject **lines, const char *what) {
    if (PySequence_Fast_GET_SIZE(rseq) != m) {
        PyErr_Format(PyExc_ValueError, "one row of %s per vertex", what);
        return -1;
    }
    for (Py_ssize_t k = 0; k < m; k++) {
        lines[k] = PySequence_Fast(PySequence_Fast_GET_ITEM(rseq, k), "rows must be lists");
        if (!lines[k]) return -1;
        if (PySequence_Fast_GET_SIZE(lines[k]) != m) {
            PyErr_Format(PyExc_ValueError, "every row of %s must have one entry per vertex", what);
            return -1;
        }
    }
    return 0;
}

/* the least and largest offsets[k][l], k < l (as int64; OverflowError past OFFSET_LIMIT) */
static int block_span(PyObject **olines, Py_ssize_t m, Span *span) {
    span->lo = span->hi = 0;
    for (Py_ssize_t k = 0; k < m; k++) {
        PyObject **items = PySequence_Fast_ITEMS(olines[k]);
        for (Py_ssize_t l = k + 1; l < m; l++) {
            long long off = PyLong_AsLongLong(items[l]);
            if (off == -1 && PyErr_Occurred()) return -1;
            if (off <= -OFFSET_LIMIT || off >= OFFSET_LIMIT) {
                Overflow("an offset");
                return -1;
            }
            if (off < span->lo) span->lo = off;
            if (off > span->hi) span->hi = off;
        }
    }
    return 0;
}

/* set_block(vertices, rows, low_bits, dirty): set the internal weight of every pair of `vertices`
   to 2 * (rows[k][l] & (2^low_bits - 1)) (no edge when that is 0), releasing, as set_weight's
   callers do pair by pair, a vertex not yet in the set `dirty` whose change may break optimality
   (and adding it there). set_offset_block(vertices, rows, offsets, low_bits, dirty): the same with
   the weights rows[k][l] + offsets[k][l], no edge where rows[k][l] is 0 (see offset_weight).
   OverflowError when a weight is too wide (some pairs may be set). */
static PyObject *set_block_of(Core *c, PyObject *vertices, PyObject *rows, PyObject *offsets, int low_bits,
                              PyObject *dirty) {
    if (!PySet_Check(dirty)) return PyErr_Format(PyExc_TypeError, "dirty must be a set");
    PyObject *vseq = PySequence_Fast(vertices, "vertices must be a list");
    PyObject *rseq = vseq ? PySequence_Fast(rows, "rows must be a list") : NULL;
    PyObject *oseq = rseq && offsets ? PySequence_Fast(offsets, "offsets must be a list") : NULL;
    PyObject *seen = PyDict_New(), *mask = NULL, *result = NULL;
    PyObject **lines = NULL, **olines = NULL;
    SeenCache *cache = PyMem_RawCalloc(1, sizeof(SeenCache));
    OffsetCache *ocache = offsets ? PyMem_RawCalloc(1, sizeof(OffsetCache)) : NULL;
    int *vi = NULL;
    char *dflag = NULL;
    Py_ssize_t m = vseq ? PySequence_Fast_GET_SIZE(vseq) : 0;
    Span span = {0, 0};
    if (!vseq || !rseq || !seen || !cache || (offsets && (!oseq || !ocache))) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    vi = PyMem_RawMalloc(sizeof(int) * (size_t)(m ? m : 1));
    dflag = PyMem_RawMalloc((size_t)(m ? m : 1));
    lines = PyMem_RawCalloc((size_t)(m ? m : 1), sizeof(PyObject *));
    olines = PyMem_RawCalloc((size_t)(m ? m : 1), sizeof(PyObject *));
    if (!vi || !dflag || !lines || !olines) {
        PyErr_NoMemory();
        goto done;
    }
    if (block_lines(rseq, m, lines, "weights") < 0) goto done;
    if (offsets && (block_lines(oseq, m, olines, "offsets") < 0 || block_span(olines, m, &span) < 0)) goto done;
    PyObject **vitems = PySequence_Fast_ITEMS(vseq);
    for (Py_ssize_t k = 0; k < m; k++) {
        long v = PyLong_AsLong(vitems[k]);
        if (v == -1 && PyErr_Occurred()) goto done;
        if (v < 0 || v >= c->n) {
            PyErr_Format(PyExc_ValueError, "vertex %ld out of range", v);
            goto done;
        }
        vi[k] = (int)v;
        int in = PySet_Contains(dirty, vitems[k]);
        if (in < 0) goto done;
        dflag[k] = (char)in;
    }
    if (low_mask(low_bits, &mask) < 0) goto done;
    for (Py_ssize_t k = 0; k < m; k++) {
        PyObject **items = PySequence_Fast_ITEMS(lines[k]), **oitems = offsets ? PySequence_Fast_ITEMS(olines[k]) : NULL;
        int i = vi[k];
        for (Py_ssize_t l = k + 1; l < m; l++) {
            int j = vi[l];
            if (i == j) {
                PyErr_SetString(PyExc_ValueError, "self-loop");
                goto done;
            }
            int none = 0, idx;
            if (oitems) {
                none = PyObject_Not(items[l]);
                if (none < 0) goto done;
                idx = none ? -1 : offset_weight(c, ocache, items[l], PyLong_AsLongLong(oitems[l]), mask, low_bits, span);
                if (idx == -2) goto done;
            } else {
                idx = pool_get_scaled(c, cache, seen, items[l], mask, &none);
                if (none)
                    idx = -1;
                else if (idx < 0)
                    goto done;
            }
            if (!dflag[k] && !dflag[l] && may_break(c, i, j, pool_weight(c, idx))) {
                if (release_vertex(c, i) < 0) {
                    PyErr_NoMemory();
                    goto done;
                }
                if (PySet_Add(dirty, vitems[k]) < 0) goto done;
                dflag[k] = 1;
            }
            store_edge(c, i, j, idx);
        }
    }
    result = Py_None;
    Py_INCREF(result);
done:
    for (Py_ssize_t k = 0; k < m; k++) {
        if (lines) Py_XDECREF(lines[k]);
        if (olines) Py_XDECREF(olines[k]);
    }
    PyMem_RawFree(lines);
    PyMem_RawFree(olines);
    PyMem_RawFree(vi);
    PyMem_RawFree(dflag);
    PyMem_RawFree(cache);
    PyMem_RawFree(ocache);
    Py_XDECREF(mask);
    Py_XDECREF(seen);
    Py_XDECREF(oseq);
    Py_XDECREF(rseq);
    Py_XDECREF(vseq);
    return result;
}

static PyObject *Core_set_block(Core *c, PyObject *args) {
    PyObject *vertices, *rows, *dirty;
    int low_bits;
    if (!PyArg_ParseTuple(args, "OOiO", &vertices, &rows, &low_bits, &dirty)) return NULL;
    return set_block_of(c, vertices, rows, NULL, low_bits, dirty);
}

static PyObject *Core_set_offset_block(Core *c, PyObject *args) {
    PyObject *vertices, *rows, *offsets, *dirty;
    int low_bits;
    if (!PyArg_ParseTuple(args, "OOOiO", &vertices, &rows, &offsets, &low_bits, &dirty)) return NULL;
    return set_block_of(c, vertices, rows, offsets, low_bits, dirty);
}

/* Whether v's row may take the weights idxs (pool indices, -1: no edge) to others js without a
   release: v is a trivial vertex matched to p, the row raises the matched edge by some delta >= 0,
   and with u[v] raised by delta every edge of the row still has non-negative slack (a released
   `dirty` vertex gets a fresh dual before the next solve, so its edges do not count). Then the
   matching stays optimal with u[v] + delta: the matched edge stays tight, v's other edges only
   gain slack. On success u[v] is raised. */
static int lift_row(Core *c, int v, const int *js, const int *idxs, const char *dirty_j, Py_ssize_t m) {
    int L = c->L, p = c->mate[v];
    if (p < 0 || c->top[v] != v) return 0;
    Py_ssize_t kp = -1;
    for (Py_ssize_t k = 0; k < m; k++)
        if (js[k] == p) kp = k;
    if (kp < 0 || idxs[kp] < 0) return 0;
    limb lifted[L], s[L];
    n_set_zero(lifted, L);
    n_sub(lifted, pool_weight(c, idxs[kp]), weight_of(c, v, p), L);
    if (n_neg(lifted, L)) return 0;
    n_add(lifted, lifted, NUM(c->u, v), L);
    for (Py_ssize_t k = 0; k < m; k++) {
        if (idxs[k] < 0 || dirty_j[k]) continue;
        n_add(s, lifted, NUM(c->u, js[k]), L);
        if (n_lt(s, pool_weight(c, idxs[k]), L)) return 0;
    }
    n_copy(NUM(c->u, v), lifted, L);
    touch(c, v);
    return 1;
}

/* Store the pool indices idxs (-1: no edge) as the weights of {v, js[k]}, releasing v (into the set
   dirty, which holds vobj then) when the change may break optimality and raising its dual (lift_row)
   does not keep it optimal; dirty_j[k]: js[k] is in dirty, dirty_v: v is. 0, or -1 with an exception. */
static int apply_row(Core *c, int v, PyObject *vobj, const int *js, const int *idxs, const char *dirty_j,
                     Py_ssize_t m, PyObject *dirty, int dirty_v) {
    if (!dirty_v && lift_row(c, v, js, idxs, dirty_j, m)) dirty_v = 1; /* nothing left to check */
    for (Py_ssize_t k = 0; k < m; k++) {
        if (!dirty_v && !dirty_j[k] && may_break(c, v, js[k], pool_weight(c, idxs[k]))) {
            if (release_vertex(c, v) < 0) {
                PyErr_NoMemory();
                return -1;
            }
            if (PySet_Add(dirty, vobj) < 0) return -1;
            dirty_v = 1;
        }
        store_edge(c, v, js[k], idxs[k]);
    }
    return 0;
}

/* set_row(v, others, weights, low_bits, dirty): set_block for the pairs {v, others[k]} only, with
   weights[k] (the same masking and doubling). v is released (and added to `dirty`) when the change
   may break optimality, unless raising v's dual keeps it optimal (lift_row). OverflowError when a
   weight is too wide (nothing is set then).

   set_ranked_row(v, others, bases, step, low_bits, dirty): the same with others[k] at bases[k] +
   step * (m - 1 - k), m = len(others), for each k whose base is not 0 (the other pairs keep their
   weights): the Dutch generation's step (d) gives each S1 player such a row, the bonus falling with
   the rank of his opponents; its weights are made by offset_weight. OverflowError also when
   step * (m - 1) reaches OFFSET_LIMIT. */
/* A row read from Python: the pairs {v, js[k]} get the pool indices idxs[k] (-1: no edge);
   dirty_j[k]: js[k] is in the caller's dirty set (all 0 when v is, or without a set). */
typedef struct {
    int *js, *idxs;
    char *dirty_j;
    Py_ssize_t m;
    int dirty_v;
} Row;

static void row_free(Row *r) {
    PyMem_RawFree(r->js);
    PyMem_RawFree(r->idxs);
    PyMem_RawFree(r->dirty_j);
}

/* Read v's row as set_row (step_obj NULL) or set_ranked_row take it; dirty may be NULL. 0, or -1
   with an exception (r is to be freed either way). */
static int read_row(Core *c, Row *r, int v, PyObject *others, PyObject *values, PyObject *step_obj, int low_bits,
                    PyObject *dirty) {
    memset(r, 0, sizeof(Row));
    if (dirty && !PySet_Check(dirty)) return PyErr_Format(PyExc_TypeError, "dirty must be a set"), -1;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v), -1;
    uint64_t step = step_obj ? PyLong_AsUnsignedLongLong(step_obj) : 0;
    if (step == (uint64_t)-1 && PyErr_Occurred()) return -1;
    PyObject *oseq = PySequence_Fast(others, "others must be a list");
    PyObject *wseq = oseq ? PySequence_Fast(values, "weights must be a list") : NULL;
    /* no `seen` dict: a row's weights are mostly new values (bonuses), and shared ones hit the cache */
    PyObject *mask = NULL, *vobj = PyLong_FromLong(v);
    SeenCache *cache = step_obj ? NULL : PyMem_RawCalloc(1, sizeof(SeenCache));
    OffsetCache *ocache = step_obj ? PyMem_RawCalloc(1, sizeof(OffsetCache)) : NULL;
    int result = -1;
    if (!oseq || !wseq || !vobj || (!cache && !ocache)) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t m = PySequence_Fast_GET_SIZE(oseq);
    if (PySequence_Fast_GET_SIZE(wseq) != m) {
        PyErr_SetString(PyExc_ValueError, "one weight per other vertex");
        goto done;
    }
    if (m > 1 && step >= (uint64_t)OFFSET_LIMIT / (uint64_t)(m - 1)) {
        Overflow("a ranked row's bonus");
        goto done;
    }
    Span span = {0, m ? (int64_t)(step * (uint64_t)(m - 1)) : 0};
    r->js = PyMem_RawMalloc(sizeof(int) * (size_t)(m ? m : 1));
    r->idxs = PyMem_RawMalloc(sizeof(int) * (size_t)(m ? m : 1));
    r->dirty_j = PyMem_RawMalloc((size_t)(m ? m : 1));
    if (!r->js || !r->idxs || !r->dirty_j) {
        PyErr_NoMemory();
        goto done;
    }
    if (low_mask(low_bits, &mask) < 0) goto done;
    r->dirty_v = dirty ? PySet_Contains(dirty, vobj) : 0;
    if (r->dirty_v < 0) goto done;
    PyObject **oitems = PySequence_Fast_ITEMS(oseq), **witems = PySequence_Fast_ITEMS(wseq);
    for (Py_ssize_t k = 0; k < m; k++) {
        long j = PyLong_AsLong(oitems[k]);
        if (j == -1 && PyErr_Occurred()) goto done;
        if (j < 0 || j >= c->n || j == v) {
            PyErr_Format(PyExc_ValueError, "bad edge (%d, %ld)", v, j);
            goto done;
        }
        int none = 0, idx;
        if (step_obj) {
            none = PyObject_Not(witems[k]);
            if (none < 0) goto done;
            if (none) continue; /* a ranked row leaves a pair with base 0 as it is */
            idx = offset_weight(c, ocache, witems[k], (int64_t)(step * (uint64_t)(m - 1 - k)), mask, low_bits, span);
            if (idx == -2) goto done;
        } else {
            idx = pool_get_scaled(c, cache, NULL, witems[k], mask, &none);
            if (none)
                idx = -1;
            else if (idx < 0)
                goto done;
        }
        int in = r->dirty_v || !dirty ? 0 : PySet_Contains(dirty, oitems[k]);
        if (in < 0) goto done;
        r->js[r->m] = (int)j;
        r->idxs[r->m] = idx;
        r->dirty_j[r->m++] = (char)in;
    }
    result = 0;
done:
    PyMem_RawFree(cache);
    PyMem_RawFree(ocache);
    Py_XDECREF(vobj);
    Py_XDECREF(mask);
    Py_XDECREF(wseq);
    Py_XDECREF(oseq);
    return result;
}

static PyObject *set_row_of(Core *c, int v, PyObject *others, PyObject *values, PyObject *step_obj, int low_bits,
                            PyObject *dirty) {
    Row r = {0};
    PyObject *result = NULL, *vobj = PyLong_FromLong(v);
    if (vobj && read_row(c, &r, v, others, values, step_obj, low_bits, dirty) == 0 &&
        apply_row(c, v, vobj, r.js, r.idxs, r.dirty_j, r.m, dirty, r.dirty_v) == 0) {
        result = Py_None;
        Py_INCREF(result);
    }
    row_free(&r);
    Py_XDECREF(vobj);
    return result;
}

/* For each vertex j: the sum of the duals of the blossoms holding both v and j (written to zsum,
   j's entry; n x L numbers). A blossom off v's chain has the answer of the first blossom of the
   chain above it, found once per blossom (memo), so a call costs O(n) however deep the blossoms
   nest. The sums are one per blossom of v's chain (not one per blossom: zeroing 2n numbers per call
   cost more than the pass). -1: no memory. */
static int shared_blossom_duals(Core *c, int v, limb *zsum) {
    int n = c->n, L = c->L;
    int depth = 0;
    for (int b = c->parent[v]; b != -1; b = c->parent[b]) depth++;
    /* answer[b] for blossoms b: index into sums (-1: not known yet); sums[0] = 0 */
    int *answer = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n), *path = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n);
    limb *sums = PyMem_RawCalloc((size_t)(depth + 1) * (size_t)L, sizeof(limb));
    if (!answer || !path || !sums) {
        PyMem_RawFree(answer);
        PyMem_RawFree(path);
        PyMem_RawFree(sums);
        return -1;
    }
    for (int b = 0; b < 2 * n; b++) answer[b] = -1;
    depth = 0;
    for (int b = c->parent[v]; b != -1; b = c->parent[b]) path[depth++] = b;
    /* v's chain, outermost first: each holds v and every vertex below it */
    for (int d = depth - 1, k = 1; d >= 0; d--, k++) {
        n_add(NUM(sums, k), NUM(sums, k - 1), NUM(c->z, path[d]), L);
        answer[path[d]] = k;
    }
    for (int j = 0; j < n; j++) {
        int len = 0, b = c->parent[j];
        while (b != -1 && answer[b] < 0) {
            path[len++] = b;
            b = c->parent[b];
        }
        int found = b == -1 ? 0 : answer[b];
        for (int i = 0; i < len; i++) answer[path[i]] = found;
        n_copy(NUM(zsum, j), NUM(sums, found), L);
    }
    PyMem_RawFree(answer);
    PyMem_RawFree(path);
    PyMem_RawFree(sums);
    return 0;
}

/* Whether the current matching provably stays optimal if v's edges took the row's weights: v is
   matched to p, the row raises {v, p} by some delta >= 0, and every other pair {v, j} of the row
   has true slack (blossom duals included) plus delta >= 0 under its new weight. Then any matching
   pairing v with j gains at most what the current one gains (LP duality), and one leaving v
   unpaired gains nothing. Unlike lift_row, v may sit inside blossoms: nothing is changed, so no
   blossom cycle needs v's dual. The state must be optimal (nothing released). 1, 0, or -1. */
static int row_keeps_partner(Core *c, int v, const Row *r) {
    int L = c->L, p = c->mate[v];
    if (p < 0) return 0;
    Py_ssize_t kp = -1;
    for (Py_ssize_t k = 0; k < r->m; k++)
        if (r->js[k] == p) kp = k;
    if (kp < 0 || r->idxs[kp] < 0) return 0;
    limb delta[L], s[L];
    n_sub(delta, pool_weight(c, r->idxs[kp]), weight_of(c, v, p), L);
    if (n_neg(delta, L)) return 0;
    limb *zsum = take_array(c);
    if (!zsum || shared_blossom_duals(c, v, zsum) < 0) {
        give_array(c, zsum);
        return -1;
    }
    int kept = 1;
    for (Py_ssize_t k = 0; k < r->m && kept; k++) {
        int j = r->js[k];
        if (k == kp || r->idxs[k] < 0) continue; /* an edge removed cannot help another matching */
        n_add(s, NUM(c->u, v), NUM(c->u, j), L);
        n_add(s, s, NUM(zsum, j), L);
        n_add(s, s, delta, L);
        if (n_lt(s, pool_weight(c, r->idxs[k]), L)) kept = 0;
    }
    give_array(c, zsum);
    return kept;
}

/* ranked_row_keeps_partner(v, others, bases, step, low_bits): row_keeps_partner for the row
   set_ranked_row would set (nothing is set) */
static PyObject *Core_ranked_row_keeps_partner(Core *c, PyObject *args) {
    int v, low_bits;
    PyObject *others, *bases, *step;
    if (!PyArg_ParseTuple(args, "iOOOi", &v, &others, &bases, &step, &low_bits)) return NULL;
    Row r = {0};
    PyObject *result = NULL;
    if (read_row(c, &r, v, others, bases, step, low_bits, NULL) == 0) {
        int kept = row_keeps_partner(c, v, &r);
        result = kept < 0 ? PyErr_NoMemory() : PyBool_FromLong(kept);
    }
    row_free(&r);
    return result;
}

static PyObject *Core_set_row(Core *c, PyObject *args) {
    int v, low_bits;
    PyObject *others, *weights, *dirty;
    if (!PyArg_ParseTuple(args, "iOOiO", &v, &others, &weights, &low_bits, &dirty)) return NULL;
    return set_row_of(c, v, others, weights, NULL, low_bits, dirty);
}

static PyObject *Core_set_ranked_row(Core *c, PyObject *args) {
    int v, low_bits;
    PyObject *others, *bases, *step, *dirty;
    if (!PyArg_ParseTuple(args, "iOOOiO", &v, &others, &bases, &step, &low_bits, &dirty)) return NULL;
    return set_row_of(c, v, others, bases, step, low_bits, dirty);
}

/* add_deferred(dirty): the edges init_from_rows deferred enter, row by row as set_row would set them
   (the first `lead` vertices' rows to every later vertex, then, when vertices follow the cut, each
   row before it to them), releasing what they may break into `dirty`. Called once, after the first
   optimum. */
static PyObject *Core_add_deferred(Core *c, PyObject *dirty) {
    if (!c->deferring) return PyErr_Format(PyExc_RuntimeError, "no edges are deferred");
    if (!PySet_Check(dirty)) return PyErr_Format(PyExc_TypeError, "dirty must be a set");
    int n = c->n, lead = c->defer_lead, cut = c->defer_cut;
    char *in_dirty = PyMem_RawCalloc((size_t)(n ? n : 1), 1), *dirty_j = PyMem_RawMalloc((size_t)(n ? n : 1));
    int *js = PyMem_RawMalloc(sizeof(int) * (size_t)(n ? n : 1));
    PyObject *result = NULL, *iter = NULL, *item;
    if (!in_dirty || !dirty_j || !js) {
        PyErr_NoMemory();
        goto done;
    }
    if (!(iter = PyObject_GetIter(dirty))) goto done;
    while ((item = PyIter_Next(iter))) {
        long v = PyLong_AsLong(item);
        Py_DECREF(item);
        if (v == -1 && PyErr_Occurred()) goto done;
        if (v >= 0 && v < n) in_dirty[v] = 1;
    }
    if (PyErr_Occurred()) goto done;
    const int32_t *idxs = c->deferred;
    for (int x = 0; x < (cut < n ? cut : lead); x++) {
        int from = x < lead ? x + 1 : cut, m = n - from;
        for (int k = 0; k < m; k++) {
            js[k] = from + k;
            dirty_j[k] = in_dirty[x] ? 0 : in_dirty[from + k];
        }
        PyObject *vobj = PyLong_FromLong(x);
        int rc = vobj ? apply_row(c, x, vobj, js, idxs, dirty_j, m, dirty, in_dirty[x]) : -1;
        int now = rc == 0 && !in_dirty[x] ? PySet_Contains(dirty, vobj) : 0;
        Py_XDECREF(vobj);
        if (rc < 0 || now < 0) goto done;
        in_dirty[x] |= (char)now;
        idxs += m;
    }
    PyMem_RawFree(c->deferred);
    c->deferred = NULL;
    c->deferring = 0;
    result = Py_None;
    Py_INCREF(result);
done:
    Py_XDECREF(iter);
    PyMem_RawFree(in_dirty);
    PyMem_RawFree(dirty_j);
    PyMem_RawFree(js);
    return result;
}

/* ---------------------------------------------------------------- labelling */

static void register_s(Core *c, const int *verts, int cnt) {
    int L = c->L;
    for (int i = 0; i < cnt; i++) {
        int v = verts[i];
        limb *k = NUM(c->u, v);
        n_copy(NUM(c->sk, v), k, L);
        n_copy(NUM(c->u2, v), c->inf, L);
        if (n_lt(k, c->min_s_key, L)) {
            n_copy(c->min_s_key, k, L);
            c->min_s_v = v;
        }
    }
}

/* min_into for L limbs (see BY_LIMBS) */
ALWAYS_INLINE void min_into_row(limb *out, const limb *a, int n, const int L) {
    for (int x = 0; x < n; x++)
        if (n_lt(NUM(a, x), NUM(out, x), L)) n_copy(NUM(out, x), NUM(a, x), L);
}

/* out = elementwise min(out, a) */
static void min_into(limb *out, const limb *a, int n, int L) {
#define MIN_INTO_ROW(limbs) min_into_row(out, a, n, limbs)
    BY_LIMBS(L, MIN_INTO_ROW);
#undef MIN_INTO_ROW
}

/* out[x] = min(out[x], k - W(x, y)) over y's edges, for L limbs (see BY_LIMBS). With arg (a chunk's,
   y at slot) it also records who holds each minimum, of equal ones the highest slot; without,
   the compiler drops that part (the function is inlined with arg NULL). */
ALWAYS_INLINE void row_min_into(Core *c, limb *out, uint8_t *arg, int slot, const limb *k, int y, const int L) {
    const int n = c->n;
    const int32_t *row = c->W + (size_t)y * (size_t)n;
    const limb *pool = c->pool;
    limb a[L], key[L];
    n_copy(key, k, L); /* held apart from out, which the loop writes */
    for (int x = 0; x < n; x++) {
        int32_t w = row[x];
        if (w < 0) continue;
        n_sub(a, key, pool + (size_t)w * (size_t)L, L);
        if (!arg) {
            if (n_lt(a, NUM(out, x), L)) n_copy(NUM(out, x), a, L);
            continue;
        }
        int cmp = n_cmp(a, NUM(out, x), L);
        if (cmp < 0 || (cmp == 0 && slot > arg[x])) {
            n_copy(NUM(out, x), a, L);
            arg[x] = (uint8_t)slot;
        }
    }
}

/* out[x] = min(out[x], key(y) - W(x, y)) for trivial y */
static void min_vertex_into(Core *c, limb *out, int y) {
    int L = c->L;
#define MIN_ROW(limbs) row_min_into(c, out, NULL, 0, NUM(c->u, y), y, limbs)
    BY_LIMBS(c->L, MIN_ROW);
#undef MIN_ROW
}

/* Whether the kept array of blossom b still holds: no member's edges or lone dual changed since. */
static int array_current(Core *c, int b) {
    const Blossom *B = &c->bl[b];
    uint64_t built = c->sstamp[b];
    for (int i = 0; i < B->nverts; i++)
        if (c->vstamp[B->verts[i]] > built) return 0;
    return 1;
}

/* Bring a kept array up to the members' present keys: they all moved by one offset since it was
   built (a blossom's vertices change their duals together), so every finite entry moves by it. */
static void shift_array(Core *c, int b, limb *arr) {
    int n = c->n, L = c->L;
    limb off[L];
    n_sub(off, NUM(c->u, c->sref_v[b]), NUM(c->sref, b), L);
    if (n_zero(off, L)) return;
    for (int x = 0; x < n; x++)
        if (!is_inf(NUM(arr, x), L)) n_add(NUM(arr, x), NUM(arr, x), off, L);
    n_copy(NUM(c->sref, b), NUM(c->u, c->sref_v[b]), L);
}

/* Entry x of member y's chunk array is stale (the edge {x, y} changed). */
static void chunk_mark_stale(Core *c, int y, int x) {
    ChunkRows *R = &c->chunks[y / CHUNK];
    if (!(R->mask >> (y % CHUNK) & 1)) return;
    if (R->nstale && R->stale[R->nstale - 1] == x) return; /* a row's change marks x once per member */
    if (R->nstale == CHUNK_STALE)
        R->dirty |= (uint64_t)1 << (y % CHUNK); /* y's whole row is read again */
    else
        R->stale[R->nstale++] = x;
}

static void chunk_edge_changed(Core *c, int x, int y) {
    if (!c->chunks) return;
    chunk_mark_stale(c, y, x);
    chunk_mark_stale(c, x, y);
}

/* Entry x of R (members in R->mask from vertex first on) read again: min over members y of
   keys[y] - W(x, y) and the slot attaining it (of equal ones the highest: the generation freezes
   players from the top down, so a minimum then rarely leaves with a frozen player). */
static void chunk_entry(Core *c, ChunkRows *R, int first, int x) {
    int L = c->L;
    limb a[L];
    limb *out = NUM(R->arr, x);
    n_copy(out, c->inf, L);
    R->arg[x] = NO_ARG;
    for (uint64_t m = R->mask; m; m &= m - 1) {
        int slot = __builtin_ctzll(m), y = first + slot;
        const limb *w = weight_of(c, x, y);
        if (!w) continue;
        n_sub(a, NUM(R->keys, slot), w, L);
        if (!n_lt(out, a, L)) {
            n_copy(out, a, L);
            R->arg[x] = (uint8_t)slot;
        }
    }
}

/* R's entries take member y (at slot) into account: its row at keys[slot] */
static void chunk_row_into(Core *c, ChunkRows *R, int slot, int y) {
    int L = c->L;
#define CHUNK_ROW(limbs) row_min_into(c, R->arr, R->arg, slot, NUM(R->keys, slot), y, limbs)
    BY_LIMBS(c->L, CHUNK_ROW);
#undef CHUNK_ROW
}

/* min_into_shifted for L limbs (see BY_LIMBS) */
ALWAYS_INLINE void min_into_shifted_row(limb *out, const limb *a, const limb *off, int n, const int L) {
    limb s[L];
    for (int x = 0; x < n; x++) {
        if (is_inf(NUM(a, x), L)) continue;
        n_add(s, NUM(a, x), off, L);
        if (n_lt(s, NUM(out, x), L)) n_copy(NUM(out, x), s, L);
    }
}

/* out = elementwise min(out, a + off), INF entries of a left out */
static void min_into_shifted(limb *out, const limb *a, const limb *off, int n, int L) {
    if (n_zero(off, L)) {
        min_into(out, a, n, L);
        return;
    }
#define MIN_SHIFTED_ROW(limbs) min_into_shifted_row(out, a, off, n, limbs)
    BY_LIMBS(L, MIN_SHIFTED_ROW);
#undef MIN_SHIFTED_ROW
}

/* Build R for the members in mask afresh, in the frame of their present keys. */
static void chunk_build(Core *c, ChunkRows *R, int first, uint64_t mask) {
    int n = c->n, L = c->L;
    for (int x = 0; x < n; x++) n_copy(NUM(R->arr, x), c->inf, L);
    memset(R->arg, NO_ARG, (size_t)n);
    for (uint64_t m = mask; m; m &= m - 1) {
        int slot = __builtin_ctzll(m);
        n_copy(NUM(R->keys, slot), NUM(c->u, first + slot), L);
        chunk_row_into(c, R, slot, first + slot);
    }
    R->mask = mask;
    R->dirty = 0;
    R->nstale = 0;
    c->chunk_built++;
}

/* The members of R's common ones (in mask) whose key moved by another amount than the member at
   slot ref's; that member's move in off. */
static uint64_t chunk_odd(Core *c, ChunkRows *R, int first, uint64_t common, int ref, limb *off) {
    int L = c->L;
    limb d[L];
    n_sub(off, NUM(c->u, first + ref), NUM(R->keys, ref), L);
    uint64_t odd = 0;
    for (uint64_t m = common; m; m &= m - 1) {
        int slot = __builtin_ctzll(m);
        n_sub(d, NUM(c->u, first + slot), NUM(R->keys, slot), L);
        if (!n_eq(d, off, L)) odd |= (uint64_t)1 << slot;
    }
    return odd;
}

/* Bring built R to the members in mask when few members changed since (0: build it instead).
   A member that left, moved its key alone or changed many edges may have held an entry's
   minimum: those entries are read again; every member that joined, moved alone or changed
   edges has its row read into all entries. The rest of the members moved their keys by one
   offset (off): the frame stays, so their entries stay. */
static int chunk_mend(Core *c, ChunkRows *R, int first, uint64_t mask, limb *off) {
    int n = c->n, L = c->L;
    uint64_t common = mask & R->mask & ~R->dirty;
    if (!common) return 0;
    uint64_t odd = chunk_odd(c, R, first, common, __builtin_ctzll(common), off);
    if (2 * __builtin_popcountll(odd) > __builtin_popcountll(common)) { /* the first one moved alone */
        odd = chunk_odd(c, R, first, common, __builtin_ctzll(odd), off);
        if (2 * __builtin_popcountll(odd) > __builtin_popcountll(common)) return 0;
    }
    uint64_t left = (R->mask & ~mask) | odd | R->dirty;
    uint64_t joined = (mask & ~R->mask) | odd | (R->dirty & mask);
    if (__builtin_popcountll(left | joined) > CHUNK_MEND) return 0;
    for (uint64_t m = joined; m; m &= m - 1) {
        int slot = __builtin_ctzll(m);
        n_sub(NUM(R->keys, slot), NUM(c->u, first + slot), off, L);
    }
    R->mask = mask;
    R->dirty = 0;
    if (left)
        for (int x = 0; x < n; x++)
            if (R->arg[x] != NO_ARG && (left >> R->arg[x] & 1)) chunk_entry(c, R, first, x);
    for (int i = 0; i < R->nstale; i++) chunk_entry(c, R, first, R->stale[i]);
    R->nstale = 0;
    for (uint64_t m = joined; m; m &= m - 1) chunk_row_into(c, R, __builtin_ctzll(m), first + __builtin_ctzll(m));
    c->chunk_mended++;
    return 1;
}

/* The chunk's cached rows for the members in mask, in the chunk's frame: the present values are
   the entries plus off (INF entries stay INF). NULL when they cannot be cached (memory). */
static const limb *chunk_rows(Core *c, int chunk, uint64_t mask, limb *off) {
    int n = c->n, L = c->L, first = chunk * CHUNK;
    ChunkRows *R = &c->chunks[chunk];
    if (!R->arr) {
        size_t bytes = sizeof(limb) * ((size_t)n + CHUNK) * (size_t)L + sizeof(int) * CHUNK_STALE + (size_t)n;
        if (c->chunk_bytes + bytes > CHUNK_BYTES) return NULL;
        R->arr = PyMem_RawMalloc(sizeof(limb) * (size_t)n * (size_t)L);
        R->keys = PyMem_RawMalloc(sizeof(limb) * CHUNK * (size_t)L);
        R->stale = PyMem_RawMalloc(sizeof(int) * CHUNK_STALE);
        R->arg = PyMem_RawMalloc((size_t)n ? (size_t)n : 1);
        if (!R->arr || !R->keys || !R->stale || !R->arg) {
            PyMem_RawFree(R->arr);
            PyMem_RawFree(R->keys);
            PyMem_RawFree(R->stale);
            PyMem_RawFree(R->arg);
            R->arr = R->keys = NULL;
            R->stale = NULL;
            R->arg = NULL;
            return NULL;
        }
        c->chunk_bytes += bytes;
        R->mask = 0;
    }
    if (R->mask && chunk_mend(c, R, first, mask, off)) return R->arr;
    chunk_build(c, R, first, mask);
    n_set_zero(off, L);
    return R->arr;
}

/* out = min(out, the rows of trivial vertices verts[0..cnt)): a flat blossom re-formed after a
   release (hundreds of members, one of them changed) reads most of its rows from chunk_rows. */
static int min_rows_into(Core *c, limb *out, const int *verts, int cnt) {
    int n = c->n, L = c->L, nchunks = (n + CHUNK - 1) / CHUNK;
    if (cnt < CHUNK_MIN) {
        for (int i = 0; i < cnt; i++) min_vertex_into(c, out, verts[i]);
        return 0;
    }
    if (!c->chunks) {
        ChunkRows *chunks = PyMem_RawCalloc((size_t)nchunks, sizeof(ChunkRows));
        uint64_t *masks = PyMem_RawCalloc((size_t)nchunks, sizeof(uint64_t));
        if (!chunks || !masks) {
            PyMem_RawFree(chunks);
            PyMem_RawFree(masks);
            return -1;
        }
        c->chunks = chunks;
        c->chunk_mask = masks;
    }
    for (int i = 0; i < cnt; i++) c->chunk_mask[verts[i] / CHUNK] |= (uint64_t)1 << (verts[i] % CHUNK);
    for (int i = 0; i < cnt; i++) {
        int chunk = verts[i] / CHUNK;
        uint64_t mask = c->chunk_mask[chunk];
        if (!mask) continue; /* this chunk is done */
        c->chunk_mask[chunk] = 0;
        limb off[L];
        const limb *rows = __builtin_popcountll(mask) >= CHUNK_MIN ? chunk_rows(c, chunk, mask, off) : NULL;
        if (rows) {
            min_into_shifted(out, rows, off, n, L);
            continue;
        }
        for (uint64_t m = mask; m; m &= m - 1) min_vertex_into(c, out, chunk * CHUNK + __builtin_ctzll(m));
    }
    return 0;
}

/* The kept array of blossom b brought up to date, taken from b (NULL if none or stale). */
static limb *take_kept_array(Core *c, int b) {
    limb *arr = c->sarr[b];
    if (!arr) return NULL;
    c->sarr[b] = NULL;
    if (!array_current(c, b)) {
        give_array(c, arr);
        return NULL;
    }
    shift_array(c, b, arr);
    return arr;
}

/* The child of b with the most vertices that keeps an array (-1: none). A blossom grown around
   it (a search through a scoregroup of equal pairs adds one pair at a time) starts from that
   array instead of a fresh one: a child inside an S-blossom is not expanded before the stage
   ends, and then the arrays of nested blossoms are dropped anyway. */
static int largest_kept_child(Core *c, int b) {
    const Blossom *B = &c->bl[b];
    int best = -1;
    for (int i = 0; i < B->k; i++) {
        int ch = B->kids[i];
        if (ch >= c->n && c->sarr[ch] && (best < 0 || c->bl[ch].nverts > c->bl[best].nverts)) best = ch;
    }
    return best;
}

/* A_b of non-trivial S-blossom b (owned by the caller): b's kept array when still valid, else
   the minimum of its children's: a child blossom's kept array (left to it, for when b is
   expanded at the end of the stage) or its vertices' rows, read together (min_rows_into). Keys
   are read in the stage's S frame, where a member's stored dual is its key. No recursion: a
   nested child is read leaf by leaf, which costs less than an array per level. */
static limb *build_array(Core *c, int b) {
    int n = c->n, L = c->L;
    limb *arr = take_kept_array(c, b);
    if (arr) return arr;
    Blossom *B = &c->bl[b];
    c->sstamp[b] = c->clock;
    c->sref_v[b] = B->verts[0];
    n_copy(NUM(c->sref, b), NUM(c->u, B->verts[0]), L);
    if (!c->leafbuf && !(c->leafbuf = PyMem_RawMalloc(sizeof(int) * (size_t)n))) return NULL;
    int heir = largest_kept_child(c, b);
    arr = heir >= 0 ? take_kept_array(c, heir) : NULL;
    if (!arr) {
        heir = -1;
        arr = take_array(c);
        if (!arr) return NULL;
        for (int x = 0; x < n; x++) n_copy(NUM(arr, x), c->inf, L);
    }
    int cnt = 0;
    for (int i = 0; i < B->k; i++) {
        int ch = B->kids[i];
        if (ch < n) {
            c->leafbuf[cnt++] = ch;
            continue;
        }
        if (ch == heir) continue;
        limb *part = take_kept_array(c, ch);
        if (!part) {
            memcpy(c->leafbuf + cnt, c->bl[ch].verts, sizeof(int) * (size_t)c->bl[ch].nverts);
            cnt += c->bl[ch].nverts;
            continue;
        }
        min_into(arr, part, n, L);
        c->sarr[ch] = part;
    }
    if (min_rows_into(c, arr, c->leafbuf, cnt) < 0) {
        give_array(c, arr);
        return NULL;
    }
    return arr;
}

/* push onto a growable int stack; on failure the core remembers it (checked after each step) */
static void push_int(Core *c, int **stack, int *len, int *cap, int value) {
    if (*len == *cap) {
        int grown = *cap ? 2 * *cap : 64;
        int *p = PyMem_RawRealloc(*stack, sizeof(int) * (size_t)grown);
        if (!p) {
            c->out_of_memory = 1;
            return;
        }
        *stack = p;
        *cap = grown;
    }
    (*stack)[(*len)++] = value;
}

static void push_pending(Core *c, int b) {
    if (b < c->n)
        push_int(c, &c->pending, &c->pending_len, &c->pending_cap, b);
    else
        push_int(c, &c->pending_b, &c->pending_b_len, &c->pending_b_cap, b);
}

/* The next S-blossom to scan (-1: none): trivial ones first. Scanning a vertex costs one pass
   over its row, a non-trivial blossom a least-slack array too, and a blossom that a vertex
   scanned meanwhile takes into a larger one needs no array of its own. The search is valid in
   any order (every S-blossom is scanned before the duals move). */
static int next_pending(Core *c) {
    if (c->pending_len) return c->pending[--c->pending_len];
    if (c->pending_b_len) return c->pending_b[--c->pending_b_len];
    return -1;
}

static void label_s(Core *c, int b, int ex, int ey) {
    int L = c->L, n = c->n;
    c->label[b] = S;
    c->labeledge[b].x = ex;
    c->labeledge[b].y = ey;
    int cnt, single;
    int *vs = leaves(c, b, &cnt, &single);
    if (!n_zero(c->shift, L))
        for (int i = 0; i < cnt; i++) n_add(NUM(c->u, vs[i]), NUM(c->u, vs[i]), c->shift, L);
    if (b >= n) {
        n_sub(NUM(c->z, b), NUM(c->z, b), c->shift, L);
        n_sub(NUM(c->z, b), NUM(c->z, b), c->shift, L);
    } else {
        n_copy(NUM(c->sk1, b), NUM(c->u, b), L);
    }
    register_s(c, vs, cnt);
    push_pending(c, b);
}

static void mark_t(Core *c, int b, int ex, int ey) {
    int L = c->L, n = c->n;
    c->label[b] = T;
    c->labeledge[b].x = ex;
    c->labeledge[b].y = ey;
    int cnt, single;
    int *vs = leaves(c, b, &cnt, &single);
    for (int i = 0; i < cnt; i++) {
        n_sub(NUM(c->u, vs[i]), NUM(c->u, vs[i]), c->shift, L);
        n_copy(NUM(c->u2, vs[i]), c->inf, L);
    }
    if (b >= n) {
        n_add(NUM(c->z, b), NUM(c->z, b), c->shift, L);
        n_add(NUM(c->z, b), NUM(c->z, b), c->shift, L);
        if (!c->in_tset[b]) {
            c->in_tset[b] = 1;
            c->tset[c->tset_len++] = b;
        }
    }
}

static void tset_discard(Core *c, int b) {
    if (!c->in_tset[b]) return;
    c->in_tset[b] = 0;
    for (int i = 0; i < c->tset_len; i++)
        if (c->tset[i] == b) {
            c->tset[i] = c->tset[--c->tset_len];
            break;
        }
}

static void label_t(Core *c, int b, int ex, int ey) {
    mark_t(c, b, ex, ey);
    int bs = c->base[b];
    int m = c->mate[bs];
    label_s(c, c->top[m], bs, m);
}

static void settle_duals(Core *c) {
    int n = c->n, L = c->L;
    if (n_zero(c->shift, L)) return;
    for (int v = 0; v < n; v++) {
        int lv = c->label[c->top[v]];
        if (lv == S)
            n_sub(NUM(c->u, v), NUM(c->u, v), c->shift, L);
        else if (lv == T)
            n_add(NUM(c->u, v), NUM(c->u, v), c->shift, L);
    }
    for (int b = n; b < 2 * n; b++) {
        if (c->bl[b].kids && c->parent[b] == -1) {
            if (c->label[b] == S) {
                n_add(NUM(c->z, b), NUM(c->z, b), c->shift, L);
                n_add(NUM(c->z, b), NUM(c->z, b), c->shift, L);
            } else if (c->label[b] == T) {
                n_sub(NUM(c->z, b), NUM(c->z, b), c->shift, L);
                n_sub(NUM(c->z, b), NUM(c->z, b), c->shift, L);
            }
        }
    }
    n_set_zero(c->shift, L);
}

/* ---------------------------------------------------------------- tree walking */

static int tree_parent(Core *c, int b) {
    if (c->labeledge[b].x < 0) return -1;
    int tb = c->top[c->labeledge[b].x];
    return c->top[c->labeledge[tb].x];
}

/* the root of the tree holding S-blossom b */
static int tree_root(Core *c, int b) {
    for (int p; (p = tree_parent(c, b)) != -1;) b = p;
    return b;
}

/* After an augmenting path joined the trees rooted at r1 and r2 (r2 -1: a free vertex), their
   blossoms lose their labels and the other trees go on growing in the same stage (a stage used
   to end at every augmentation, and the next one searched again from every root). The duals of
   the two trees are settled first (an unlabeled vertex's dual does not move; its key is its
   dual). The least slacks recorded from the vertices that lost their S label stay behind, too
   low: a scan may pass over a tight edge for them, and least_delta's caller checks the event it
   picks against the present S-vertices (event_stale). */
static int unlabel_trees(Core *c, int r1, int r2) {
    int n = c->n, L = c->L, count = 0;
    if (!c->rstamp) {
        c->rstamp = PyMem_RawCalloc(2 * (size_t)n, sizeof(unsigned));
        c->rroot = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n);
        c->rpath = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n);
        c->rlist = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n);
        if (!c->rstamp || !c->rroot || !c->rpath || !c->rlist) {
            PyMem_RawFree(c->rstamp);
            PyMem_RawFree(c->rroot);
            PyMem_RawFree(c->rpath);
            PyMem_RawFree(c->rlist);
            c->rstamp = NULL;
            c->rroot = c->rpath = c->rlist = NULL;
            return -1;
        }
    }
    if (++c->rpass == 0) { /* the marks wrapped around: start them again */
        memset(c->rstamp, 0, sizeof(unsigned) * 2 * (size_t)n);
        c->rpass = 1;
    }
    unsigned pass = c->rpass;
    for (int v = 0; v < n; v++) {
        int b = c->top[v];
        if (c->label[b] == UNLABELED || c->rstamp[b] == pass) continue;
        int s = c->label[b] == T ? c->top[c->labeledge[b].x] : b, len = 0, root;
        c->rpath[len++] = b;
        while (c->rstamp[s] != pass) {
            int p = tree_parent(c, s);
            c->rpath[len++] = s;
            if (p == -1) break;
            s = p;
        }
        root = c->rstamp[s] == pass ? c->rroot[s] : s;
        for (int i = 0; i < len; i++) {
            int a = c->rpath[i];
            if (c->rstamp[a] == pass) continue;
            c->rstamp[a] = pass;
            c->rroot[a] = root;
            if (root == r1 || root == r2) c->rlist[count++] = a;
        }
    }
    limb two_shift[L];
    n_add(two_shift, c->shift, c->shift, L);
    for (int i = 0; i < count; i++) { /* labels change only now: the walks above read them */
        int b = c->rlist[i], cnt, single, is_s = c->label[b] == S;
        if (!is_s && b >= n) tset_discard(c, b);
        if (b >= n && is_s) n_add(NUM(c->z, b), NUM(c->z, b), two_shift, L);
        if (b >= n && !is_s) n_sub(NUM(c->z, b), NUM(c->z, b), two_shift, L);
        c->label[b] = UNLABELED;
        c->labeledge[b].x = -1;
        int *vs = leaves(c, b, &cnt, &single);
        for (int j = 0; j < cnt; j++) {
            if (is_s)
                n_sub(NUM(c->u, vs[j]), NUM(c->u, vs[j]), c->shift, L);
            else
                n_add(NUM(c->u, vs[j]), NUM(c->u, vs[j]), c->shift, L);
            n_copy(NUM(c->u2, vs[j]), NUM(c->u, vs[j]), L);
            n_copy(NUM(c->sk, vs[j]), c->inf, L);
            n_copy(NUM(c->sk1, vs[j]), c->inf, L);
        }
    }
    return 0;
}

static int find_lca(Core *c, int bx, int by) {
    c->stamp++;
    int stamp = c->stamp, a = bx, b = by;
    while (a != -1 || b != -1) {
        if (a != -1) {
            if (c->mark[a] == stamp) return a;
            c->mark[a] = stamp;
            a = tree_parent(c, a);
        }
        int t = a;
        a = b;
        b = t;
    }
    return -1;
}

/* blossoms S, T, S, T... from S-blossom b up to stop (excluded); returns count, fills out */
static int path_up(Core *c, int b, int stop, int *out) {
    int len = 0;
    while (b != stop) {
        out[len++] = b;
        int tb = c->top[c->labeledge[b].x];
        out[len++] = tb;
        b = c->top[c->labeledge[tb].x];
    }
    return len;
}

/* ---------------------------------------------------------------- search events */

static int make_blossom(Core *c, int lca, int x, int y) {
    int n = c->n, L = c->L;
    int *px = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n + 2), *py = PyMem_RawMalloc(sizeof(int) * 2 * (size_t)n + 2);
    if (!px || !py) {
        PyMem_RawFree(px);
        PyMem_RawFree(py);
        return -1;
    }
    int lx = path_up(c, c->top[x], lca, px);
    int ly = path_up(c, c->top[y], lca, py);
    int k = 1 + lx + ly;
    int *kids = PyMem_RawMalloc(sizeof(int) * (size_t)k);
    Edge *edges = PyMem_RawMalloc(sizeof(Edge) * (size_t)k);
    if (!kids || !edges) {
        PyMem_RawFree(px);
        PyMem_RawFree(py);
        PyMem_RawFree(kids);
        PyMem_RawFree(edges);
        return -1;
    }
    int pos = 0, e = 0;
    kids[pos++] = lca;
    for (int i = ly - 1; i >= 0; i--) kids[pos++] = py[i];
    for (int i = 0; i < lx; i++) kids[pos++] = px[i];
    for (int i = ly - 1; i >= 0; i--) {
        edges[e].x = c->labeledge[py[i]].x;
        edges[e].y = c->labeledge[py[i]].y;
        e++;
    }
    edges[e].x = y;
    edges[e].y = x;
    e++;
    for (int i = 0; i < lx; i++) {
        edges[e].x = c->labeledge[px[i]].y;
        edges[e].y = c->labeledge[px[i]].x;
        e++;
    }
    PyMem_RawFree(px);
    PyMem_RawFree(py);
    int b = c->free_ids[--c->nfree];
    int total = 0;
    for (int i = 0; i < k; i++) total += kids[i] < n ? 1 : c->bl[kids[i]].nverts;
    int *members = PyMem_RawMalloc(sizeof(int) * (size_t)total);
    int *turned = PyMem_RawMalloc(sizeof(int) * (size_t)total);
    if (!members || !turned) {
        PyMem_RawFree(members);
        PyMem_RawFree(turned);
        PyMem_RawFree(kids);
        PyMem_RawFree(edges);
        return -1;
    }
    int nm = 0, nt = 0;
    limb two_shift[L];
    n_add(two_shift, c->shift, c->shift, L);
    for (int i = 0; i < k; i++) {
        int ch = kids[i];
        c->parent[ch] = b;
        int cnt, single;
        int *vs = leaves(c, ch, &cnt, &single);
        memcpy(members + nm, vs, sizeof(int) * (size_t)cnt);
        nm += cnt;
        if (c->label[ch] == T) {
            for (int j = 0; j < cnt; j++) n_add(NUM(c->u, vs[j]), NUM(c->u, vs[j]), two_shift, L);
            if (ch >= n) {
                n_sub(NUM(c->z, ch), NUM(c->z, ch), two_shift, L);
                tset_discard(c, ch);
            }
            memcpy(turned + nt, vs, sizeof(int) * (size_t)cnt);
            nt += cnt;
        } else if (ch >= n) {
            n_add(NUM(c->z, ch), NUM(c->z, ch), two_shift, L);
        }
    }
    if (nt) register_s(c, turned, nt);
    PyMem_RawFree(turned);
    for (int i = 0; i < nm; i++) {
        c->top[members[i]] = b;
        n_copy(NUM(c->sk1, members[i]), c->inf, L);
    }
    Blossom *B = &c->bl[b];
    B->kids = kids;
    B->edges = edges;
    B->k = k;
    B->verts = members;
    B->nverts = nm;
    c->base[b] = c->base[lca];
    n_set_zero(NUM(c->z, b), L);
    n_sub(NUM(c->z, b), NUM(c->z, b), two_shift, L);
    c->label[b] = S;
    c->labeledge[b] = c->labeledge[lca];
    push_pending(c, b);
    return 0;
}

static int augment_half(Core *c, int s, int partner) {
    for (;;) {
        int b = c->top[s];
        if (rotate(c, b, s) < 0) return -1;
        c->mate[s] = partner;
        if (c->labeledge[b].x < 0) return 0;
        int tb = c->top[c->labeledge[b].x];
        int s2 = c->labeledge[tb].x, y2 = c->labeledge[tb].y;
        if (rotate(c, tb, y2) < 0) return -1;
        c->mate[y2] = s2;
        s = s2;
        partner = y2;
    }
}

/* newly tight edge from S-vertex x to y: 1 if the stage ends, 0 if not, -1 on error */
static int tight_edge(Core *c, int x, int y) {
    int by = c->top[y];
    int lb = c->label[by];
    if (lb == UNLABELED) {
        if (c->mate[c->base[by]] == -1) {
            c->aug_root1 = tree_root(c, c->top[x]);
            c->aug_root2 = -1;
            if (augment_half(c, x, y) < 0 || augment_half(c, y, x) < 0) return -1;
            return 1;
        }
        label_t(c, by, x, y);
    } else if (lb == S) {
        int lca = find_lca(c, c->top[x], by);
        if (lca == -1) {
            c->aug_root1 = tree_root(c, c->top[x]);
            c->aug_root2 = tree_root(c, by);
            if (augment_half(c, x, y) < 0 || augment_half(c, y, x) < 0) return -1;
            return 1;
        }
        if (make_blossom(c, lca, x, y) < 0) return -1;
    }
    return 0;
}

static int expand_t(Core *c, int b) {
    int L = c->L;
    Blossom *B = &c->bl[b];
    int k = B->k;
    int *kids = PyMem_RawMalloc(sizeof(int) * (size_t)k);
    Edge *edges = PyMem_RawMalloc(sizeof(Edge) * (size_t)k);
    if (!kids || !edges) {
        PyMem_RawFree(kids);
        PyMem_RawFree(edges);
        return -1;
    }
    memcpy(kids, B->kids, sizeof(int) * (size_t)k);
    memcpy(edges, B->edges, sizeof(Edge) * (size_t)k);
    LabelEdge entry = c->labeledge[b];
    for (int i = 0; i < B->nverts; i++) {
        int v = B->verts[i];
        n_add(NUM(c->u, v), NUM(c->u, v), c->shift, L);
        n_copy(NUM(c->u2, v), NUM(c->u, v), L);
    }
    tset_discard(c, b);
    if (expand(c, b, 0) < 0) {
        PyMem_RawFree(kids);
        PyMem_RawFree(edges);
        return -1;
    }
    int j = 0;
    while (kids[j] != c->top[entry.y]) j++;
    int step = j % 2 == 0 ? -1 : 1;
    for (int i = 0; i < k; i++) {
        c->label[kids[i]] = UNLABELED;
        c->labeledge[kids[i]].x = -1;
    }
    int lx = entry.x, ly = entry.y, i = j;
    for (;;) {
        mark_t(c, kids[i], lx, ly);
        if (i == 0) break;
        int p, q;
        if (step == 1) {
            p = edges[i].x;
            q = edges[i].y;
        } else {
            q = edges[i - 1].x;
            p = edges[i - 1].y;
        }
        i = ((i + step) % k + k) % k;
        label_s(c, kids[i], p, q);
        if (step == 1) {
            p = edges[i].x;
            q = edges[i].y;
        } else {
            q = edges[i - 1].x;
            p = edges[i - 1].y;
        }
        i = ((i + step) % k + k) % k;
        lx = p;
        ly = q;
    }
    PyMem_RawFree(kids);
    PyMem_RawFree(edges);
    return 0;
}

/* ---------------------------------------------------------------- scanning and the heap */

static int heap_less(Core *c, const HeapItem *a, const HeapItem *b) {
    int r = n_cmp(a->key, b->key, c->L);
    if (r) return r < 0;
    if (a->x != b->x) return a->x < b->x;
    return a->y < b->y;
}

static int heap_push(Core *c, const limb *key, int x, int y) {
    if (c->heap_len == c->heap_cap) {
        int cap = c->heap_cap ? 2 * c->heap_cap : 64;
        HeapItem *h = PyMem_RawRealloc(c->heap, sizeof(HeapItem) * (size_t)cap);
        if (!h) return -1;
        c->heap = h;
        c->heap_cap = cap;
    }
    limb *k = PyMem_RawMalloc(sizeof(limb) * (size_t)c->L);
    if (!k) return -1;
    n_copy(k, key, c->L);
    int i = c->heap_len++;
    HeapItem item = {k, x, y};
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!heap_less(c, &item, &c->heap[p])) break;
        c->heap[i] = c->heap[p];
        i = p;
    }
    c->heap[i] = item;
    return 0;
}

static void heap_pop(Core *c) {
    PyMem_RawFree(c->heap[0].key);
    HeapItem last = c->heap[--c->heap_len];
    int len = c->heap_len, i = 0;
    if (!len) return;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        const HeapItem *best = &last;
        if (l < len && heap_less(c, &c->heap[l], best)) {
            m = l;
            best = &c->heap[l];
        }
        if (r < len && heap_less(c, &c->heap[r], best)) m = r;
        if (m == i) break;
        c->heap[i] = c->heap[m];
        i = m;
    }
    c->heap[i] = last;
}

/* Entry a (the least key - W from the S-blossom being scanned, whose top is own_top) improved D2
   at vertex i: is the edge tight? To an unlabelled vertex when a + u[i] = shift, to an S-vertex of
   another blossom when a + key(i) = 2 shift. */
ALWAYS_INLINE int improves_tight(Core *c, const limb *a, int i, int own_top, const limb *two_shift,
                                 const int L) {
    int bi = c->top[i], li = c->label[bi];
    limb s[L];
    if (li == UNLABELED) {
        n_add(s, a, NUM(c->u, i), L);
        return n_eq(s, c->shift, L);
    }
    if (li == S && bi != own_top) {
        n_add(s, a, NUM(c->sk, i), L);
        return n_eq(s, two_shift, L);
    }
    return 0;
}

/* scan_vertex for L limbs (see BY_LIMBS) */
ALWAYS_INLINE int scan_vertex_row(Core *c, int y, const int L) {
    const int n = c->n;
    limb a[L], two_shift[L], key[L];
    n_add(two_shift, c->shift, c->shift, L);
    n_copy(key, NUM(c->u, y), L); /* held apart from the arrays the loop writes */
    const int32_t *row = c->W + (size_t)y * (size_t)n;
    const limb *pool = c->pool;
    limb *d2 = c->d2;
    int *d2src = c->d2src;
    for (int i = 0; i < n; i++) {
        int32_t w = row[i];
        if (w < 0) continue; /* INF never improves D2 */
        n_sub(a, key, pool + (size_t)w * (size_t)L, L);
        limb *d = d2 + (size_t)i * (size_t)L;
        if (!n_lt(a, d, L)) continue;
        n_copy(d, a, L);
        d2src[i] = y;
        if (improves_tight(c, a, i, c->top[y], two_shift, L)) {
            int r = tight_edge(c, y, i);
            if (r) return r;
        }
    }
    return 0;
}

/* scan trivial S-vertex y: its slack entries computed on the fly (no array is kept) */
static int scan_vertex(Core *c, int y) {
    int r;
#define SCAN_ROW(limbs) r = scan_vertex_row(c, y, limbs)
    BY_LIMBS(c->L, SCAN_ROW);
#undef SCAN_ROW
    return r;
}

/* the member y of blossom b with key(y) - W(i, y) = a: the S end of a tight edge found in A_b */
static int tight_member(Core *c, const int *members, int cnt, int i, const limb *a) {
    int L = c->L;
    limb s[L];
    for (int m = 0; m < cnt; m++) {
        const limb *w = weight_of(c, i, members[m]);
        if (!w) continue;
        n_sub(s, NUM(c->u, members[m]), w, L);
        if (n_eq(s, a, L)) return members[m];
    }
    return -1;
}

/* scan S-blossom b: 1 if the stage ended, 0 if not, -1 on error */
static int scan(Core *c, int b) {
    int n = c->n, L = c->L;
    if (b < n) return scan_vertex(c, b);
    limb *arr = build_array(c, b);
    if (!arr) return -1;
    int cnt, single;
    int *members = leaves(c, b, &cnt, &single);
    for (int i = 0; i < cnt; i++) n_copy(NUM(arr, members[i]), c->inf, L);
    c->sarr[b] = arr;
    limb two_shift[L];
    n_add(two_shift, c->shift, c->shift, L);
    for (int i = 0; i < n; i++) {
        const limb *a = NUM(arr, i);
        if (!n_lt(a, NUM(c->d2, i), L)) continue;
        n_copy(NUM(c->d2, i), a, L);
        c->d2src[i] = -1;
        if (!improves_tight(c, a, i, c->top[members[0]], two_shift, L)) continue;
        int y = tight_member(c, members, cnt, i, a);
        if (y < 0) {
            c->fault = "compiled matcher: tight edge without an endpoint";
            return -1;
        }
        int r = tight_edge(c, y, i);
        if (r) return r;
    }
    push_int(c, &c->unpushed, &c->unpushed_len, &c->unpushed_cap, b);
    return 0;
}

/* Entry x of a running argmin of a + b (argmin_sum, least_sums): returns x, its sum into m, when it
   is the first least so far, else arg; an entry where a or b is INF is no event (its sum >= INF). */
ALWAYS_INLINE int take_least_sum(const limb *a, const limb *b, int x, int arg, limb *m, const int L) {
    if (is_inf(a, L) || is_inf(b, L)) return arg;
    limb s[L];
    n_add(s, a, b, L);
    if (arg >= 0 && !n_lt(s, m, L)) return arg;
    n_copy(m, s, L);
    return x;
}

/* argmin_sum for L limbs (see BY_LIMBS) */
ALWAYS_INLINE int argmin_sum_row(const limb *a, const limb *b, int n, limb *m, const int L) {
    int arg = -1;
    for (int x = 0; x < n; x++) arg = take_least_sum(NUM(a, x), NUM(b, x), x, arg, m, L);
    return arg;
}

/* The first x with the least a[x] + b[x] among entries where neither is INF, its sum in m; -1 if none. */
static int argmin_sum(const limb *a, const limb *b, int n, limb *m, int L) {
    int arg;
#define ARGMIN_ROW(limbs) arg = argmin_sum_row(a, b, n, m, limbs)
    BY_LIMBS(L, ARGMIN_ROW);
#undef ARGMIN_ROW
    return arg;
}

static int push_s_edges(Core *c) {
    int n = c->n, L = c->L;
    limb m[L];
    for (int i = 0; i < c->unpushed_len; i++) {
        int b = c->unpushed[i];
        if (c->parent[b] != -1 || !c->sarr[b] || c->label[b] != S) continue;
        int arg = argmin_sum(c->sarr[b], c->sk, n, m, L); /* an INF entry would fail the test below */
        if (arg >= 0 && n_lt(m, c->half, L))
            if (heap_push(c, m, arg, c->bl[b].verts[0]) < 0) return -1;
    }
    c->unpushed_len = 0;
    return 0;
}

/* ---------------------------------------------------------------- stage driver */

/* every value a solve reaches stays far below INF/2: checked once per solve (duals stay below
   the largest weight, up to the few bits of room the check leaves) */
static int check_width(Core *c) {
    int n = c->n, L = c->L;
    int bits = n_bits(c->max_w, L);
    for (int v = 0; v < n; v++) {
        int b = n_bits(NUM(c->u, v), L);
        if (b > bits) bits = b;
    }
    for (int b = n; b < 2 * n; b++) {
        if (n_neg(NUM(c->z, b), L)) continue;
        int z = n_bits(NUM(c->z, b), L);
        if (z > bits) bits = z;
    }
    if (bits + 2 > 64 * L - 8) { /* keys and sums of two reach bits + 2; INF/2 is 2^(64L-5) */
        Overflow("a dual");
        return -1;
    }
    return 0;
}

/* whether some free vertex has a positive dual (a root of the next stage) */
static int has_root(Core *c) {
    int L = c->L;
    for (int v = 0; v < c->n; v++)
        if (c->mate[v] == -1 && !n_zero(NUM(c->u, v), L)) return 1;
    return 0;
}

static int start_stage(Core *c) {
    int n = c->n, L = c->L;
    if (!has_root(c)) return 0; /* optimal already: skip setting up the stage's arrays */
    clear_stage_arrays(c);
    memset(c->label, 0, sizeof(int) * 2 * (size_t)n);
    for (int b = 0; b < 2 * n; b++) c->labeledge[b].x = -1;
    n_set_zero(c->shift, L);
    for (int v = 0; v < n; v++) {
        n_copy(NUM(c->d2, v), c->inf, L);
        c->d2src[v] = -1;
        n_copy(NUM(c->u2, v), NUM(c->u, v), L);
        n_copy(NUM(c->sk, v), c->inf, L);
        n_copy(NUM(c->sk1, v), c->inf, L);
    }
    memset(c->in_tset, 0, 2 * (size_t)n);
    c->tset_len = 0;
    n_copy(c->min_s_key, c->inf, L);
    c->min_s_v = -1;
    c->pending_len = c->pending_b_len = 0;
    int any_root = 0;
    c->nfreev = 0;
    for (int v = 0; v < n; v++) {
        if (c->mate[v] != -1) continue;
        c->freev[c->nfreev++] = v;
        if (!n_zero(NUM(c->u, v), L)) {
            int b = c->top[v];
            if (c->label[b] == UNLABELED) {
                label_s(c, b, -1, -1);
                any_root = 1;
            }
        }
    }
    return any_root;
}

/* least_sums for L limbs (see BY_LIMBS) */
ALWAYS_INLINE void least_sums_row(Core *c, int *arg2, limb *m2, int *arg3, limb *m3, const int L) {
    const int n = c->n;
    const limb *d2 = c->d2, *u2 = c->u2, *sk1 = c->sk1;
    int a2 = -1, a3 = -1;
    for (int x = 0; x < n; x++) {
        const limb *d = NUM(d2, x);
        if (is_inf(d, L)) continue; /* most entries: no event of either kind */
        a2 = take_least_sum(d, NUM(u2, x), x, a2, m2, L);
        a3 = take_least_sum(d, NUM(sk1, x), x, a3, m3, L);
    }
    *arg2 = a2;
    *arg3 = a3;
}

/* argmin_sum(d2, u2) and argmin_sum(d2, sk1) in one pass over d2: the least slacks to unlabeled
   vertices (kind 2) and between S-vertices (kind 3), into m2 and m3 */
static void least_sums(Core *c, int *arg2, limb *m2, int *arg3, limb *m3) {
#define LEAST_SUMS_ROW(limbs) least_sums_row(c, arg2, m2, arg3, m3, limbs)
    BY_LIMBS(c->L, LEAST_SUMS_ROW);
#undef LEAST_SUMS_ROW
}

/* the least delta: kind 1..4 and its argument */
static int least_delta(Core *c, limb *d, int *kind, int *arg) {
    int L = c->L;
    if (push_s_edges(c) < 0) return -1;
    limb m2[L], m3[L], s[L], two_shift[L];
    n_add(two_shift, c->shift, c->shift, L);
    n_sub(d, c->min_s_key, c->shift, L);
    *kind = 1;
    *arg = c->min_s_v;
    int a2, a3;
    least_sums(c, &a2, m2, &a3, m3);
    if (a2 >= 0 && n_lt(m2, c->half, L)) {
        n_sub(s, m2, c->shift, L);
        if (n_lt(s, d, L)) {
            n_copy(d, s, L);
            *kind = 2;
            *arg = a2;
        }
    }
    if (a3 >= 0 && n_lt(m3, c->half, L)) {
        n_sub(s, m3, two_shift, L);
        if (s[0] & 1) {
            c->fault = "parity invariant broken";
            return -1;
        }
        n_half(s, s, L);
        if (n_lt(s, d, L)) {
            n_copy(d, s, L);
            *kind = 3;
            *arg = a3;
        }
    }
    while (c->heap_len && c->top[c->heap[0].x] == c->top[c->heap[0].y]) heap_pop(c);
    if (c->heap_len) {
        n_sub(s, c->heap[0].key, two_shift, L);
        if (s[0] & 1) {
            c->fault = "parity invariant broken";
            return -1;
        }
        n_half(s, s, L);
        if (n_lt(s, d, L)) {
            n_copy(d, s, L);
            *kind = 3;
            *arg = -1;
        }
    }
    for (int i = 0; i < c->tset_len; i++) {
        int b = c->tset[i];
        n_sub(s, NUM(c->z, b), two_shift, L);
        n_half(s, s, L);
        if (n_lt(s, d, L)) {
            n_copy(d, s, L);
            *kind = 4;
            *arg = b;
        }
    }
    return 0;
}

/* s_partner for L limbs (see BY_LIMBS): over members[0..cnt), or vertices 0..cnt without members */
ALWAYS_INLINE int s_partner_row(Core *c, int x, const int *members, int cnt, const int L) {
    limb best[L], k[L], half[L];
    n_copy(half, c->half, L);
    const int32_t *row = c->W + (size_t)x * (size_t)c->n;
    const limb *pool = c->pool, *sk = c->sk;
    int arg = -1;
    for (int i = 0; i < cnt; i++) {
        int y = members ? members[i] : i;
        int32_t w = row[y];
        if (w < 0 || !n_lt(NUM(sk, y), half, L)) continue;
        n_sub(k, NUM(sk, y), pool + (size_t)w * (size_t)L, L);
        if (arg < 0 || n_lt(k, best, L)) {
            n_copy(best, k, L);
            arg = y;
        }
    }
    return arg;
}

/* the S-vertex (among members if given) with least slack to x */
static int s_partner(Core *c, int x, const int *members, int cnt) {
    int arg;
    if (!members) cnt = c->n;
#define S_PARTNER_ROW(limbs) arg = s_partner_row(c, x, members, cnt, limbs)
    BY_LIMBS(c->L, S_PARTNER_ROW);
#undef S_PARTNER_ROW
    return arg;
}

/* How many trees are left: free S-vertices (roots). Within a stage a vertex only gets matched
   (an augmentation; a root whose dual reached 0 ends the stage), so the free vertices are among
   those free at its start (freev), which this keeps to the free ones: a dual step after an
   augmentation reads the few free vertices, not all n. */
static int trees_left(Core *c) {
    int count = 0, kept = 0;
    for (int i = 0; i < c->nfreev; i++) {
        int v = c->freev[i];
        if (c->mate[v] != -1) continue;
        c->freev[kept++] = v;
        count += c->label[c->top[v]] == S;
    }
    c->nfreev = kept;
    return count;
}

/* least_delta picks from least slacks left behind by unlabeled trees at most this often in a
   stage before the stage ends (the next one reads them afresh). Putting one right reads one row
   (event_stale), and only when the S-vertex that set it is gone (slack_source_holds), while a new
   stage reads a row for every S-vertex of every tree again: hundreds in a bracket-wide re-solve.
   So the bound is only a guard against a stage that never settles. */
#define STALE_MAX 100000
/* A stage ends after this many augmentations: the caller's poll (a deadline) runs between stages.
   128 rather than 8: a bracket-wide re-solve of the Dutch step (c) (600 roots at 9,999 players)
   then needs 11 stages instead of 75, and 130,000 row scans in the round instead of 175,000. */
#ifndef AUGMENTS_PER_STAGE
#define AUGMENTS_PER_STAGE 128
#endif
/* A stage goes on after an augmentation only while this many trees are left: with a few roots a
   new stage costs less than putting right the least slacks the joined trees left behind. */
#ifndef TREES_TO_GO_ON
#define TREES_TO_GO_ON 16
#endif

/* The least key(y) - W(x, y) over the S-vertices y among members (all without; INF: none), into
   out: the slack from the present S-vertices that d2 and the heap keep, read again. Returns that
   y (-1: none). */
static int least_slack_to(Core *c, int x, const int *members, int cnt, limb *out) {
    int L = c->L, y = s_partner(c, x, members, cnt);
    if (y < 0)
        n_copy(out, c->inf, L);
    else
        n_sub(out, NUM(c->sk, y), weight_of(c, x, y), L);
    return y;
}

/* Whether d2[x] is certainly the least slack from x to the present S-vertices, read from the
   S-vertex that set it, not from x's row: d2[x] is the least slack from every S-vertex scanned
   in the stage, some of which an augmentation may have unlabeled since (so it can be too low,
   never too high); if the vertex that set it is still an S-vertex with that slack, it is exact. */
static int slack_source_holds(Core *c, int x) {
    int L = c->L, y = c->d2src[x];
    limb s[L];
    return y >= 0 && least_slack_to(c, x, &y, 1, s) >= 0 && n_eq(s, NUM(c->d2, x), L);
}

/* An S-vertex at least slack d2[x] from x: the one that set d2[x] when it still holds it
   (slack_source_holds), else the first in index order (s_partner reads x's row). */
static int slack_partner(Core *c, int x) {
    return slack_source_holds(c, x) ? c->d2src[x] : s_partner(c, x, NULL, 0);
}

/* Whether the event least_delta picked rests on a least slack left behind by trees an
   augmentation unlabeled (unlabel_trees); then that entry is put right (it can only have been
   too low) and the caller picks again. */
static int event_stale(Core *c, int kind, int arg) {
    int L = c->L, n = c->n;
    limb v[L];
    if (kind == 1) {
        if (arg >= 0 && c->label[c->top[arg]] == S && n_eq(NUM(c->sk, arg), c->min_s_key, L)) return 0;
        n_copy(c->min_s_key, c->inf, L);
        c->min_s_v = -1;
        for (int y = 0; y < n; y++)
            if (c->label[c->top[y]] == S && n_lt(NUM(c->sk, y), c->min_s_key, L)) {
                n_copy(c->min_s_key, NUM(c->sk, y), L);
                c->min_s_v = y;
            }
        return 1;
    }
    if ((kind == 2 || kind == 3) && arg >= 0) {
        if (slack_source_holds(c, arg)) return 0;
        c->d2src[arg] = least_slack_to(c, arg, NULL, 0, v); /* the row read names the source too */
        if (n_eq(v, NUM(c->d2, arg), L)) return 0;
        n_copy(NUM(c->d2, arg), v, L);
        return 1;
    }
    if (kind == 3) { /* the heap's least S-blossom edge */
        int x = c->heap[0].x, yb = c->top[c->heap[0].y];
        if (c->label[c->top[x]] == S && c->label[yb] == S && c->top[x] != yb) {
            int cnt, single;
            int *vs = leaves(c, yb, &cnt, &single);
            least_slack_to(c, x, vs, cnt, v);
            n_add(v, v, NUM(c->sk, x), L);
            if (n_eq(v, c->heap[0].key, L)) return 0;
        }
        heap_pop(c);
        /* a blossom keeps one entry, its least edge to an S-vertex then: it is read again */
        if (c->label[yb] == S && c->parent[yb] == -1 && yb >= n)
            push_int(c, &c->unpushed, &c->unpushed_len, &c->unpushed_cap, yb);
        return 1;
    }
    return 0;
}

static int run_stage(Core *c) {
    int L = c->L, augmented = 0, stale = 0;
    limb d[L];
    for (;;) {
        while (c->pending_len || c->pending_b_len) {
            if (n_eq(c->min_s_key, c->shift, L)) break;
            int b = next_pending(c);
            if (c->parent[b] == -1 && c->label[b] == S) {
                int r = scan(c, b);
                if (r < 0) return -1;
                if (r) { /* augmented: the other trees go on */
                    if (++augmented == AUGMENTS_PER_STAGE) return 0;
                    if (unlabel_trees(c, c->aug_root1, c->aug_root2) < 0) return -1;
                }
            }
        }
        if (augmented && trees_left(c) < TREES_TO_GO_ON) return 0;
        int kind, arg;
        if (least_delta(c, d, &kind, &arg) < 0) return -1;
        if (augmented && event_stale(c, kind, arg)) {
            /* put right; the scans go on first (a stale kind 1 may have cut them short) */
            if (++stale > STALE_MAX) return 0; /* a new stage reads the least slacks afresh */
            continue;
        }
        if (n_neg(d, L)) {
            c->fault = "compiled matcher: negative dual step";
            return -1;
        }
        n_add(c->shift, c->shift, d, L);
        if (kind == 1) return augment_half(c, arg, -1) < 0 ? -1 : 0;
        int r = 0;
        if (kind == 2) {
            int s = slack_partner(c, arg);
            if (s < 0) goto lost;
            r = tight_edge(c, s, arg);
        } else if (kind == 3) {
            int x, s;
            if (arg >= 0) {
                x = arg;
                s = slack_partner(c, arg);
            } else {
                x = c->heap[0].x;
                int cnt, single;
                int *vs = leaves(c, c->top[c->heap[0].y], &cnt, &single);
                s = s_partner(c, x, vs, cnt);
            }
            if (s < 0) goto lost;
            r = tight_edge(c, s, x);
        } else {
            if (expand_t(c, arg) < 0) return -1;
        }
        if (r < 0) return -1;
        if (r) {
            if (++augmented == AUGMENTS_PER_STAGE) return 0;
            if (unlabel_trees(c, c->aug_root1, c->aug_root2) < 0) return -1;
        }
    }
lost:
    c->fault = "compiled matcher: tight edge without an S endpoint";
    return -1;
}

static int end_stage(Core *c) {
    int n = c->n, L = c->L;
    settle_duals(c);
    for (int b = n; b < 2 * n; b++)
        if (c->bl[b].kids && c->parent[b] == -1 && n_zero(NUM(c->z, b), L))
            if (expand(c, b, 1) < 0) return -1;
    clear_stage_arrays(c);
    drop_arrays(c, KEEP_ARRAY_MIN);
    return 0;
}

/* One stage, run without the GIL (it touches only the core's own memory): 1 if a stage ran, 0 if
   the matching is optimal, -1 on a fault (c->fault) or a failed allocation. */
static int one_stage(Core *c) {
    int r = start_stage(c);
    if (r <= 0) return r;
    if (run_stage(c) < 0 || c->out_of_memory) return -1;
    return end_stage(c) < 0 ? -1 : 1;
}

/* Before a solve: pair free roots (a positive dual, outside every blossom) with each other along
   tight edges, in index order. Matched edges stay tight and the duals do not change, so the
   search resumes from a larger matching: a re-solve after a bracket-wide change (hundreds of
   released vertices) then needs a stage for each root left, not for each pair. */
static int tight_repair(Core *c) {
    int n = c->n, L = c->L;
    int *mate = c->mate;
    limb s[L];
    int *roots = PyMem_RawMalloc(sizeof(int) * (size_t)(n ? n : 1)), nroots = 0;
    if (!roots) return -1;
    for (int v = 0; v < n; v++)
        if (mate[v] == -1 && c->top[v] == v && !n_zero(NUM(c->u, v), L)) roots[nroots++] = v;
    for (int f = 0; f < nroots; f++) {
        int v = roots[f];
        for (int g = f + 1; g < nroots && mate[v] == -1; g++) {
            int y = roots[g];
            const limb *w = weight_of(c, v, y);
            if (mate[y] != -1 || !w) continue;
            n_add(s, NUM(c->u, v), NUM(c->u, y), L);
            if (!n_eq(s, w, L)) continue;
            mate[v] = y;
            mate[y] = v;
        }
    }
    PyMem_RawFree(roots);
    return 0;
}

static PyObject *Core_solve(Core *c, PyObject *args, PyObject *kwds) {
    PyObject *poll = Py_None;
    static char *kwlist[] = {"poll", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O", kwlist, &poll)) return NULL;
    if (check_width(c) < 0) return NULL;
    if (tight_repair(c) < 0) return PyErr_NoMemory();
    for (;;) {
        int r;
        /* other threads (the server's event loop) run meanwhile */
        Py_BEGIN_ALLOW_THREADS
        r = one_stage(c);
        Py_END_ALLOW_THREADS
        if (r < 0) {
            if (c->fault)
                PyErr_SetString(PyExc_AssertionError, c->fault);
            else
                PyErr_NoMemory();
            c->fault = NULL;
            c->out_of_memory = 0;
            return NULL;
        }
        if (r == 0) break;
        if (poll != Py_None) {
            PyObject *res = PyObject_CallNoArgs(poll);
            if (!res) return NULL;
            Py_DECREF(res);
        }
    }
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------- views for callers and tests */

static PyObject *int_list(const int *a, int len) {
    PyObject *out = PyList_New(len);
    if (!out) return NULL;
    for (int i = 0; i < len; i++) {
        PyObject *v = PyLong_FromLong(a[i]);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static PyObject *num_list(const limb *a, int len, int L) {
    PyObject *out = PyList_New(len);
    if (!out) return NULL;
    for (int i = 0; i < len; i++) {
        PyObject *v = to_pylong(a + (size_t)i * (size_t)L, L);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static PyObject *Core_get_mate(Core *c, void *Py_UNUSED(closure)) { return int_list(c->mate, c->n); }
static PyObject *Core_get_top(Core *c, void *Py_UNUSED(closure)) { return int_list(c->top, c->n); }
static PyObject *Core_get_parent(Core *c, void *Py_UNUSED(closure)) { return int_list(c->parent, 2 * c->n); }
static PyObject *Core_get_u(Core *c, void *Py_UNUSED(closure)) { return num_list(c->u, c->n, c->L); }
static PyObject *Core_get_z(Core *c, void *Py_UNUSED(closure)) { return num_list(c->z, 2 * c->n, c->L); }
static PyObject *Core_get_n(Core *c, void *Py_UNUSED(closure)) { return PyLong_FromLong(c->n); }
static PyObject *Core_get_limbs(Core *c, void *Py_UNUSED(closure)) { return PyLong_FromLong(c->L); }
static PyObject *Core_get_cached_bytes(Core *c, void *Py_UNUSED(closure)) { return PyLong_FromSize_t(c->chunk_bytes); }
static PyObject *Core_get_chunk_reads(Core *c, void *Py_UNUSED(closure)) {
    return Py_BuildValue("(nn)", (Py_ssize_t)c->chunk_built, (Py_ssize_t)c->chunk_mended);
}

static PyObject *Core_get_adj(Core *c, void *Py_UNUSED(closure)) {
    int n = c->n, L = c->L;
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int v = 0; v < n; v++) {
        PyObject *row = PyDict_New();
        if (!row) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, v, row);
        for (int y = 0; y < n; y++) {
            int32_t w = WIDX(c, v, y);
            if (w < 0) continue;
            PyObject *key = PyLong_FromLong(y), *val = to_pylong(c->pool + (size_t)w * (size_t)L, L);
            if (!key || !val || PyDict_SetItem(row, key, val) < 0) {
                Py_XDECREF(key);
                Py_XDECREF(val);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(key);
            Py_DECREF(val);
        }
    }
    return out;
}

static PyObject *Core_neighbours(Core *c, PyObject *arg) {
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %ld out of range", v);
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int y = 0; y < c->n; y++) {
        if (WIDX(c, v, y) < 0) continue;
        PyObject *item = PyLong_FromLong(y);
        if (!item || PyList_Append(out, item) < 0) {
            Py_XDECREF(item);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(item);
    }
    return out;
}

static PyObject *Core_mate_of(Core *c, PyObject *arg) {
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %ld out of range", v);
    return PyLong_FromLong(c->mate[v]);
}

static PyMethodDef Core_methods[] = {
    {"greedy_start", (PyCFunction)Core_greedy_start, METH_NOARGS, "Least feasible duals and a greedy tight matching."},
    {"uniform_start", (PyCFunction)Core_uniform_start, METH_NOARGS, "Every dual = half the largest weight (even)."},
    {"solve", (PyCFunction)(void (*)(void))Core_solve, METH_VARARGS | METH_KEYWORDS,
     "Run stages to optimality; poll() is called between stages."},
    {"release", (PyCFunction)Core_release, METH_O, "Unmatch v and its partner; dissolve blossoms holding v."},
    {"detach_pair", (PyCFunction)Core_detach_pair, METH_O,
     "Unmatch v and its partner, keeping the rest of the matching optimal; False if the blossoms forbid."},
    {"reset_dual", (PyCFunction)Core_reset_dual, METH_O, "Least even feasible dual of trivial vertex v."},
    {"set_weight", (PyCFunction)Core_set_weight, METH_VARARGS, "Set internal weight of {i, j} (None removes)."},
    {"needs_release", (PyCFunction)Core_needs_release, METH_VARARGS,
     "Whether changing {i, j} to internal weight wt can break optimality."},
    {"add_deferred", (PyCFunction)Core_add_deferred, METH_O,
     "Let the edges deferred at init enter, as set_row would set them; releases go to the dirty set."},
    {"set_row", (PyCFunction)Core_set_row, METH_VARARGS,
     "Set the pairs {v, others[k]} to weights[k] (low bits, doubled), releasing into the dirty set."},
    {"set_ranked_row", (PyCFunction)Core_set_ranked_row, METH_VARARGS,
     "set_row with weights bases[k] + step * (len(others) - 1 - k), skipping the bases that are 0."},
    {"ranked_row_keeps_partner", (PyCFunction)Core_ranked_row_keeps_partner, METH_VARARGS,
     "Whether the matching provably stays optimal under set_ranked_row's weights (nothing is set)."},
    {"set_block", (PyCFunction)Core_set_block, METH_VARARGS,
     "Set every pair of vertices from rows (low bits, doubled), releasing into the dirty set."},
    {"set_offset_block", (PyCFunction)Core_set_offset_block, METH_VARARGS,
     "set_block with weights rows[k][l] + offsets[k][l], no edge where rows[k][l] is 0."},
    {"mate_of", (PyCFunction)Core_mate_of, METH_O, "The partner of v (-1 if free)."},
    {"neighbours", (PyCFunction)Core_neighbours, METH_O, "The vertices joined to v by an edge."},
    {"clear_vertex", (PyCFunction)Core_clear_vertex, METH_O, "Remove every edge of v."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Core_getset[] = {
    {"mate", (getter)Core_get_mate, NULL, "partners (a copy)", NULL},
    {"top", (getter)Core_get_top, NULL, "outermost blossom of each vertex (a copy)", NULL},
    {"parent", (getter)Core_get_parent, NULL, "parent blossom of each vertex and blossom (a copy)", NULL},
    {"u", (getter)Core_get_u, NULL, "vertex duals (a copy)", NULL},
    {"z", (getter)Core_get_z, NULL, "blossom duals (a copy)", NULL},
    {"n", (getter)Core_get_n, NULL, "number of vertices", NULL},
    {"adj", (getter)Core_get_adj, NULL, "internal weights as dicts (a copy)", NULL},
    {"limbs", (getter)Core_get_limbs, NULL, "64-bit limbs per number", NULL},
    {"cached_bytes", (getter)Core_get_cached_bytes, NULL, "memory of the cached rows of blossom members", NULL},
    {"chunk_reads", (getter)Core_get_chunk_reads, NULL, "cached rows (built afresh, mended) so far", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

/* The module's name: setup.py builds it twice, the second time with CBLOSSOM_PORTABLE (the portable
   arithmetic, which the tests run as PAIRING_MATCHER=portable). */
#ifdef CBLOSSOM_PORTABLE
#define MODULE_NAME "_cblossom_portable"
#define MODULE_INIT PyInit__cblossom_portable
#else
#define MODULE_NAME "_cblossom"
#define MODULE_INIT PyInit__cblossom
#endif

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "domain.matching." MODULE_NAME ".CompiledCore",
    .tp_doc = PyDoc_STR("The blossom core of domain.matching._blossom, compiled (exact multi-limb integers)."),
    .tp_basicsize = sizeof(Core),
    .tp_itemsize = 0,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = MODULE_NAME,
    .m_doc = "Compiled blossom core (see domain/matching/cores.py).",
    .m_size = -1,
};

PyMODINIT_FUNC MODULE_INIT(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "CompiledCore", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    /* every core raises the one SqueezeError of domain.matching.protocol */
    PyObject *face = PyImport_ImportModule("domain.matching.protocol");
    SqueezeError = face ? PyObject_GetAttrString(face, "SqueezeError") : NULL;
    Py_XDECREF(face);
    if (!SqueezeError || PyModule_AddObject(m, "SqueezeError", Py_NewRef(SqueezeError)) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
