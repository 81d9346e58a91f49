#include <stdio.h>
#include <stdlib.h>

// @harness io

// Sorts positions by their value, in order of position among equal values.
static const long long* sortedValues;

static int byValue(const void* x, const void* y) {
    int p = *(const int*)x, q = *(const int*)y;
    if (sortedValues[p] != sortedValues[q]) return sortedValues[p] < sortedValues[q] ? -1 : 1;
    return p - q;
}

// Two pointers over the positions sorted by value: the sum of the smallest and the largest value
// left tells which of them can be in no pair. Exactly one pair adds up to target.
void findPair(const long long* a, int n, long long target, int* i, int* j) {
    int* order = malloc(n * sizeof *order);
    for (int k = 0; k < n; k++) order[k] = k;
    sortedValues = a;
    qsort(order, n, sizeof *order, byValue);
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        long long sum = a[order[lo]] + a[order[hi]];
        if (sum < target) lo++;
        else if (sum > target) hi--;
        else break;
    }
    *i = order[lo] < order[hi] ? order[lo] : order[hi];
    *j = order[lo] < order[hi] ? order[hi] : order[lo];
    free(order);
}

int main(void) {
    int n = readInt();
    long long target = readLong();
    long long* a = readLongs(n);
    int i, j;
    findPair(a, n, target, &i, &j);
    printf("%d %d\n", i, j);
}
