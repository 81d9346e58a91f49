#include <bits/stdc++.h>
using namespace std;

// Takes one from each end while they differ: the middle node of an odd chain is lost.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    vector<long long> out;
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        out.push_back(a[i]);
        out.push_back(a[j]);
    }
    for (size_t i = 0; i < out.size(); i++) cout << (i ? " " : "") << out[i];
    cout << '\n';
}
