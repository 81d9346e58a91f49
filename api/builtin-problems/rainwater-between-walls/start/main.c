#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: return the total amount of water trapped between the walls (h has n values).
// The answer can exceed 32 bits.
long long trappedWater(const long long* h, int n) {
    // Write your solution here.
    return 0;
}

int main(void) {
    int n = readInt();
    long long* h = readLongs(n);
    printf("%lld\n", trappedWater(h, n));
}
