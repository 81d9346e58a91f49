#include <bits/stdc++.h>
using namespace std;

// @harness io

vector<int> parent, sz;

int findRoot(int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {  // path compression
        int nxt = parent[x];
        parent[x] = root;
        x = nxt;
    }
    return root;
}

bool unite(int a, int b) {
    a = findRoot(a);
    b = findRoot(b);
    if (a == b) return false;
    if (sz[a] < sz[b]) swap(a, b);
    parent[b] = a;
    sz[a] += sz[b];
    return true;
}

// Union-find: every door that joins two groups leaves one group fewer.
int countGroups(int n, const vector<pair<int, int>>& doors) {
    parent.resize(n + 1);
    sz.assign(n + 1, 1);
    iota(parent.begin(), parent.end(), 0);
    int groups = n;
    for (auto [u, v] : doors)
        if (unite(u, v)) groups--;
    return groups;
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << countGroups(n, readValues<pair<int, int>>(m)) << '\n';
}
