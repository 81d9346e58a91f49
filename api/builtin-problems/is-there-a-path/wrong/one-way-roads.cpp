#include <bits/stdc++.h>
using namespace std;

// Follows each road one way only: the roads go both ways.
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
    }
    vector<char> seen(n + 1, 0);
    vector<int> queue{s};
    seen[s] = 1;
    for (size_t h = 0; h < queue.size(); h++)
        for (int w : adj[queue[h]])
            if (!seen[w]) { seen[w] = 1; queue.push_back(w); }
    cout << (seen[t] ? "YES" : "NO") << '\n';
}
