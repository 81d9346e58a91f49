#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the lexicographically smallest order of the courses 1..n that
// respects every rule (a, b) = "a before b", or an empty vector if no order exists.
vector<int> smallestOrder(int n, const vector<pair<int, int>>& rules) {
    // Write your solution here.
    vector<int> order;
    for (int v = 1; v <= n; ++v) order.push_back(v);
    return order;
}

int main() {
    int n = read<int>();
    // Then m, and m rules "a b".
    vector<int> order = smallestOrder(n, readValues<pair<int, int>>(read<int>()));
    cout << (order.empty() ? "IMPOSSIBLE" : joined(order)) << '\n';
}
