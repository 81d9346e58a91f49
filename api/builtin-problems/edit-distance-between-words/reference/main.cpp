#include <bits/stdc++.h>
using namespace std;

// Minimum number of insertions, deletions and substitutions turning a into b.
int editDistance(const string& a, const string& b) {
    int n = a.size(), m = b.size();
    // prev[j] = distance between a[0..i-1] and b[0..j-1] for the previous row.
    vector<int> prev(m + 1), cur(m + 1);
    for (int j = 0; j <= m; ++j) prev[j] = j;
    for (int i = 1; i <= n; ++i) {
        cur[0] = i;
        for (int j = 1; j <= m; ++j) {
            int best = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);  // keep or substitute
            best = min(best, prev[j] + 1);                             // delete a[i-1]
            best = min(best, cur[j - 1] + 1);                          // insert b[j-1]
            cur[j] = best;
        }
        swap(prev, cur);
    }
    return prev[m];
}

// Reads one line; a missing line counts as an empty word. Strips '\r' and spaces.
static string readWord() {
    string s;
    if (!getline(cin, s)) return "";
    while (!s.empty() && isspace((unsigned char)s.back())) s.pop_back();
    size_t start = 0;
    while (start < s.size() && isspace((unsigned char)s[start])) ++start;
    return s.substr(start);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a = readWord();
    string b = readWord();
    cout << editDistance(a, b) << '\n';
    return 0;
}
