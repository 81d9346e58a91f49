// n (0 to 2*10^5), then n heights between 0 and 10^9 on one line (empty when n is 0).
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(0, 200000, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(0, 1000000000, "a height");
  in.endLine();
  in.end();
}
