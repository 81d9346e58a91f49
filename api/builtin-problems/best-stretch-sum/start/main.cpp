#include <bits/stdc++.h>
using namespace std;

// @harness io

// Return the largest sum of a non-empty contiguous stretch of a.
// The answer may not fit in a 32-bit int.
long long bestStretch(const vector<long long>& a) {
    // TODO: write your solution here
    return 0;
}

int main() { cout << bestStretch(readValues<long long>(read<int>())) << '\n'; }
