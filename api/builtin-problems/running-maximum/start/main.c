#include <stdio.h>
#include <stdlib.h>

// @harness io

// Fill out so that out[i] = max(a[0], a[1], ..., a[i]) for each of the n readings.
void runningMax(const long long* a, int n, long long* out) {
    // TODO: write your solution here
    for (int i = 0; i < n; i++) out[i] = a[i];
}

int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    long long* out = malloc(n * sizeof *out);
    runningMax(a, n, out);
    printLongs(out, n);
}
