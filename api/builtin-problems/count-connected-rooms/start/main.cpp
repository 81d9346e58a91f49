#include <bits/stdc++.h>
using namespace std;

// Rooms are numbered 1..n; doors[i] = {u, v} is an undirected door.
// Return the number of groups of rooms that are connected to each other.
int countGroups(int n, const vector<pair<int, int>>& doors) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> doors(m);
    for (auto& d : doors) cin >> d.first >> d.second;

    cout << countGroups(n, doors) << '\n';
    return 0;
}
