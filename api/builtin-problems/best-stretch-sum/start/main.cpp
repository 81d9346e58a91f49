#include <bits/stdc++.h>
using namespace std;

// Return the largest sum of a non-empty contiguous stretch of a.
// The answer may not fit in a 32-bit int.
long long bestStretch(const vector<long long>& a) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;

    cout << bestStretch(a) << '\n';
    return 0;
}
