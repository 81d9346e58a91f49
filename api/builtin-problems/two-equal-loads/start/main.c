#include <stdio.h>
#include <stdlib.h>

// @harness io

// Fill parcels with the numbers (1-based) of the parcels on the first bike, in any order, such
// that both bikes carry the same weight, and return how many there are; or put -1 alone there if
// there is no such split. w holds the n weights; parcels has room for n numbers.
int firstLoad(const int* w, int n, int* parcels) {
    // TODO: write your solution here
    parcels[0] = -1;
    return 1;
}

int main(void) {
    int n = readInt();
    int* w = readInts(n);
    int* parcels = malloc((n + 1) * sizeof *parcels);
    int count = firstLoad(w, n, parcels);
    for (int i = 0; i < count; i++) printf(i > 0 ? " %d" : "%d", parcels[i]);
    printf("\n");
}
