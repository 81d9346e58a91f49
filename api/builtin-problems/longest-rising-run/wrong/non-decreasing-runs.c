#include <stdio.h>
#include <stdlib.h>

// @harness io

// Patience sorting with an upper bound: counts non-decreasing runs, not strictly rising ones.
int main(void) {
    int n = readInt();
    int* tails = malloc((n + 1) * sizeof *tails);
    int len = 0;
    for (int i = 0; i < n; i++) {
        int x = readInt(), lo = 0, hi = len;  // the first position with tails[pos] > x
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (tails[mid] <= x) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = x;
        if (lo == len) len++;
    }
    printf("%d\n", len);
    return 0;
}
