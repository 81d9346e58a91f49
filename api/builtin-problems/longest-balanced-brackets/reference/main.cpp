#include <bits/stdc++.h>
using namespace std;

// dp[i] = length of the longest well-formed substring that ends exactly at i.
int longestBalanced(const string& s) {
    int n = s.size();
    vector<int> dp(n, 0);
    int best = 0;
    for (int i = 1; i < n; ++i) {
        if (s[i] != ')') continue;
        if (s[i - 1] == '(') {
            // "...()" : extend whatever balanced block ends right before the pair
            dp[i] = 2 + (i >= 2 ? dp[i - 2] : 0);
        } else {
            // "...))" : the block ending at i-1 may be wrapped by a '(' before it
            int j = i - dp[i - 1] - 1;
            if (j >= 0 && s[j] == '(') {
                dp[i] = dp[i - 1] + 2 + (j >= 1 ? dp[j - 1] : 0);
            }
        }
        best = max(best, dp[i]);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line, s;
    getline(cin, line);  // the line may be empty or missing
    for (char c : line)
        if (c == '(' || c == ')') s += c;
    cout << longestBalanced(s) << '\n';
    return 0;
}
