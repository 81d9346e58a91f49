#include <bits/stdc++.h>
using namespace std;

// @harness io

// Two pointers with a 32-bit total: the statement warns it may not fit.
int main() {
    int n = read<int>();
    vector<int> h = readValues<int>(n);
    int l = 0, r = n - 1, leftMax = 0, rightMax = 0, water = 0;
    while (l < r) {
        if (h[l] < h[r]) { leftMax = max(leftMax, h[l]); water += leftMax - h[l]; l++; }
        else { rightMax = max(rightMax, h[r]); water += rightMax - h[r]; r--; }
    }
    cout << water << '\n';
}
