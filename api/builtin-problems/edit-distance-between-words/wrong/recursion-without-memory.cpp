#include <bits/stdc++.h>
using namespace std;

// The recurrence without memory: exponential.
string a, b;
int dist(int i, int j) {
    if (i == 0) return j;
    if (j == 0) return i;
    if (a[i - 1] == b[j - 1]) return dist(i - 1, j - 1);
    return 1 + min({dist(i - 1, j - 1), dist(i - 1, j), dist(i, j - 1)});
}
int main() {
    getline(cin, a);
    getline(cin, b);
    while (!a.empty() && isspace((unsigned char)a.back())) a.pop_back();
    while (!b.empty() && isspace((unsigned char)b.back())) b.pop_back();
    cout << dist(a.size(), b.size()) << '\n';
}
