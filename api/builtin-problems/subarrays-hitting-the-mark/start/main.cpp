#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the number of contiguous subarrays of a whose sum equals k.
// The answer can exceed 32 bits.
long long countSubarrays(const vector<long long>& a, long long k) {
    // Write your solution here.
    return 0;
}

int main() {
    int n = read<int>();
    long long k = read<long long>();
    cout << countSubarrays(readValues<long long>(n), k) << '\n';
}
