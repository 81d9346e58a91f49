#include <stdio.h>
#include <stdlib.h>

// @harness io

// ending[i]: the sum of the weakest links of the pieces that end at segment i. With p the last
// segment before i weaker than s[i] (none: -1), the pieces starting after p have s[i] as their
// weakest, and those starting at or before p have the same weakest as when they ended at p:
// ending[i] = ending[p] + s[i] * (i - p). A stack of segments with rising strengths finds each p,
// O(n) in all.
long long sumOfWeakest(const int* s, int n) {
    long long* ending = malloc(n * sizeof *ending);
    int* rising = malloc(n * sizeof *rising);
    int top = 0;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        while (top > 0 && s[rising[top - 1]] >= s[i]) top--;
        int p = top == 0 ? -1 : rising[top - 1];
        ending[i] = (p >= 0 ? ending[p] : 0) + (long long)s[i] * (i - p);
        total += ending[i];
        rising[top++] = i;
    }
    free(ending);
    free(rising);
    return total;
}

int main(void) {
    int n = readInt();
    int* s = readInts(n);
    printf("%lld\n", sumOfWeakest(s, n));
}
