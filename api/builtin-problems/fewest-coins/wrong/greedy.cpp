#include <bits/stdc++.h>
using namespace std;

// Greedy: the largest coin that fits, again and again. Right for some coin sets only.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long amount;
    cin >> n >> amount;
    vector<long long> c(n);
    for (auto& x : c) cin >> x;
    sort(c.rbegin(), c.rend());
    long long count = 0;
    for (long long x : c) {
        count += amount / x;
        amount %= x;
    }
    cout << (amount == 0 ? count : -1) << '\n';
}
