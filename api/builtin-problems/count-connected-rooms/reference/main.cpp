#include <bits/stdc++.h>
using namespace std;

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

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 0;
    parent.resize(n + 1);
    sz.assign(n + 1, 1);
    iota(parent.begin(), parent.end(), 0);
    int components = n;
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        if (unite(u, v)) components--;
    }
    cout << components << '\n';
    return 0;
}
