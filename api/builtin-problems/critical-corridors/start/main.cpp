#include <bits/stdc++.h>
using namespace std;

// TODO: return the number of critical corridors (bridges) in the undirected
// graph with rooms 1..n and the given corridors.
// Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS.
long long countBridges(int n, const vector<pair<int, int>>& edges) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> edges(m);
    for (auto& e : edges) cin >> e.first >> e.second;

    cout << countBridges(n, edges) << '\n';
    return 0;
}
