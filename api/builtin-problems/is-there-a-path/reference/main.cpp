#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, s, t;
    if (!(cin >> n >> m >> s >> t)) return 0;
    vector<int> eu(m), ev(m), deg(n + 2, 0);
    for (int i = 0; i < m; i++) {
        cin >> eu[i] >> ev[i];
        deg[eu[i]]++;
        deg[ev[i]]++;
    }
    // Compressed adjacency lists (CSR).
    vector<int> start(n + 2, 0);
    for (int v = 1; v <= n; v++) start[v + 1] = start[v] + deg[v];
    vector<int> adj(2 * (size_t)m), fillPos(start.begin(), start.end());
    for (int i = 0; i < m; i++) {
        adj[fillPos[eu[i]]++] = ev[i];
        adj[fillPos[ev[i]]++] = eu[i];
    }
    // Breadth-first search from s.
    vector<char> seen(n + 1, 0);
    vector<int> queue;
    queue.reserve(n);
    queue.push_back(s);
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
    cout << (seen[t] ? "YES" : "NO") << '\n';
    return 0;
}
