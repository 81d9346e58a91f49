#include <bits/stdc++.h>
using namespace std;

// Every pair, in 64-bit integers: right, but O(n^2).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                cout << i << ' ' << j << '\n';
                return 0;
            }
}
