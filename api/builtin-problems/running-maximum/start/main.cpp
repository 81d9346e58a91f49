#include <bits/stdc++.h>
using namespace std;

// Return a vector whose i-th element is max(a[0], a[1], ..., a[i]).
vector<long long> runningMax(const vector<long long>& a) {
    // TODO: write your solution here
    return a;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;

    vector<long long> res = runningMax(a);
    for (size_t i = 0; i < res.size(); i++) {
        if (i) cout << ' ';
        cout << res[i];
    }
    cout << '\n';
    return 0;
}
