#include <bits/stdc++.h>
using namespace std;

// @harness io

// Guesses g and returns the judge's answer: "<" (the secret is smaller), ">" (larger) or "=".
string ask(long long g) {
  cout << g << endl;  // endl flushes: the judge answers only once it has the line
  return read<string>();
}

// Binary search: the secret is in [lo, hi]; each guess at the middle halves it, so at most
// floor(log2 n) + 1 guesses.
void findSecret(long long n) {
  long long lo = 1, hi = n;
  while (lo <= hi) {
    long long mid = lo + (hi - lo) / 2;
    string reply = ask(mid);
    if (reply == "=") return;
    if (reply == "<")
      hi = mid - 1;
    else
      lo = mid + 1;
  }
}

int main() { findSecret(read<long long>()); }
