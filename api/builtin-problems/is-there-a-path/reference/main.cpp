#include <bits/stdc++.h>
using namespace std;

// @harness io

// Breadth-first search from s over compressed adjacency lists (CSR).
bool pathExists(int n, const vector<pair<int, int>>& roads, int s, int t) {
    vector<int> start(n + 2, 0);
    for (auto [u, v] : roads) {
        start[u + 1]++;
        start[v + 1]++;
    }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    vector<int> adj(2 * roads.size()), fillPos(start.begin(), start.end());
    for (auto [u, v] : roads) {
        adj[fillPos[u]++] = v;
        adj[fillPos[v]++] = u;
    }
    vector<char> seen(n + 1, 0);
    vector<int> queue{s};
    queue.reserve(n);
    seen[s] = 1;
    for (size_t head = 0; head < queue.size(); head++) {
        int u = queue[head];
        for (int k = start[u]; k < start[u + 1]; k++) {
            int w = adj[k];
            if (!seen[w]) {
                seen[w] = 1;
                queue.push_back(w);
            }
        }
    }
    return seen[t];
}

int main() {
    int n, m, s, t;
    cin >> n >> m >> s >> t;
    cout << (pathExists(n, readValues<pair<int, int>>(m), s, t) ? "YES" : "NO") << '\n';
}
