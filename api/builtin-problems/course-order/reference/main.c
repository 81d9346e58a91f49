#include <stdio.h>
#include <stdlib.h>

// @harness io

// Kahn's algorithm with a min-heap: always take the smallest available course.
// Returns 0 if the rules contain a cycle.
int smallestOrder(int n, int m, int (*rules)[2], int* order) {
    // The rules by their first course, as arrays of the courses after it: after[start[a] .. start[a + 1]).
    int *start = calloc(n + 2, sizeof(int)), *after = malloc(sizeof(int) * (m + 1)), *indegree = calloc(n + 1, sizeof(int));
    for (int i = 0; i < m; i++) start[rules[i][0] + 1]++, indegree[rules[i][1]]++;
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    int* fill = malloc(sizeof(int) * (n + 1));
    for (int v = 0; v <= n; v++) fill[v] = start[v];
    for (int i = 0; i < m; i++) after[fill[rules[i][0]]++] = rules[i][1];
    // A binary min-heap of the available courses.
    int* ready = malloc(sizeof(int) * (n + 1));
    int size = 0, count = 0;
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) ready[size++] = v;  // ascending: already a heap
    while (size > 0) {
        int v = ready[0], last = ready[--size], i = 0;
        for (;;) {
            int child = 2 * i + 1;
            if (child >= size) break;
            if (child + 1 < size && ready[child + 1] < ready[child]) child++;
            if (ready[child] >= last) break;
            ready[i] = ready[child];
            i = child;
        }
        if (size > 0) ready[i] = last;
        order[count++] = v;
        for (int e = start[v]; e < start[v + 1]; e++) {
            int w = after[e];
            if (--indegree[w] == 0) {
                int j = size++;
                while (j > 0 && ready[(j - 1) / 2] > w) {
                    ready[j] = ready[(j - 1) / 2];
                    j = (j - 1) / 2;
                }
                ready[j] = w;
            }
        }
    }
    return count == n;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*rules)[2] = (int(*)[2])readInts(2 * m);
    int* order = malloc(sizeof(int) * n);
    if (!smallestOrder(n, m, rules, order)) {
        puts("IMPOSSIBLE");
        return 0;
    }
    for (int i = 0; i < n; i++) printf(i > 0 ? " %d" : "%d", order[i]);
    putchar('\n');
}
