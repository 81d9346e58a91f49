#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    if (!(cin >> n >> target)) return 0;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;

    // value -> first index where it was seen
    unordered_map<long long, int> seen;
    seen.reserve(2 * n + 1);
    for (int j = 0; j < n; j++) {
        auto it = seen.find(target - a[j]);
        if (it != seen.end()) {
            cout << it->second << ' ' << j << '\n';
            return 0;
        }
        seen.emplace(a[j], j);
    }
    cout << "-1 -1\n"; // unreachable: a valid pair is guaranteed
    return 0;
}
