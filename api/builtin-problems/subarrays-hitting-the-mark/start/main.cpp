#include <bits/stdc++.h>
using namespace std;

// TODO: return the number of contiguous subarrays of a whose sum equals k.
// The answer can exceed 32 bits.
long long countSubarrays(const vector<long long>& a, long long k) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    cout << countSubarrays(a, k) << '\n';
    return 0;
}
