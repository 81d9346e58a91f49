#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// 0/1 knapsack over the parcels in order: by[s] is the parcel whose taking first made weight s
// reachable (-1: not yet), from a weight the earlier parcels reached. Following by[] back from half
// the total takes each parcel at most once, each one earlier than the last.
int firstLoad(const int* w, int n, int* parcels) {
    int total = 0;
    for (int i = 0; i < n; i++) total += w[i];
    parcels[0] = -1;
    if (total % 2 != 0) return 1;
    int half = total / 2;
    int* by = malloc((half + 1) * sizeof *by);
    bool* reachable = calloc(half + 1, sizeof *reachable);
    reachable[0] = true;
    for (int i = 0; i < n; i++)
        for (int s = half; s >= w[i]; s--)
            if (!reachable[s] && reachable[s - w[i]]) {
                reachable[s] = true;
                by[s] = i;
            }
    int count = 1;
    if (reachable[half]) {
        count = 0;
        for (int s = half; s > 0; s -= w[by[s]]) parcels[count++] = by[s] + 1;
    }
    free(by);
    free(reachable);
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
