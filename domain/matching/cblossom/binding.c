/* The Python type of the compiled core (domain.matching._cblossom.CompiledCore): reading weights
   given as Python ints into the pool (and squeezing them), construction, the methods, the views.
   The algorithm itself is in algorithm.c. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "core.h"

/* The Python object: the core's state and the Python objects only the binding reads. */
typedef struct {
    PyObject_HEAD
    PyObject *pool_index; /* dict: int -> pool index */
    PyObject *one;        /* the int 1 */
    PyObject *sq_index;   /* dict: masked weight -> pool index of its squeezed, doubled value */
    Core core;
} CoreObject;

/* the object holding core c */
#define OBJ(c) ((CoreObject *)((char *)(c) - offsetof(CoreObject, core)))

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
        limb *p = cb_realloc(c->pool, sizeof(limb) * (size_t)cap * (size_t)L);
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
    c->vtab = cb_malloc(sizeof(int32_t) * cap);
    if (!c->vtab) {
        c->vtab = old;
        PyErr_NoMemory();
        return -1;
    }
    memset(c->vtab, 0xff, sizeof(int32_t) * cap);
    c->vtab_cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i] >= 0) c->vtab[vtab_slot(c, c->pool + (size_t)old[i] * (size_t)c->L)] = old[i];
    cb_free(old);
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
    PyObject *idx = PyDict_GetItemWithError(OBJ(c)->pool_index, v);
    if (idx) return (int)PyLong_AsLong(idx);
    if (PyErr_Occurred()) return -1;
    limb value[c->L];
    if (from_pylong(c, v, value) < 0) return -1;
    return pool_append(c, OBJ(c)->pool_index, v, value);
}

