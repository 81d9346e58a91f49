#include <bits/stdc++.h>
using namespace std;

// TODO: return the minimum total cost of a route from depot 1 to depot n
// using the one-way roads (u, v, w), or -1 if depot n cannot be reached.
// The answer can exceed 32 bits.
long long cheapestRoute(int n, const vector<array<long long, 3>>& roads) {
    // Write your solution here.
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<long long, 3>> roads(m);  // {u, v, w}
    for (auto& r : roads) cin >> r[0] >> r[1] >> r[2];

    cout << cheapestRoute(n, roads) << '\n';
    return 0;
}
