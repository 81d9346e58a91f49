#include <stdio.h>
#include <stdlib.h>

// @harness io

// The right search, but the answer printed rounded to two decimals: 10/3 comes out as 3.33,
// three thousandths away, far beyond the 1e-6 allowed.
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
    printf("%.2f\n", highestAverage(a, n, k));
}
