#include <stdio.h>
#include <stdlib.h>

// @harness io

// Return the highest average of a stretch of at least k consecutive values of a (its n values).
double highestAverage(const int* a, int n, int k) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n = readInt(), k = readInt();
    int* a = readInts(n);
    // Twelve significant digits: far more than the 1e-6 the answer needs.
    printf("%.12g\n", highestAverage(a, n, k));
}
