#include <stdio.h>
#include <stdlib.h>

// @harness io

// Set *i and *j (i < j) to the indices such that a[i] + a[j] == target (a has n values).
// Careful: a[i] + a[j] may not fit in a 32-bit int.
void findPair(const long long* a, int n, long long target, int* i, int* j) {
    // TODO: write your solution here
    *i = 0;
    *j = 1;
}

int main(void) {
    int n = readInt();
    long long target = readLong();
    long long* a = readLongs(n);
    int i, j;
    findPair(a, n, target, &i, &j);
    printf("%d %d\n", i, j);
}
