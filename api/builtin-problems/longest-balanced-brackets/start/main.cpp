#include <bits/stdc++.h>
using namespace std;

// TODO: return the length of the longest contiguous substring of s
// that is a well-formed bracket sequence.
int longestBalanced(const string& s) {
    // Write your solution here.
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    getline(cin, s);  // the line may be empty
    if (!s.empty() && s.back() == '\r') s.pop_back();

    cout << longestBalanced(s) << '\n';
    return 0;
}
