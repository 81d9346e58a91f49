#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every pair, in 32-bit integers.
int main() {
    int n = read<int>();
    int target = read<int>();
    vector<int> a = readValues<int>(n);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                cout << i << ' ' << j << '\n';
                return 0;
            }
}
