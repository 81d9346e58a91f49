#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest strictly increasing subsequence of a.
// n can be up to 100000, so an O(n^2) approach is too slow.
int longestRising(const vector<int>& a) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;

    cout << longestRising(a) << '\n';
    return 0;
}
