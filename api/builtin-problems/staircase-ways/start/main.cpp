#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Return the number of ways to climb n steps (1 or 2 steps at a time),
// modulo 1000000007.
long long countWays(int n) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    cout << countWays(n) << '\n';
}
