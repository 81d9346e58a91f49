#include <stdio.h>
#include <stdlib.h>

// @harness io

// Rooms are numbered 1..n; doors[i] = {u, v} is an undirected door, one of m.
// Return the number of groups of rooms that are connected to each other.
int countGroups(int n, int m, int (*doors)[2]) {
    // TODO: write your solution here
    return 0;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*doors)[2] = (int(*)[2])readInts(2 * m);
    printf("%d\n", countGroups(n, m, doors));
}
