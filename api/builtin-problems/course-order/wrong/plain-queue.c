#include <stdio.h>
#include <stdlib.h>

// @harness io

// Kahn's algorithm with a plain queue (the order itself): a valid order, but not the smallest one.
int main(void) {
    int n = readInt(), m = readInt();
    int(*rules)[2] = (int(*)[2])readInts(2 * m);
    int *start = calloc(n + 2, sizeof(int)), *after = malloc(sizeof(int) * (m + 1)), *indegree = calloc(n + 1, sizeof(int));
    for (int i = 0; i < m; i++) start[rules[i][0] + 1]++, indegree[rules[i][1]]++;
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    int* fill = malloc(sizeof(int) * (n + 1));
    for (int v = 0; v <= n; v++) fill[v] = start[v];
    for (int i = 0; i < m; i++) after[fill[rules[i][0]]++] = rules[i][1];
    int* order = malloc(sizeof(int) * n);
    int count = 0;
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) order[count++] = v;
    for (int i = 0; i < count; i++)
        for (int e = start[order[i]]; e < start[order[i] + 1]; e++)
            if (--indegree[after[e]] == 0) order[count++] = after[e];
    if (count != n) {
        puts("IMPOSSIBLE");
        return 0;
    }
    for (int i = 0; i < n; i++) printf(i > 0 ? " %d" : "%d", order[i]);
    putchar('\n');
}
