#include <bits/stdc++.h>
using namespace std;

// @harness io

// Counts groups among the rooms that have a door, forgetting rooms without any.
vector<int> parent;
int root(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}
int main() {
    int n, m;
    cin >> n >> m;
    parent.resize(n + 1);
    iota(parent.begin(), parent.end(), 0);
    vector<char> hasDoor(n + 1, 0);
    for (auto [u, v] : readValues<pair<int, int>>(m)) {
        hasDoor[u] = hasDoor[v] = 1;
        parent[root(u)] = root(v);
    }
    int groups = 0;
    for (int v = 1; v <= n; v++) groups += hasDoor[v] && root(v) == v;
    cout << groups << '\n';
}
