#include <stdio.h>
#include <stdlib.h>

// @harness io

// Greedy: the heaviest parcel first, each onto the bike carrying less so far. Well-formed, and often
// right, but 3 3 2 2 2 ends as 3 + 2 + 2 against 3 + 2, though 3 + 3 against 2 + 2 + 2 is equal.
const int* weights;

static int heavierFirst(const void* x, const void* y) { return weights[*(const int*)y] - weights[*(const int*)x]; }

int firstLoad(const int* w, int n, int* parcels) {
    int total = 0;
    for (int i = 0; i < n; i++) total += w[i];
    parcels[0] = -1;
    if (total % 2 != 0) return 1;
    int* order = malloc(n * sizeof *order);
    for (int i = 0; i < n; i++) order[i] = i;
    weights = w;
    qsort(order, n, sizeof *order, heavierFirst);
    int count = 0, firstWeight = 0, secondWeight = 0;
    for (int k = 0; k < n; k++) {
        int i = order[k];
        if (firstWeight <= secondWeight) {
            parcels[count++] = i + 1;
            firstWeight += w[i];
        } else {
            secondWeight += w[i];
        }
    }
    free(order);
    return count;
}

int main(void) {
    int n = readInt();
    int* w = readInts(n);
    int* parcels = malloc((n + 1) * sizeof *parcels);
    int count = firstLoad(w, n, parcels);
    for (int i = 0; i < count; i++) printf(i > 0 ? " %d" : "%d", parcels[i]);
    printf("\n");
}
