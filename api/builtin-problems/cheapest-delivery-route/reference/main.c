#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

// @harness io

// A heap entry: a depot and its cost when it was pushed.
typedef struct {
    long long cost;
    int depot;
} Entry;

// Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
long long cheapestRoute(int n, int m, long long (*roads)[3]) {
    int *head = malloc(sizeof(int) * (n + 1)), *nxt = malloc(sizeof(int) * (m + 1)), *to = malloc(sizeof(int) * (m + 1));
    long long* w = malloc(sizeof(long long) * (m + 1));
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 0; i < m; i++) {
        int u = (int)roads[i][0];
        to[i] = (int)roads[i][1];
        w[i] = roads[i][2];
        nxt[i] = head[u];
        head[u] = i;
    }
    long long* dist = malloc(sizeof(long long) * (n + 1));
    for (int v = 0; v <= n; v++) dist[v] = LLONG_MAX;
    // At most one entry per relaxed road, and the first.
    Entry* heap = malloc(sizeof(Entry) * (m + 2));
    int size = 0;
    dist[1] = 0;
    heap[size++] = (Entry){0, 1};
    while (size > 0) {
        Entry top = heap[0], last = heap[--size];
        // Sift the last entry down from the root.
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
        if (top.cost != dist[top.depot]) continue;  // stale entry
        if (top.depot == n) break;
        for (int e = head[top.depot]; e != -1; e = nxt[e]) {
            long long nd = top.cost + w[e];
            if (nd < dist[to[e]]) {
                dist[to[e]] = nd;
                // Sift the new entry up.
                int j = size++;
                while (j > 0 && heap[(j - 1) / 2].cost > nd) {
                    heap[j] = heap[(j - 1) / 2];
                    j = (j - 1) / 2;
                }
                heap[j] = (Entry){nd, to[e]};
            }
        }
    }
    return dist[n] == LLONG_MAX ? -1 : dist[n];
}

int main(void) {
    int n = readInt(), m = readInt();
    long long(*roads)[3] = (long long(*)[3])readLongs(3 * m);
    printf("%lld\n", cheapestRoute(n, m, roads));
}
