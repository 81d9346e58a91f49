#include <bits/stdc++.h>
using namespace std;

// TODO: return the total amount of water trapped between the walls.
// The answer can exceed 32 bits.
long long trappedWater(const vector<long long>& h) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    vector<long long> h(n);
    for (auto& x : h) cin >> x;

    cout << trappedWater(h) << '\n';
    return 0;
}
