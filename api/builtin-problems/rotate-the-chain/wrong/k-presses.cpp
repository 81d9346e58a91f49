#include <bits/stdc++.h>
using namespace std;

// Presses the button k times (k up to 10^18) instead of k mod n.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    deque<long long> chain(n);
    for (auto& x : chain) cin >> x;
    unsigned long long k;
    cin >> k;
    if (n > 0)
        for (unsigned long long step = 0; step < k; step++) {
            chain.push_front(chain.back());
            chain.pop_back();
        }
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << chain[i];
    cout << '\n';
}
