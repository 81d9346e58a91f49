#include <bits/stdc++.h>
using namespace std;

// ways(n) = ways(n-1) + ways(n-2), recomputed without memory: exponential.
long long ways(int n) { return n <= 2 ? n : (ways(n - 1) + ways(n - 2)) % 1000000007; }
int main() {
    int n;
    cin >> n;
    cout << ways(n) << '\n';
}
