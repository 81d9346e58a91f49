#include <bits/stdc++.h>
using namespace std;

// @harness io

// Takes one from each end while they differ: the middle node of an odd chain is lost.
int main() {
    int n = read<int>();
    vector<long long> a = readValues<long long>(n);
    vector<long long> out;
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        out.push_back(a[i]);
        out.push_back(a[j]);
    }
    printValues(out);
}
