#include <stdio.h>
#include <stdlib.h>

// @harness io

// Every pair, in 64-bit integers: right, but O(n^2).
void findPair(const long long* a, int n, long long target, int* i, int* j) {
    for (*i = 0; *i < n; ++*i)
        for (*j = *i + 1; *j < n; ++*j)
            if (a[*i] + a[*j] == target) return;
}

int main(void) {
    int n = readInt();
    long long target = readLong();
    long long* a = readLongs(n);
    int i, j;
    findPair(a, n, target, &i, &j);
    printf("%d %d\n", i, j);
}
