/* The blossom algorithm of the compiled core on its state (core.h): warm start, releases and
   changes of edges, the stages of a solve. Plain C: no Python API (a stage runs without the GIL),
   memory through cb_malloc and friends (memory.h); the binding (binding.c) turns Python calls into
   these, and nothing here calls the binding. */
#include <stdlib.h>

#include "core.h"

/* ---------------------------------------------------------------- allocation */

/* a slack array of n numbers (contents undefined), reused when one is spare */
static limb *take_array(Core *c) {
    if (c->nspare) return c->spare[--c->nspare];
    size_t bytes = sizeof(limb) * (size_t)c->n * (size_t)c->L;
    return cb_malloc(bytes ? bytes : 1);
}

static void give_array(Core *c, limb *arr) {
    if (!arr) return;
    if (!c->spare) c->spare = cb_calloc(SPARE_ARRAYS, sizeof(limb *));
    if (c->spare && c->nspare < SPARE_ARRAYS)
        c->spare[c->nspare++] = arr;
    else
        cb_free(arr);
}

static void free_blossom_storage(Blossom *b) {
    cb_free(b->kids);
    cb_free(b->edges);
    cb_free(b->verts);
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

static void clear_stage_arrays(Core *c) {
    for (int i = 0; i < c->heap_len; i++) cb_free(c->heap[i].key);
    c->heap_len = 0;
    c->unpushed_len = 0;
}

/* free everything the core holds (not the core itself) */
void core_free(Core *c) {
    int n = c->n;
    clear_stage_arrays(c);
    drop_arrays(c, INT_MAX);
    if (c->bl)
        for (int b = n; b < 2 * n; b++) free_blossom_storage(&c->bl[b]);
    void *ptrs[] = {c->pool, c->W, c->deg, c->max_w, c->inf, c->half, c->mate, c->u, c->z, c->parent,
                    c->base, c->top, c->bl, c->free_ids, c->label, c->labeledge, c->shift, c->d2, c->d2src, c->u2,
                    c->sk, c->sk1, c->sarr, c->heap, c->vtab, c->in_tset, c->tset, c->min_s_key, c->pending, c->pending_b,
                    c->unpushed, c->mark, c->rstamp, c->rroot, c->rpath, c->rlist, c->tmp, c->freev, c->vstamp, c->sstamp, c->sref_v, c->sref, c->deferred};
    for (size_t i = 0; i < sizeof(ptrs) / sizeof(ptrs[0]); i++) cb_free(ptrs[i]);
    for (int i = 0; i < c->nspare; i++) cb_free(c->spare[i]);
    cb_free(c->spare);
    if (c->chunks)
        for (int i = 0; i < (n + CHUNK - 1) / CHUNK; i++) {
            cb_free(c->chunks[i].keys);
            cb_free(c->chunks[i].arr);
            cb_free(c->chunks[i].stale);
            cb_free(c->chunks[i].arg);
        }
    cb_free(c->chunks);
    cb_free(c->chunk_mask);
    cb_free(c->leafbuf);
    cb_free(c->sq_src);
    cb_free(c->sq_width);
    cb_free(c->sq_der);
    cb_free(c->sq_terms);
}

/* at least one byte, zeroed; NULL when out of memory */
static void *zeroed(size_t count, size_t size) { return cb_calloc(count ? count : 1, size); }

/* The state of a core of n vertices and L-limb numbers, with no edge; -1 when out of memory. */
int core_allocate(Core *c, int n, int L) {
    c->n = n;
    c->L = L;
    c->capacity_bits = 64 * L - CAPACITY_MARGIN;
    size_t nn = (size_t)n, nb = 2 * nn;
    c->W = cb_malloc(sizeof(int32_t) * (nn * nn > 0 ? nn * nn : 1));
    if (!c->W) return -1;
    memset(c->W, 0xff, sizeof(int32_t) * nn * nn);
    if (!(c->deg = zeroed(nn, sizeof(int))) || !(c->max_w = zeroed(L, sizeof(limb))) ||
        !(c->inf = zeroed(L, sizeof(limb))) || !(c->half = zeroed(L, sizeof(limb))) ||
        !(c->mate = zeroed(nn, sizeof(int))) || !(c->u = zeroed(nn * L, sizeof(limb))) ||
        !(c->z = zeroed(nb * L, sizeof(limb))) || !(c->parent = zeroed(nb, sizeof(int))) ||
        !(c->base = zeroed(nb, sizeof(int))) || !(c->top = zeroed(nn, sizeof(int))) ||
        !(c->bl = zeroed(nb, sizeof(Blossom))) || !(c->free_ids = zeroed(nn, sizeof(int))) ||
        !(c->label = zeroed(nb, sizeof(int))) || !(c->labeledge = zeroed(nb, sizeof(LabelEdge))) ||
        !(c->shift = zeroed(L, sizeof(limb))) || !(c->d2 = zeroed(nn * L, sizeof(limb))) ||
        !(c->d2src = zeroed(nn, sizeof(int))) ||
        !(c->u2 = zeroed(nn * L, sizeof(limb))) || !(c->sk = zeroed(nn * L, sizeof(limb))) ||
        !(c->sk1 = zeroed(nn * L, sizeof(limb))) || !(c->sarr = zeroed(nb, sizeof(limb *))) ||
        !(c->in_tset = zeroed(nb, 1)) || !(c->vstamp = zeroed(nn, sizeof(uint64_t))) ||
        !(c->sstamp = zeroed(nb, sizeof(uint64_t))) || !(c->sref_v = zeroed(nb, sizeof(int))) ||
        !(c->sref = zeroed(nb * L, sizeof(limb))) || !(c->tset = zeroed(nb, sizeof(int))) ||
        !(c->min_s_key = zeroed(L, sizeof(limb))) || !(c->mark = zeroed(nb, sizeof(int))) ||
        !(c->tmp = zeroed(8 * (size_t)L, sizeof(limb))) || !(c->freev = zeroed(nn, sizeof(int))))
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
void least_dual(Core *c, int v) {
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
    int *free_list = cb_malloc(sizeof(int) * (size_t)(n ? n : 1)), nfree = 0;
    int *cursor = cb_calloc((size_t)(n ? n : 1), sizeof(int));
    if (!free_list || !cursor) {
        cb_free(free_list);
        cb_free(cursor);
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
    cb_free(free_list);
    cb_free(cursor);
    return 0;
}

/* Least feasible duals and a greedy matching of tight edges; -1 when out of memory. */
int greedy_start(Core *c) {
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
    int *order = cb_malloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!order) return -1;
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
    cb_free(order);
    return short_augment(c);
}

/* Every dual half the largest weight, rounded up to even. */
void uniform_start(Core *c) {
    int L = c->L;
    limb top_w[L];
    n_set_zero(top_w, L);
    n_half(top_w, c->max_w, L);
    n_round_even(top_w, top_w, L);
    drop_arrays(c, INT_MAX);
    for (int v = 0; v < c->n; v++) n_copy(NUM(c->u, v), top_w, L);
}

/* ---------------------------------------------------------------- blossom helpers */

/* Grow an int stack to hold `need` pairs; -1 when out of memory (the stack is kept). */
static int reserve_pairs(int **work, int *cap, int need) {
    if (need <= *cap) return 0;
    int grown = *cap;
    while (need > grown) grown *= 2;
    int *w2 = cb_realloc(*work, sizeof(int) * 2 * (size_t)grown);
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
        int *kids = cb_malloc(sizeof(int) * (size_t)k);
        Edge *edges = cb_malloc(sizeof(Edge) * (size_t)k);
        if (!kids || !edges) {
            cb_free(kids);
            cb_free(edges);
            return -1;
        }
        memcpy(kids, B->kids + i, sizeof(int) * (size_t)(k - i));
        memcpy(kids + (k - i), B->kids, sizeof(int) * (size_t)i);
        memcpy(edges, B->edges + i, sizeof(Edge) * (size_t)(k - i));
        memcpy(edges + (k - i), B->edges, sizeof(Edge) * (size_t)i);
        cb_free(B->kids);
        cb_free(B->edges);
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
    int *work = cb_malloc(sizeof(int) * 2 * (size_t)cap);
    int *chain = cb_malloc(sizeof(int) * (size_t)chain_cap);
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
                int *c2 = cb_realloc(chain, sizeof(int) * 2 * (size_t)chain_cap);
                if (!c2) goto oom;
                chain = c2;
                chain_cap *= 2;
            }
            chain[depth++] = x;
        }
        for (int l = depth; l >= 1; l--)
            if (rotate_level(c, l == depth ? b : chain[l], chain[l - 1], v, &work, &len, &cap) < 0) goto oom;
    }
    cb_free(work);
    cb_free(chain);
    return 0;
