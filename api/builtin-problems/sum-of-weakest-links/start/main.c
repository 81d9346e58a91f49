#include <stdio.h>
#include <stdlib.h>

// @harness io

// Return the sum, over all pieces s[l..r] of the n segments, of the piece's weakest segment
// min(s[l..r]).
long long sumOfWeakest(const int* s, int n) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n = readInt();
    int* s = readInts(n);
    printf("%lld\n", sumOfWeakest(s, n));
}
