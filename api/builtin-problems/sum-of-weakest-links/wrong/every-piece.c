#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every piece, its weakest segment found anew: O(n^3). About 4.5 * 10^6 steps for n = 300 (the
// small subtask), 2 * 10^10 for n = 5000: out of time on every larger subtask.
long long sumOfWeakest(const int* s, int n) {
    long long total = 0;
    for (int l = 0; l < n; l++)
        for (int r = l; r < n; r++) {
            int weakest = s[l];
            for (int i = l + 1; i <= r; i++)
                if (s[i] < weakest) weakest = s[i];
            total += weakest;
        }
    return total;
}

int main(void) {
    int n = readInt();
    int* s = readInts(n);
    printf("%lld\n", sumOfWeakest(s, n));
}
