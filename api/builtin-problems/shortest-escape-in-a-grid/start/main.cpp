#include <bits/stdc++.h>
using namespace std;

// grid has R rows of C characters each: '.', '#', 'S' or 'E'.
// Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
int shortestEscape(int R, int C, const vector<string>& grid) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int R, C;
    cin >> R >> C;
    vector<string> grid(R);
    for (auto& row : grid) cin >> row;

    cout << shortestEscape(R, C, grid) << '\n';
    return 0;
}
