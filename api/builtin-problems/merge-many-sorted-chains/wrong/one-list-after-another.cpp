#include <bits/stdc++.h>
using namespace std;

// Merges the lists one after another into the result: O(k · total).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<long long> merged, next;
    for (int i = 0; i < k; i++) {
        int len;
        cin >> len;
        vector<long long> list(len);
        for (auto& x : list) cin >> x;
        next.clear();
        size_t a = 0, b = 0;
        while (a < merged.size() || b < list.size())
            if (b == list.size() || (a < merged.size() && merged[a] <= list[b])) next.push_back(merged[a++]);
            else next.push_back(list[b++]);
        swap(merged, next);
    }
    for (size_t i = 0; i < merged.size(); i++) cout << (i ? " " : "") << merged[i];
    cout << '\n';
}
