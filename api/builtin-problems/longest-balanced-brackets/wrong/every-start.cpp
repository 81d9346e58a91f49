#include <bits/stdc++.h>
using namespace std;

// Every start, scanned until the balance goes negative: O(n^2).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ')) s.pop_back();
    int n = s.size(), best = 0;
    for (int i = 0; i < n; i++) {
        int depth = 0;
        for (int j = i; j < n; j++) {
            depth += s[j] == '(' ? 1 : -1;
            if (depth < 0) break;
            if (depth == 0) best = max(best, j - i + 1);
        }
    }
    cout << best << '\n';
}
