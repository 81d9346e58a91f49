#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the length of the longest strictly increasing subsequence of a.
// n can be up to 100000, so an O(n^2) approach is too slow.
int longestRising(const vector<int>& a) {
    // TODO: write your solution here
    return 0;
}

int main() { cout << longestRising(readValues<int>(read<int>())) << '\n'; }