static void Core_dealloc(CoreObject *self) {
    core_free(&self->core);
    Py_XDECREF(self->pool_index);
    Py_XDECREF(self->one);
    Py_XDECREF(self->sq_index);
    Py_TYPE(self)->tp_free((PyObject *)self);
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
    c->sq_der = cb_calloc((size_t)(m ? m : 1), sizeof(DerivedField));
    c->sq_terms = cb_calloc((size_t)(m ? m : 1) * DERIVED_TERMS, sizeof(FieldTerm));
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
    c->sq_src = cb_malloc(sizeof(int) * (size_t)(m ? m : 1));
    c->sq_width = cb_malloc(sizeof(int) * (size_t)(m ? m : 1));
    OBJ(c)->sq_index = PyDict_New();
    if (!c->sq_src || !c->sq_width || !OBJ(c)->sq_index) {
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
    PyObject *idx = PyDict_GetItemWithError(OBJ(c)->sq_index, low);
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
    return pool_append(c, OBJ(c)->sq_index, low, value);
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
    PyObject *internal = is_zero ? NULL : PyNumber_Lshift(low, OBJ(c)->one);
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

/* core_allocate with the pool's index; -1 with MemoryError */
static int allocate(Core *c, int n, int L) {
    OBJ(c)->pool_index = PyDict_New();
    if (!OBJ(c)->pool_index) return -1;
    if (core_allocate(c, n, L) < 0) {
        PyErr_NoMemory();
        return -1;
    }
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
    SeenCache *cache = cb_calloc(1, sizeof(SeenCache));
    int rc = -1;
    if (!seen || !cache) {
        PyErr_NoMemory();
        goto done;
    }
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_SetString(PyExc_ValueError, "rows must have n rows");
        goto done;
    }
    lines = cb_calloc((size_t)(n ? n : 1), sizeof(PyObject *));
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
        !(c->deferred = cb_malloc(sizeof(int32_t) * (deferred_count(n, c->defer_lead, c->defer_cut) + 1)))) {
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
    cb_free(lines);
    Py_XDECREF(mask);
    Py_XDECREF(seen);
    cb_free(cache);
    Py_DECREF(seq);
    return rc;
}

static int Core_init(CoreObject *self, PyObject *args, PyObject *kwds) {
    Core *c = &self->core;
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
    if (!(OBJ(c)->one = PyLong_FromLong(1))) return -1;
    if (parse_squeeze(c, spec) < 0) return -1;
    return adj != Py_None ? init_from_adj(c, n, adj) : init_from_rows(c, n, rows, low_bits);
}

static PyObject *Core_greedy_start(CoreObject *self, PyObject *Py_UNUSED(ignored)) {
    Core *c = &self->core;
    if (greedy_start(c) < 0) return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *Core_uniform_start(CoreObject *self, PyObject *Py_UNUSED(ignored)) {
    Core *c = &self->core;
    uniform_start(c);
    Py_RETURN_NONE;
}

static PyObject *Core_detach_pair(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    return PyBool_FromLong(detach_pair(c, v));
}

static PyObject *Core_release(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    if (release_vertex(c, v) < 0) return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *Core_reset_dual(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
    int v = (int)PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %d out of range", v);
    least_dual(c, v);
    Py_RETURN_NONE;
}

/* set_weight(i, j, wt or None); OverflowError if wt is wider than this core holds */
static PyObject *Core_set_weight(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
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

static PyObject *Core_clear_vertex(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (v < 0 || v >= c->n) return PyErr_Format(PyExc_ValueError, "vertex %ld out of range", v);
    clear_vertex(c, (int)v);
    Py_RETURN_NONE;
}

static PyObject *Core_needs_release(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
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
    SeenCache *cache = cb_calloc(1, sizeof(SeenCache));
    OffsetCache *ocache = offsets ? cb_calloc(1, sizeof(OffsetCache)) : NULL;
    int *vi = NULL;
    char *dflag = NULL;
    Py_ssize_t m = vseq ? PySequence_Fast_GET_SIZE(vseq) : 0;
    Span span = {0, 0};
    if (!vseq || !rseq || !seen || !cache || (offsets && (!oseq || !ocache))) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    vi = cb_malloc(sizeof(int) * (size_t)(m ? m : 1));
    dflag = cb_malloc((size_t)(m ? m : 1));
    lines = cb_calloc((size_t)(m ? m : 1), sizeof(PyObject *));
    olines = cb_calloc((size_t)(m ? m : 1), sizeof(PyObject *));
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
    cb_free(lines);
    cb_free(olines);
    cb_free(vi);
    cb_free(dflag);
    cb_free(cache);
    cb_free(ocache);
    Py_XDECREF(mask);
    Py_XDECREF(seen);
    Py_XDECREF(oseq);
    Py_XDECREF(rseq);
    Py_XDECREF(vseq);
    return result;
}

static PyObject *Core_set_block(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
    PyObject *vertices, *rows, *dirty;
    int low_bits;
    if (!PyArg_ParseTuple(args, "OOiO", &vertices, &rows, &low_bits, &dirty)) return NULL;
    return set_block_of(c, vertices, rows, NULL, low_bits, dirty);
}

static PyObject *Core_set_offset_block(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
    PyObject *vertices, *rows, *offsets, *dirty;
    int low_bits;
    if (!PyArg_ParseTuple(args, "OOOiO", &vertices, &rows, &offsets, &low_bits, &dirty)) return NULL;
    return set_block_of(c, vertices, rows, offsets, low_bits, dirty);
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
    cb_free(r->js);
    cb_free(r->idxs);
    cb_free(r->dirty_j);
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
    SeenCache *cache = step_obj ? NULL : cb_calloc(1, sizeof(SeenCache));
    OffsetCache *ocache = step_obj ? cb_calloc(1, sizeof(OffsetCache)) : NULL;
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
    r->js = cb_malloc(sizeof(int) * (size_t)(m ? m : 1));
    r->idxs = cb_malloc(sizeof(int) * (size_t)(m ? m : 1));
    r->dirty_j = cb_malloc((size_t)(m ? m : 1));
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
    cb_free(cache);
    cb_free(ocache);
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

/* ranked_row_keeps_partner(v, others, bases, step, low_bits): row_keeps_partner for the row
   set_ranked_row would set (nothing is set) */
static PyObject *Core_ranked_row_keeps_partner(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
    int v, low_bits;
    PyObject *others, *bases, *step;
    if (!PyArg_ParseTuple(args, "iOOOi", &v, &others, &bases, &step, &low_bits)) return NULL;
    Row r = {0};
    PyObject *result = NULL;
    if (read_row(c, &r, v, others, bases, step, low_bits, NULL) == 0) {
        int kept = row_keeps_partner(c, v, r.js, r.idxs, r.m);
        result = kept < 0 ? PyErr_NoMemory() : PyBool_FromLong(kept);
    }
    row_free(&r);
    return result;
}

static PyObject *Core_set_row(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
    int v, low_bits;
    PyObject *others, *weights, *dirty;
    if (!PyArg_ParseTuple(args, "iOOiO", &v, &others, &weights, &low_bits, &dirty)) return NULL;
    return set_row_of(c, v, others, weights, NULL, low_bits, dirty);
}

static PyObject *Core_set_ranked_row(CoreObject *self, PyObject *args) {
    Core *c = &self->core;
    int v, low_bits;
    PyObject *others, *bases, *step, *dirty;
    if (!PyArg_ParseTuple(args, "iOOOiO", &v, &others, &bases, &step, &low_bits, &dirty)) return NULL;
    return set_row_of(c, v, others, bases, step, low_bits, dirty);
}

/* add_deferred(dirty): the edges init_from_rows deferred enter, row by row as set_row would set them
   (the first `lead` vertices' rows to every later vertex, then, when vertices follow the cut, each
   row before it to them), releasing what they may break into `dirty`. Called once, after the first
   optimum. */
static PyObject *Core_add_deferred(CoreObject *self, PyObject *dirty) {
    Core *c = &self->core;
    if (!c->deferring) return PyErr_Format(PyExc_RuntimeError, "no edges are deferred");
    if (!PySet_Check(dirty)) return PyErr_Format(PyExc_TypeError, "dirty must be a set");
    int n = c->n, lead = c->defer_lead, cut = c->defer_cut;
    char *in_dirty = cb_calloc((size_t)(n ? n : 1), 1), *dirty_j = cb_malloc((size_t)(n ? n : 1));
    int *js = cb_malloc(sizeof(int) * (size_t)(n ? n : 1));
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
    cb_free(c->deferred);
    c->deferred = NULL;
    c->deferring = 0;
    result = Py_None;
    Py_INCREF(result);
done:
    Py_XDECREF(iter);
    cb_free(in_dirty);
    cb_free(dirty_j);
    cb_free(js);
    return result;
}

static PyObject *Core_solve(CoreObject *self, PyObject *args, PyObject *kwds) {
    Core *c = &self->core;
    PyObject *poll = Py_None;
    static char *kwlist[] = {"poll", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O", kwlist, &poll)) return NULL;
    if (!width_fits(c)) return Overflow("a dual");
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

static PyObject *Core_get_mate(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return int_list(c->mate, c->n); }
static PyObject *Core_get_top(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return int_list(c->top, c->n); }
static PyObject *Core_get_parent(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return int_list(c->parent, 2 * c->n); }
static PyObject *Core_get_u(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return num_list(c->u, c->n, c->L); }
static PyObject *Core_get_z(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return num_list(c->z, 2 * c->n, c->L); }
static PyObject *Core_get_n(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return PyLong_FromLong(c->n); }
static PyObject *Core_get_limbs(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return PyLong_FromLong(c->L); }
static PyObject *Core_get_cached_bytes(CoreObject *self, void *Py_UNUSED(closure)) { Core *c = &self->core; return PyLong_FromSize_t(c->chunk_bytes); }
static PyObject *Core_get_chunk_reads(CoreObject *self, void *Py_UNUSED(closure)) {
    Core *c = &self->core;
    return Py_BuildValue("(nn)", (Py_ssize_t)c->chunk_built, (Py_ssize_t)c->chunk_mended);
}

static PyObject *Core_get_adj(CoreObject *self, void *Py_UNUSED(closure)) {
    Core *c = &self->core;
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

static PyObject *Core_neighbours(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
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

static PyObject *Core_mate_of(CoreObject *self, PyObject *arg) {
    Core *c = &self->core;
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
    .tp_basicsize = sizeof(CoreObject),
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
    /* which arithmetic this build runs (bignum.h), for the tests that run both */
#ifdef CARRY_INTRINSICS
    const char *arithmetic = "x86-64 carry";
#else
    const char *arithmetic = "portable";
#endif
    if (PyModule_AddStringConstant(m, "ARITHMETIC", arithmetic) < 0) {
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
