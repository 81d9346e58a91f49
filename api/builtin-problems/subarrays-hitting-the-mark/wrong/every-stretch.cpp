#include <bits/stdc++.h>
using namespace std;

// @harness io

// Every stretch, summed as it grows: O(n^2).
int main() {
    int n = read<int>();
    long long k = read<long long>();
    vector<long long> a = readValues<long long>(n);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum == k) count++;
        }
    }
    cout << count << '\n';
}
