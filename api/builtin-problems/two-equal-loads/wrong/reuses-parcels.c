#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// The knapsack with its weights run upwards: a parcel may then be taken again on top of itself, so
// for parcels 1 5 it "reaches" 3 as 1 + 1 + 1 and prints parcel 1 three times.
int main(void) {
    int n = readInt();
    int* w = readInts(n);
    int total = 0;
    for (int i = 0; i < n; i++) total += w[i];
    int half = total / 2;
    int* by = malloc((half + 1) * sizeof *by);
    bool* reachable = calloc(half + 1, sizeof *reachable);
    reachable[0] = true;
    for (int i = 0; i < n; i++)
        for (int s = w[i]; s <= half; s++)
            if (!reachable[s] && reachable[s - w[i]]) {
                reachable[s] = true;
                by[s] = i;
            }
    if (total % 2 != 0 || !reachable[half]) {
        printf("-1\n");
        return 0;
    }
    for (int s = half; s > 0; s -= w[by[s]]) printf(s < half ? " %d" : "%d", by[s] + 1);
    printf("\n");
}
