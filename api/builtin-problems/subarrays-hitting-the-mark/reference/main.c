#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

// @harness io

// A hash table of prefix sums with how many prefixes have each: open addressing, its size a power
// of two at least twice the number of keys, and a randomized hash so that crafted inputs cannot
// make its probes long.
typedef struct {
    long long* keys;
    long long* counts;  // 0: an empty slot
    size_t mask;
    uint64_t seed;
} PrefixCounts;

static uint64_t splitmix64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// The slot of key: where it is, or the empty slot where it would go.
static size_t slotOf(const PrefixCounts* table, long long key) {
    size_t slot = splitmix64((uint64_t)key + table->seed) & table->mask;
    while (table->counts[slot] != 0 && table->keys[slot] != key) slot = (slot + 1) & table->mask;
    return slot;
}

// Number of contiguous subarrays whose sum equals k.
long long countSubarrays(const long long* a, int n, long long k) {
    size_t size = 1;
    while (size < 2 * ((size_t)n + 1)) size *= 2;
    PrefixCounts seen = {calloc(size, sizeof(long long)), calloc(size, sizeof(long long)), size - 1, (uint64_t)time(NULL)};
    seen.counts[slotOf(&seen, 0)] = 1;  // empty prefix (its key, 0, is there already)
    long long prefix = 0, count = 0;
    for (int i = 0; i < n; i++) {
        prefix += a[i];
        count += seen.counts[slotOf(&seen, prefix - k)];
        size_t slot = slotOf(&seen, prefix);
        seen.keys[slot] = prefix;
        seen.counts[slot]++;
    }
    free(seen.keys);
    free(seen.counts);
    return count;
}

int main(void) {
    int n = readInt();
    long long k = readLong();
    long long* a = readLongs(n);
    printf("%lld\n", countSubarrays(a, n, k));
}
