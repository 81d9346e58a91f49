#include <bits/stdc++.h>
using namespace std;

// TODO: return the lexicographically smallest order of the courses 1..n that
// respects every rule (a, b) = "a before b", or an empty vector if no order exists.
vector<int> smallestOrder(int n, const vector<pair<int, int>>& rules) {
    // Write your solution here.
    vector<int> order;
    for (int v = 1; v <= n; ++v) order.push_back(v);
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
    for (int i = 0; i < (int)order.size(); ++i) {
        if (i) cout << ' ';
        cout << order[i];
    }
    cout << '\n';
    return 0;
}
