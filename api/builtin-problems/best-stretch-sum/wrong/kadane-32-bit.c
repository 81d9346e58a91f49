#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Kadane in 32-bit integers: the statement warns the answer can reach 10^14.
int main(void) {
    int n = readInt();
    int best = INT_MIN, cur = 0;
    for (int i = 0; i < n; i++) {
        int x = readInt();
        cur = (i == 0 || cur < 0) ? x : cur + x;
        if (cur > best) best = cur;
    }
    printf("%d\n", best);
}
