#include <stdio.h>
#include <stdlib.h>

// @harness io

// Return the length of the longest strictly increasing subsequence of a (n values).
// n can be up to 100000, so an O(n^2) approach is too slow.
int longestRising(const int* a, int n) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n = readInt();
    printf("%d\n", longestRising(readInts(n), n));
    return 0;
}
