#include <bits/stdc++.h>
using namespace std;

// @harness io

// For every wall, the highest wall on each side found by scanning: O(n^2).
int main() {
    int n = read<int>();
    vector<long long> h = readValues<long long>(n);
    long long water = 0;
    for (int i = 0; i < n; i++) {
        long long left = 0, right = 0;
        for (int j = 0; j <= i; j++) left = max(left, h[j]);
        for (int j = i; j < n; j++) right = max(right, h[j]);
        water += min(left, right) - h[i];
    }
    cout << water << '\n';
}
