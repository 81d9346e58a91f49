#include <stdio.h>
#include <stdlib.h>

// @harness io

// Starts the record at 0, wrong while every reading is negative.
int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > best) best = a[i];
        a[i] = best;
    }
    printLongs(a, n);
}
