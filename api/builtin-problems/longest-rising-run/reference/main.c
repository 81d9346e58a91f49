#include <stdio.h>
#include <stdlib.h>

// @harness io

// tails[k] = smallest possible last value of a strictly increasing
// subsequence of length k + 1 seen so far (tails is strictly increasing).
int longestRising(const int* a, int n) {
    int* tails = malloc((n + 1) * sizeof *tails);
    int len = 0;
    for (int i = 0; i < n; i++) {
        int lo = 0, hi = len;  // the first position with tails[pos] >= a[i]
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (tails[mid] < a[i]) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = a[i];
        if (lo == len) len++;
    }
    free(tails);
    return len;
}

int main(void) {
    int n = readInt();
    printf("%d\n", longestRising(readInts(n), n));
    return 0;
}
