#include <bits/stdc++.h>
using namespace std;

// @harness io

// Kadane: cur is the best sum of a stretch ending at the current position.
long long bestStretch(const vector<long long>& a) {
    long long best = a[0], cur = 0;
    for (long long x : a) {
        cur = max(x, cur + x);
        best = max(best, cur);
    }
    return best;
}

int main() { cout << bestStretch(readValues<long long>(read<int>())) << '\n'; }
