#include <bits/stdc++.h>
using namespace std;

// Two pointers: the lower side's running maximum bounds the water above it.
long long trappedWater(const vector<long long>& h) {
    int left = 0, right = (int)h.size() - 1;
    long long leftMax = 0, rightMax = 0, total = 0;
    while (left < right) {
        if (h[left] <= h[right]) {
            leftMax = max(leftMax, h[left]);
            total += leftMax - h[left];
            ++left;
        } else {
            rightMax = max(rightMax, h[right]);
            total += rightMax - h[right];
            --right;
        }
    }
    return total;
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
