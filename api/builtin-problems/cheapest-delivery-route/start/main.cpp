#include <bits/stdc++.h>
using namespace std;

// @harness io

// TODO: return the minimum total cost of a route from depot 1 to depot n
// using the one-way roads (u, v, w), or -1 if depot n cannot be reached.
// The answer can exceed 32 bits.
long long cheapestRoute(int n, const vector<array<long long, 3>>& roads) {
    // Write your solution here.
    return -1;
}

int main() {
    int n, m;
    cin >> n >> m;
    cout << cheapestRoute(n, readValues<array<long long, 3>>(m)) << '\n';
}
