#include <stdio.h>
#include <stdlib.h>

// @harness io

// Return the largest sum of a non-empty contiguous stretch of a (its n values).
// The answer may not fit in a 32-bit int.
long long bestStretch(const long long* a, int n) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n = readInt();
    long long* a = readLongs(n);
    printf("%lld\n", bestStretch(a, n));
}
