#include <bits/stdc++.h>
using namespace std;

// @harness io

// Walks back from the tail but stops before the head.
int main() {
    int n = read<int>();
    vector<long long> a = readValues<long long>(n);
    vector<long long> out;
    for (int i = n - 1; i > 0; i--) out.push_back(a[i]);
    printValues(out);
}
