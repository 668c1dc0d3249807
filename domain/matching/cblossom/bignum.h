/* Exact signed integers of L 64-bit limbs (two's complement), the numbers of the compiled core.

   x86-64 adds and subtracts with a carry flag; elsewhere (or with CBLOSSOM_PORTABLE, which setup.py
   builds as a second module so the tests run it) the portable loops compute the same numbers. */
#ifndef CBLOSSOM_BIGNUM_H
#define CBLOSSOM_BIGNUM_H

#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && !defined(CBLOSSOM_PORTABLE)
#define CARRY_INTRINSICS 1
#include <x86intrin.h>
#endif

typedef uint64_t limb;

/* the hot row loops and the arithmetic inside them (see BY_LIMBS) */
#define ALWAYS_INLINE static inline __attribute__((always_inline))

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

#endif
