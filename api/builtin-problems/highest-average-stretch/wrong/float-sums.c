#include <stdio.h>
#include <stdlib.h>

// @harness io

// The right search in float instead of double: a float keeps about 7 significant digits, so
// prefix sums in the millions lose everything past the first decimal, and the search decides on
// rounding noise.
int reaches(const int* a, int n, int k, float avg, float* prefix) {
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
    float lowest = prefix[0];
    for (int r = k; r <= n; r++) {
        if (prefix[r - k] < lowest) lowest = prefix[r - k];
        if (prefix[r] - lowest >= 0) return 1;
    }
    return 0;
}

float highestAverage(const int* a, int n, int k) {
    float lo = a[0], hi = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] < lo) lo = a[i];
        if (a[i] > hi) hi = a[i];
    }
    float* prefix = malloc(sizeof(float) * (n + 1));
    for (int step = 0; step < 60; step++) {
        float mid = (lo + hi) / 2;
        if (reaches(a, n, k, mid, prefix))
            lo = mid;
        else
            hi = mid;
    }
    free(prefix);
    return lo;
}

int main(void) {
    int n = readInt(), k = readInt();
    int* a = readInts(n);
    printf("%.12g\n", (double)highestAverage(a, n, k));
}
