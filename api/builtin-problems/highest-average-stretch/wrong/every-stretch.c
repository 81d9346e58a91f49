#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every stretch of at least k, each average computed exactly from prefix sums: right, but with
// k = 1 and n = 10^5 about 5 * 10^9 stretches, several seconds.
double highestAverage(const int* a, int n, int k) {
    long long* prefix = malloc(sizeof(long long) * (n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];
    double best = -1e18;
    for (int l = 0; l < n; l++)
        for (int r = l + k; r <= n; r++) {
            double average = (double)(prefix[r] - prefix[l]) / (r - l);
            if (average > best) best = average;
        }
    return best;
}

int main(void) {
    int n = readInt(), k = readInt();
    int* a = readInts(n);
    printf("%.12g\n", highestAverage(a, n, k));
}
