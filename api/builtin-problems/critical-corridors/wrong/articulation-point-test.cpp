#include <bits/stdc++.h>
using namespace std;

// @harness io

// Tarjan with the articulation-point test (low >= tin) instead of the bridge test (low > tin).
int main() {
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> corridors = readValues<pair<int, int>>(m);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        auto [u, v] = corridors[i];
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    vector<int> tin(n + 1, 0), low(n + 1, 0), parentEdge(n + 1, -1), parent(n + 1, 0);
    vector<size_t> it(n + 1, 0);
    int timer = 0;
    long long bridges = 0;
    for (int s = 1; s <= n; s++) {
        if (tin[s]) continue;
        vector<int> stack{s};
        tin[s] = low[s] = ++timer;
        while (!stack.empty()) {
            int v = stack.back();
            if (it[v] < adj[v].size()) {
                auto [u, e] = adj[v][it[v]++];
                if (e == parentEdge[v]) continue;
                if (!tin[u]) {
                    tin[u] = low[u] = ++timer;
                    parentEdge[u] = e;
                    parent[u] = v;
                    stack.push_back(u);
                } else low[v] = min(low[v], tin[u]);
            } else {
                stack.pop_back();
                if (parentEdge[v] != -1) {
                    int p = parent[v];
                    low[p] = min(low[p], low[v]);
                    if (low[v] >= tin[p]) bridges++;
                }
            }
        }
    }
    cout << bridges << '\n';
}