oom:
    cb_free(work);
    cb_free(chain);
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
    int *work = cb_malloc(sizeof(int) * (size_t)cap);
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
                    int *w2 = cb_realloc(work, sizeof(int) * (size_t)cap);
                    if (!w2) {
                        cb_free(work);
                        return -1;
                    }
                    work = w2;
                }
                work[len++] = ch;
            }
        }
        free_blossom(c, b);
    }
    cb_free(work);
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
int release_vertex(Core *c, int v) {
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
int detach_pair(Core *c, int a) {
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

/* remove every edge of v */
void clear_vertex(Core *c, int v) {
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
}

/* Whether v's row may take the weights idxs (pool indices, -1: no edge) to others js without a
   release: v is a trivial vertex matched to p, the row raises the matched edge by some delta >= 0,
   and with u[v] raised by delta every edge of the row still has non-negative slack (a released
   `dirty` vertex gets a fresh dual before the next solve, so its edges do not count). Then the
   matching stays optimal with u[v] + delta: the matched edge stays tight, v's other edges only
   gain slack. On success u[v] is raised. */
int lift_row(Core *c, int v, const int *js, const int *idxs, const char *dirty_j, ptrdiff_t m) {
    int L = c->L, p = c->mate[v];
    if (p < 0 || c->top[v] != v) return 0;
    ptrdiff_t kp = -1;
    for (ptrdiff_t k = 0; k < m; k++)
        if (js[k] == p) kp = k;
    if (kp < 0 || idxs[kp] < 0) return 0;
    limb lifted[L], s[L];
    n_set_zero(lifted, L);
    n_sub(lifted, pool_weight(c, idxs[kp]), weight_of(c, v, p), L);
    if (n_neg(lifted, L)) return 0;
    n_add(lifted, lifted, NUM(c->u, v), L);
    for (ptrdiff_t k = 0; k < m; k++) {
        if (idxs[k] < 0 || dirty_j[k]) continue;
        n_add(s, lifted, NUM(c->u, js[k]), L);
        if (n_lt(s, pool_weight(c, idxs[k]), L)) return 0;
    }
    n_copy(NUM(c->u, v), lifted, L);
    touch(c, v);
    return 1;
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
    int *answer = cb_malloc(sizeof(int) * 2 * (size_t)n), *path = cb_malloc(sizeof(int) * 2 * (size_t)n);
    limb *sums = cb_calloc((size_t)(depth + 1) * (size_t)L, sizeof(limb));
    if (!answer || !path || !sums) {
        cb_free(answer);
        cb_free(path);
        cb_free(sums);
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
    cb_free(answer);
    cb_free(path);
    cb_free(sums);
    return 0;
}

/* Whether the current matching provably stays optimal if v's edges took the row's weights: v is
   matched to p, the row raises {v, p} by some delta >= 0, and every other pair {v, j} of the row
   has true slack (blossom duals included) plus delta >= 0 under its new weight. Then any matching
   pairing v with j gains at most what the current one gains (LP duality), and one leaving v
   unpaired gains nothing. Unlike lift_row, v may sit inside blossoms: nothing is changed, so no
   blossom cycle needs v's dual. The state must be optimal (nothing released). 1, 0, or -1. */
int row_keeps_partner(Core *c, int v, const int *js, const int *idxs, ptrdiff_t m) {
    int L = c->L, p = c->mate[v];
    if (p < 0) return 0;
    ptrdiff_t kp = -1;
    for (ptrdiff_t k = 0; k < m; k++)
        if (js[k] == p) kp = k;
    if (kp < 0 || idxs[kp] < 0) return 0;
    limb delta[L], s[L];
    n_sub(delta, pool_weight(c, idxs[kp]), weight_of(c, v, p), L);
    if (n_neg(delta, L)) return 0;
    limb *zsum = take_array(c);
    if (!zsum || shared_blossom_duals(c, v, zsum) < 0) {
        give_array(c, zsum);
        return -1;
    }
    int kept = 1;
    for (ptrdiff_t k = 0; k < m && kept; k++) {
        int j = js[k];
        if (k == kp || idxs[k] < 0) continue; /* an edge removed cannot help another matching */
        n_add(s, NUM(c->u, v), NUM(c->u, j), L);
        n_add(s, s, NUM(zsum, j), L);
        n_add(s, s, delta, L);
        if (n_lt(s, pool_weight(c, idxs[k]), L)) kept = 0;
    }
    give_array(c, zsum);
    return kept;
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

void chunk_edge_changed(Core *c, int x, int y) {
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
        R->arr = cb_malloc(sizeof(limb) * (size_t)n * (size_t)L);
        R->keys = cb_malloc(sizeof(limb) * CHUNK * (size_t)L);
        R->stale = cb_malloc(sizeof(int) * CHUNK_STALE);
        R->arg = cb_malloc((size_t)n ? (size_t)n : 1);
        if (!R->arr || !R->keys || !R->stale || !R->arg) {
            cb_free(R->arr);
            cb_free(R->keys);
            cb_free(R->stale);
            cb_free(R->arg);
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
        ChunkRows *chunks = cb_calloc((size_t)nchunks, sizeof(ChunkRows));
        uint64_t *masks = cb_calloc((size_t)nchunks, sizeof(uint64_t));
        if (!chunks || !masks) {
            cb_free(chunks);
            cb_free(masks);
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
    if (!c->leafbuf && !(c->leafbuf = cb_malloc(sizeof(int) * (size_t)n))) return NULL;
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
        int *p = cb_realloc(*stack, sizeof(int) * (size_t)grown);
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
        c->rstamp = cb_calloc(2 * (size_t)n, sizeof(unsigned));
        c->rroot = cb_malloc(sizeof(int) * 2 * (size_t)n);
        c->rpath = cb_malloc(sizeof(int) * 2 * (size_t)n);
        c->rlist = cb_malloc(sizeof(int) * 2 * (size_t)n);
        if (!c->rstamp || !c->rroot || !c->rpath || !c->rlist) {
            cb_free(c->rstamp);
            cb_free(c->rroot);
            cb_free(c->rpath);
            cb_free(c->rlist);
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
    int *px = cb_malloc(sizeof(int) * 2 * (size_t)n + 2), *py = cb_malloc(sizeof(int) * 2 * (size_t)n + 2);
    if (!px || !py) {
        cb_free(px);
        cb_free(py);
        return -1;
    }
    int lx = path_up(c, c->top[x], lca, px);
    int ly = path_up(c, c->top[y], lca, py);
    int k = 1 + lx + ly;
    int *kids = cb_malloc(sizeof(int) * (size_t)k);
    Edge *edges = cb_malloc(sizeof(Edge) * (size_t)k);
    if (!kids || !edges) {
        cb_free(px);
        cb_free(py);
        cb_free(kids);
        cb_free(edges);
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
    cb_free(px);
    cb_free(py);
    int b = c->free_ids[--c->nfree];
    int total = 0;
    for (int i = 0; i < k; i++) total += kids[i] < n ? 1 : c->bl[kids[i]].nverts;
    int *members = cb_malloc(sizeof(int) * (size_t)total);
    int *turned = cb_malloc(sizeof(int) * (size_t)total);
    if (!members || !turned) {
        cb_free(members);
        cb_free(turned);
        cb_free(kids);
        cb_free(edges);
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
    cb_free(turned);
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
    int *kids = cb_malloc(sizeof(int) * (size_t)k);
    Edge *edges = cb_malloc(sizeof(Edge) * (size_t)k);
    if (!kids || !edges) {
        cb_free(kids);
        cb_free(edges);
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
        cb_free(kids);
        cb_free(edges);
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
    cb_free(kids);
    cb_free(edges);
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
        HeapItem *h = cb_realloc(c->heap, sizeof(HeapItem) * (size_t)cap);
        if (!h) return -1;
        c->heap = h;
        c->heap_cap = cap;
    }
    limb *k = cb_malloc(sizeof(limb) * (size_t)c->L);
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
    cb_free(c->heap[0].key);
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
int width_fits(Core *c) {
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
    return bits + 2 <= 64 * L - 8; /* keys and sums of two reach bits + 2; INF/2 is 2^(64L-5) */
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
int one_stage(Core *c) {
    int r = start_stage(c);
    if (r <= 0) return r;
    if (run_stage(c) < 0 || c->out_of_memory) return -1;
    return end_stage(c) < 0 ? -1 : 1;
}

/* Before a solve: pair free roots (a positive dual, outside every blossom) with each other along
   tight edges, in index order. Matched edges stay tight and the duals do not change, so the
   search resumes from a larger matching: a re-solve after a bracket-wide change (hundreds of
   released vertices) then needs a stage for each root left, not for each pair. */
int tight_repair(Core *c) {
    int n = c->n, L = c->L;
    int *mate = c->mate;
    limb s[L];
    int *roots = cb_malloc(sizeof(int) * (size_t)(n ? n : 1)), nroots = 0;
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
    cb_free(roots);
    return 0;
}
