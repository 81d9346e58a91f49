#include <stdio.h>
#include <stdlib.h>

// @harness io

// Counts groups among the rooms that have a door, forgetting rooms without any.
int* parent;

int root(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

int main(void) {
    int n = readInt(), m = readInt();
    parent = malloc(sizeof(int) * (n + 1));
    char* hasDoor = calloc(n + 1, 1);
    for (int v = 0; v <= n; v++) parent[v] = v;
    for (int i = 0; i < m; i++) {
        int u = readInt(), v = readInt();
        hasDoor[u] = hasDoor[v] = 1;
        parent[root(u)] = root(v);
    }
    int groups = 0;
    for (int v = 1; v <= n; v++) groups += hasDoor[v] && root(v) == v;
    printf("%d\n", groups);
}
