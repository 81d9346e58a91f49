#include <stdio.h>
#include <stdlib.h>

// @harness io

// The best reading so far, after each reading.
void runningMax(const long long* a, int n, long long* out) {
    long long best = a[0];
    for (int i = 0; i < n; i++) {
        if (a[i] > best) best = a[i];
        out[i] = best;
    }
}

int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    long long* out = malloc(n * sizeof *out);
    runningMax(a, n, out);
    printLongs(out, n);
}
