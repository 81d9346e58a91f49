#include <bits/stdc++.h>
using namespace std;

// @harness io

// Dijkstra with a binary heap. Returns the minimum cost from 1 to n, or -1.
long long cheapestRoute(int n, const vector<array<long long, 3>>& roads) {
    int m = roads.size();
    vector<int> head(n + 1, -1), nxt(m), to(m);
    vector<long long> w(m);
    for (int i = 0; i < m; ++i) {
        int u = (int)roads[i][0];
        to[i] = (int)roads[i][1];
        w[i] = roads[i][2];
        nxt[i] = head[u];
        head[u] = i;
    }
    const long long INF = LLONG_MAX;
    vector<long long> dist(n + 1, INF);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
    dist[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [d, v] = pq.top();
        pq.pop();
        if (d != dist[v]) continue;  // stale entry
        if (v == n) break;
        for (int e = head[v]; e != -1; e = nxt[e]) {
            long long nd = d + w[e];
            if (nd < dist[to[e]]) {
                dist[to[e]] = nd;
                pq.push({nd, to[e]});
            }
        }
    }
    return dist[n] == INF ? -1 : dist[n];
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << cheapestRoute(n, readValues<array<long long, 3>>(m)) << '\n';
}
