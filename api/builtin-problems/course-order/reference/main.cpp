#include <bits/stdc++.h>
using namespace std;

// Kahn's algorithm with a min-heap: always take the smallest available course.
// Returns an empty vector if the rules contain a cycle.
vector<int> smallestOrder(int n, const vector<pair<int, int>>& rules) {
    vector<vector<int>> after(n + 1);
    vector<int> indegree(n + 1, 0);
    for (auto [a, b] : rules) {
        after[a].push_back(b);
        indegree[b]++;
    }
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int v = 1; v <= n; ++v)
        if (indegree[v] == 0) ready.push(v);
    vector<int> order;
    order.reserve(n);
    while (!ready.empty()) {
        int v = ready.top();
        ready.pop();
        order.push_back(v);
        for (int w : after[v])
            if (--indegree[w] == 0) ready.push(w);
    }
    if ((int)order.size() != n) return {};
    return order;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> rules(m);
    for (auto& r : rules) cin >> r.first >> r.second;
    vector<int> order = smallestOrder(n, rules);
    if (order.empty()) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    string out;
    out.reserve((size_t)n * 7);
    for (int i = 0; i < n; ++i) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
