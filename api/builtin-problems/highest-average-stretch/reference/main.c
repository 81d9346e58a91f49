#include <stdio.h>
#include <stdlib.h>

// @harness io

// Is there a stretch of at least k values whose average is at least avg? Subtract avg from every
// value: the question becomes whether some stretch of at least k has a sum >= 0, that is whether
// some prefix sum P[r] minus the smallest prefix sum P[l] with l <= r - k is >= 0.
int reaches(const int* a, int n, int k, double avg, double* prefix) {
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (a[i] - avg);
    double lowest = prefix[0];
    for (int r = k; r <= n; r++) {
        if (prefix[r - k] < lowest) lowest = prefix[r - k];
        if (prefix[r] - lowest >= 0) return 1;
    }
    return 0;
}

// Binary search on the answer: it lies between the smallest and the largest value.
double highestAverage(const int* a, int n, int k) {
    double lo = a[0], hi = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] < lo) lo = a[i];
        if (a[i] > hi) hi = a[i];
    }
    double* prefix = malloc(sizeof(double) * (n + 1));
    for (int step = 0; step < 60; step++) {
        double mid = (lo + hi) / 2;
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
    printf("%.12g\n", highestAverage(a, n, k));
}
