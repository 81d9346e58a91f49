// n and k (1 <= k <= n <= 10^5), then n integers between -10^4 and 10^4 on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  in.integer(1, n, "k");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(-10000, 10000, "a value");
  in.endLine();
  in.end();
}
