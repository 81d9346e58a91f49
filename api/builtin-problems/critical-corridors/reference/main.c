#include <stdio.h>
#include <stdlib.h>

// @harness io

// Counts bridges with Tarjan's low-link values, using an explicit stack
// instead of recursion so that very deep graphs (long paths) are safe.
long long countBridges(int n, int m, int (*corridors)[2]) {
    int *head = malloc(sizeof(int) * (n + 1)), *nxt = malloc(sizeof(int) * (2 * m + 1)), *to = malloc(sizeof(int) * (2 * m + 1));
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 0; i < m; i++) {
        int u = corridors[i][0], v = corridors[i][1];
        // edge ids 2i and 2i+1 are the two directions of corridor i (id ^ 1 = reverse)
        to[2 * i] = v, nxt[2 * i] = head[u], head[u] = 2 * i;
        to[2 * i + 1] = u, nxt[2 * i + 1] = head[v], head[v] = 2 * i + 1;
    }
    int *tin = calloc(n + 1, sizeof(int)), *low = calloc(n + 1, sizeof(int)), *iter = malloc(sizeof(int) * (n + 1)),
        *parentEdge = malloc(sizeof(int) * (n + 1)), *stack = malloc(sizeof(int) * (n + 1));
    int timer = 0;
    long long bridges = 0;
    for (int s = 1; s <= n; s++) {
        if (tin[s]) continue;
        tin[s] = low[s] = ++timer;
        parentEdge[s] = -1;
        iter[s] = head[s];
        int sp = 0;
        stack[sp++] = s;
        while (sp > 0) {
            int v = stack[sp - 1];
            if (iter[v] != -1) {
                int e = iter[v];
                iter[v] = nxt[e];
                if ((e ^ 1) == parentEdge[v]) continue;  // do not go back along the same corridor
                int u = to[e];
                if (!tin[u]) {
                    tin[u] = low[u] = ++timer;
                    parentEdge[u] = e;
                    iter[u] = head[u];
                    stack[sp++] = u;
                } else if (tin[u] < low[v]) {
                    low[v] = tin[u];
                }
            } else {
                sp--;
                if (parentEdge[v] != -1) {
                    int p = to[parentEdge[v] ^ 1];
                    if (low[v] < low[p]) low[p] = low[v];
                    if (low[v] > tin[p]) bridges++;
                }
            }
        }
    }
    return bridges;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*corridors)[2] = (int(*)[2])readInts(2 * m);
    printf("%lld\n", countBridges(n, m, corridors));
}
