#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the number of critical corridors (bridges) in the undirected
// graph with rooms 1..n and the given corridors.
// Hint: a path of 10^5 rooms is possible, so prefer an iterative DFS.
long long countBridges(int n, const vector<pair<int, int>>& edges) {
    // Write your solution here.
    return 0;
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << countBridges(n, readValues<pair<int, int>>(m)) << '\n';
}
