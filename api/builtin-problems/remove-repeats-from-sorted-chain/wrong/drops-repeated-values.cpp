#include <bits/stdc++.h>
using namespace std;

// @harness io

// Drops every value that repeats instead of keeping one of each.
int main() {
    int n = read<int>();
    vector<long long> a = readValues<long long>(n);
    vector<long long> out;
    for (int i = 0; i < n; i++)
        if ((i == 0 || a[i - 1] != a[i]) && (i + 1 == n || a[i + 1] != a[i])) out.push_back(a[i]);
    printValues(out);
}
