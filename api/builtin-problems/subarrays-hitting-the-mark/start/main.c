#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: return the number of contiguous subarrays of a (n values) whose sum equals k.
// The answer can exceed 32 bits.
long long countSubarrays(const long long* a, int n, long long k) {
    // Write your solution here.
    return 0;
}

int main(void) {
    int n = readInt();
    long long k = readLong();
    long long* a = readLongs(n);
    printf("%lld\n", countSubarrays(a, n, k));
}
