#include <bits/stdc++.h>
using namespace std;

// @harness io

// Follows each road one way only: the roads go both ways.
bool pathExists(int n, const vector<pair<int, int>>& roads, int s, int t) {
    vector<vector<int>> adj(n + 1);
    for (auto [u, v] : roads) adj[u].push_back(v);
    vector<char> seen(n + 1, 0);
    vector<int> queue{s};
    seen[s] = 1;
    for (size_t h = 0; h < queue.size(); h++)
        for (int w : adj[queue[h]])
            if (!seen[w]) { seen[w] = 1; queue.push_back(w); }
    return seen[t];
}

int main() {
    int n, m, s, t;
    cin >> n >> m >> s >> t;
    cout << (pathExists(n, readValues<pair<int, int>>(m), s, t) ? "YES" : "NO") << '\n';
}
