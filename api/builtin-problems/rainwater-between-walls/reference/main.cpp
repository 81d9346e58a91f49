#include <bits/stdc++.h>
using namespace std;

// @harness io

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

int main() { cout << trappedWater(readValues<long long>(read<int>())) << '\n'; }
