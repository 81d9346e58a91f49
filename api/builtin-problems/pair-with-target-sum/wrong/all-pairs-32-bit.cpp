#include <bits/stdc++.h>
using namespace std;

// Every pair, in 32-bit integers.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, target;
    cin >> n >> target;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                cout << i << ' ' << j << '\n';
                return 0;
            }
}
