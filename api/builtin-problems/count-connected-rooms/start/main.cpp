#include <bits/stdc++.h>
using namespace std;

// @harness io

// Rooms are numbered 1..n; doors[i] = {u, v} is an undirected door.
// Return the number of groups of rooms that are connected to each other.
int countGroups(int n, const vector<pair<int, int>>& doors) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << countGroups(n, readValues<pair<int, int>>(m)) << '\n';
}
