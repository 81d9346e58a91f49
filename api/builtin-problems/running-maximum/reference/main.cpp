#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 0;
    long long best = LLONG_MIN;
    string out;
    out.reserve((size_t)n * 12);
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        best = max(best, x);
        if (i) out += ' ';
        out += to_string(best);
    }
    out += '\n';
    cout << out;
    return 0;
}
