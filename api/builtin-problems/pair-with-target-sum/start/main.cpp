#include <bits/stdc++.h>
using namespace std;

// Return the pair of indices {i, j} with i < j such that a[i] + a[j] == target.
// Careful: a[i] + a[j] may not fit in a 32-bit int.
pair<int, int> findPair(const vector<long long>& a, long long target) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;

    pair<int, int> ans = findPair(a, target);
    cout << ans.first << ' ' << ans.second << '\n';
    return 0;
}
