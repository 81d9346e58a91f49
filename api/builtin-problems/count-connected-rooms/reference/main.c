#include <stdio.h>
#include <stdlib.h>

// @harness io

int *parent, *size;

int findRoot(int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {  // path compression
        int nxt = parent[x];
        parent[x] = root;
        x = nxt;
    }
    return root;
}

// Union-find: every door that joins two groups leaves one group fewer.
int countGroups(int n, int m, int (*doors)[2]) {
    parent = malloc(sizeof(int) * (n + 1));
    size = malloc(sizeof(int) * (n + 1));
    for (int v = 0; v <= n; v++) parent[v] = v, size[v] = 1;
    int groups = n;
    for (int i = 0; i < m; i++) {
        int a = findRoot(doors[i][0]), b = findRoot(doors[i][1]);
        if (a == b) continue;
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        groups--;
    }
    return groups;
}

int main(void) {
    int n = readInt(), m = readInt();
    int(*doors)[2] = (int(*)[2])readInts(2 * m);
    printf("%d\n", countGroups(n, m, doors));
}
