#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: return the minimum total cost of a route from depot 1 to depot n
// using the m one-way roads roads[i] = {u, v, w} (from u to v at cost w),
// or -1 if depot n cannot be reached. The answer can exceed 32 bits.
long long cheapestRoute(int n, int m, long long (*roads)[3]) {
    // Write your solution here.
    return -1;
}

int main(void) {
    int n = readInt(), m = readInt();
    long long(*roads)[3] = (long long(*)[3])readLongs(3 * m);
    printf("%lld\n", cheapestRoute(n, m, roads));
}
