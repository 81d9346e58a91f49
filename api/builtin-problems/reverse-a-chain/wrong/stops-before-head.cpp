#include <bits/stdc++.h>
using namespace std;

// Walks back from the tail but stops before the head.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    vector<long long> out;
    for (int i = n - 1; i > 0; i--) out.push_back(a[i]);
    for (size_t i = 0; i < out.size(); i++) cout << (i ? " " : "") << out[i];
    cout << '\n';
}
