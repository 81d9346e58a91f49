#include <bits/stdc++.h>
using namespace std;

// Kahn's algorithm with a plain queue: a valid order, but not the smallest one.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> after(n + 1);
    vector<int> indegree(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        after[a].push_back(b);
        indegree[b]++;
    }
    queue<int> ready;
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) ready.push(v);
    vector<int> order;
    while (!ready.empty()) {
        int v = ready.front();
        ready.pop();
        order.push_back(v);
        for (int w : after[v])
            if (--indegree[w] == 0) ready.push(w);
    }
    if ((int)order.size() != n) { cout << "IMPOSSIBLE\n"; return 0; }
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << order[i];
    cout << '\n';
}
