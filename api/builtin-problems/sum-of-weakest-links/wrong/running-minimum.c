#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every start, the weakest link kept as the piece grows: O(n^2). Fast enough for n = 5000 (the
// small and medium subtasks), but 2 * 10^10 steps for n = 2 * 10^5: out of time on the full one.
long long sumOfWeakest(const int* s, int n) {
    long long total = 0;
    for (int l = 0; l < n; l++) {
        int weakest = s[l];
        for (int r = l; r < n; r++) {
            if (s[r] < weakest) weakest = s[r];
            total += weakest;
        }
    }
    return total;
}

int main(void) {
    int n = readInt();
    int* s = readInts(n);
    printf("%lld\n", sumOfWeakest(s, n));
}
