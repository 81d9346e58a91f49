#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// @harness io

// Presses the button k times (k up to 10^18) instead of k mod n, each press moving the last value
// to the front.
int main(void) {
    int n = readInt();
    long long* chain = readLongs(n);
    long long k = readLong();
    if (n > 0)
        for (long long step = 0; step < k; step++) {
            long long last = chain[n - 1];
            memmove(chain + 1, chain, (n - 1) * sizeof *chain);
            chain[0] = last;
        }
    printLongs(chain, n);
}
