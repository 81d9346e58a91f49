#include <bits/stdc++.h>
using namespace std;

// @harness io

// grid has R rows of C characters each: '.', '#', 'S' or 'E'.
// Return the minimum number of moves from 'S' to 'E', or -1 if impossible.
int shortestEscape(int R, int C, const vector<string>& grid) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int R, C;
    cin >> R >> C;
    cout << shortestEscape(R, C, readValues<string>(R)) << '\n';
}
