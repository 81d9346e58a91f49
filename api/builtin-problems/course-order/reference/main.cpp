#include <bits/stdc++.h>
using namespace std;

// @harness io

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
    int n = read<int>();
    // Then m, and m rules "a b".
    vector<int> order = smallestOrder(n, readValues<pair<int, int>>(read<int>()));
    cout << (order.empty() ? "IMPOSSIBLE" : joined(order)) << '\n';
}
