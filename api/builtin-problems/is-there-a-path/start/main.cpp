#include <bits/stdc++.h>
using namespace std;

// Vertices are numbered 1..n; adj[v] lists the neighbours of v.
// Return true if t can be reached from s.
bool pathExists(int n, const vector<vector<int>>& adj, int s, int t) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, s, t;
    cin >> n >> m >> s >> t;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }

    cout << (pathExists(n, adj, s, t) ? "YES" : "NO") << '\n';
    return 0;
}
