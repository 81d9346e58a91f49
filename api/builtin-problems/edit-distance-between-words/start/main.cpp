#include <bits/stdc++.h>
using namespace std;

// TODO: return the minimum number of single-character insertions, deletions
// and substitutions needed to turn a into b.
int editDistance(const string& a, const string& b) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a, b;
    // Read whole lines: a word may be empty, and then its line is empty.
    getline(cin, a);
    getline(cin, b);
    if (!a.empty() && a.back() == '\r') a.pop_back();
    if (!b.empty() && b.back() == '\r') b.pop_back();

    cout << editDistance(a, b) << '\n';
    return 0;
}
