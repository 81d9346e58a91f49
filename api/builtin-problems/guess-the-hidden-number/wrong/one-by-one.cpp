#include <bits/stdc++.h>
using namespace std;

// @harness io

// Tries 1, 2, 3, ... in turn: right in the end, but for n = 1000 and the secret 777 that is 777
// guesses, where 11 are allowed.
int main() {
  long long n = read<long long>();
  for (long long g = 1; g <= n; g++) {
    cout << g << endl;
    if (read<string>() == "=") return 0;
  }
}
