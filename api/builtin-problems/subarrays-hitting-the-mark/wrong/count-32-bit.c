#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Prefix sums in a hash table, counted in 32 bits: the statement warns the answer may not fit.
long long* keys;
int* counts;  // how many prefixes have each key; 0: an empty slot
size_t mask;

// The slot of key: where it is, or the empty slot where it would go (open addressing).
size_t slotOf(long long key) {
    size_t slot = ((uint64_t)key * 0x9e3779b97f4a7c15ULL >> 32) & mask;
    while (counts[slot] != 0 && keys[slot] != key) slot = (slot + 1) & mask;
    return slot;
}

int main(void) {
    int n = readInt();
    long long k = readLong();
    size_t size = 1;
    while (size < 2 * ((size_t)n + 1)) size *= 2;
    keys = malloc(size * sizeof *keys);
    counts = calloc(size, sizeof *counts);
    mask = size - 1;
    counts[slotOf(0)] = 1;
    long long prefix = 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
        prefix += readLong();
        count += counts[slotOf(prefix - k)];
        size_t slot = slotOf(prefix);
        keys[slot] = prefix;
        counts[slot]++;
    }
    printf("%d\n", count);
}
