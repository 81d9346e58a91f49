#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Towns are numbered 1..n; roads[i] = {u, v} is a two-way road, one of m.
// Return true if t can be reached from s.
bool pathExists(int n, int m, int (*roads)[2], int s, int t) {
    // TODO: write your solution here
    return false;
}

int main(void) {
    int n = readInt(), m = readInt(), s = readInt(), t = readInt();
    int(*roads)[2] = (int(*)[2])readInts(2 * m);
    puts(pathExists(n, m, roads, s, t) ? "YES" : "NO");
}
