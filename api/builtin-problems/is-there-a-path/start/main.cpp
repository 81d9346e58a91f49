#include <bits/stdc++.h>
using namespace std;

// @harness io

// Towns are numbered 1..n; roads[i] = {u, v} is a two-way road.
// Return true if t can be reached from s.
bool pathExists(int n, const vector<pair<int, int>>& roads, int s, int t) {
    // TODO: write your solution here
    return false;
}

int main() {
    int n, m, s, t;
    cin >> n >> m >> s >> t;
    cout << (pathExists(n, readValues<pair<int, int>>(m), s, t) ? "YES" : "NO") << '\n';
}
