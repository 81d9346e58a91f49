// n (1 to 10^5), then n integers between -10^9 and 10^9 on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(-1000000000, 1000000000, "a value");
  in.endLine();
  in.end();
}
