#include <bits/stdc++.h>
using namespace std;

// @harness io

// Kahn's algorithm with a plain queue (the order itself): a valid order, but not the smallest one.
int main() {
    int n = read<int>();
    vector<vector<int>> after(n + 1);
    vector<int> indegree(n + 1, 0);
    for (auto [a, b] : readValues<pair<int, int>>(read<int>())) {
        after[a].push_back(b);
        indegree[b]++;
    }
    vector<int> order;
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) order.push_back(v);
    for (size_t i = 0; i < order.size(); i++)
        for (int w : after[order[i]])
            if (--indegree[w] == 0) order.push_back(w);
    cout << ((int)order.size() == n ? joined(order) : "IMPOSSIBLE") << '\n';
}
