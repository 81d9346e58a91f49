#include <stdio.h>
#include <stdlib.h>

// @harness io

// TODO: return the number of critical corridors (bridges) in the undirected
// graph with rooms 1..n and the m corridors corridors[i] = {u, v}.
// Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS.
long long countBridges(int n, int m, int (*corridors)[2]) {
    // Write your solution here.
    return 0;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*corridors)[2] = (int(*)[2])readInts(2 * m);
    printf("%lld\n", countBridges(n, m, corridors));
}
