#include <stdio.h>
#include <stdlib.h>

// @harness io

// Takes one from each end while they differ: the middle node of an odd chain is lost.
int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    long long* out = malloc((n + 1) * sizeof *out);
    int count = 0;
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        out[count++] = a[i];
        out[count++] = a[j];
    }
    printLongs(out, count);
}
