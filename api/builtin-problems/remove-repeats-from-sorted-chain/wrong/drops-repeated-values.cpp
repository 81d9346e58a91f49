#include <bits/stdc++.h>
using namespace std;

// Drops every value that repeats instead of keeping one of each.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    vector<long long> out;
    for (int i = 0; i < n; i++)
        if ((i == 0 || a[i - 1] != a[i]) && (i + 1 == n || a[i + 1] != a[i])) out.push_back(a[i]);
    for (size_t i = 0; i < out.size(); i++) cout << (i ? " " : "") << out[i];
    cout << '\n';
}
