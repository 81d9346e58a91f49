#include <bits/stdc++.h>
using namespace std;

// @harness io

// Counts bridges with Tarjan's low-link values, using an explicit stack
// instead of recursion so that very deep graphs (long paths) are safe.
long long countBridges(int n, const vector<pair<int, int>>& edges) {
    int m = edges.size();
    vector<int> head(n + 1, -1), nxt(2 * m), to(2 * m);
    for (int i = 0; i < m; ++i) {
        auto [u, v] = edges[i];
        // edge ids 2i and 2i+1 are the two directions of corridor i (id ^ 1 = reverse)
        to[2 * i] = v; nxt[2 * i] = head[u]; head[u] = 2 * i;
        to[2 * i + 1] = u; nxt[2 * i + 1] = head[v]; head[v] = 2 * i + 1;
    }
    vector<int> tin(n + 1, 0), low(n + 1, 0), iter(n + 1), parentEdge(n + 1, -1);
    vector<int> stack;
    stack.reserve(n);
    int timer = 0;
    long long bridges = 0;
    for (int s = 1; s <= n; ++s) {
        if (tin[s]) continue;
        tin[s] = low[s] = ++timer;
        parentEdge[s] = -1;
        iter[s] = head[s];
        stack.push_back(s);
        while (!stack.empty()) {
            int v = stack.back();
            if (iter[v] != -1) {
                int e = iter[v];
                iter[v] = nxt[e];
                if ((e ^ 1) == parentEdge[v]) continue;  // do not go back along the same corridor
                int u = to[e];
                if (!tin[u]) {
                    tin[u] = low[u] = ++timer;
                    parentEdge[u] = e;
                    iter[u] = head[u];
                    stack.push_back(u);
                } else {
                    low[v] = min(low[v], tin[u]);
                }
            } else {
                stack.pop_back();
                if (parentEdge[v] != -1) {
                    int p = to[parentEdge[v] ^ 1];
                    low[p] = min(low[p], low[v]);
                    if (low[v] > tin[p]) ++bridges;
                }
            }
        }
    }
    return bridges;
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << countBridges(n, readValues<pair<int, int>>(m)) << '\n';
}
