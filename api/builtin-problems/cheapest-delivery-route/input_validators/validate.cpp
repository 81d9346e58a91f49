// n (1 to 10^5) and m (0 to 2*10^5), then m roads "u v w" with 1 <= u, v <= n and 0 <= w <= 10^9.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  long long m = in.integer(0, 200000, "m");
  in.endLine();
  for (long long i = 0; i < m; i++) {
    in.integer(1, n, "u");
    in.integer(1, n, "v");
    in.integer(0, 1000000000, "w");
    in.endLine();
  }
  in.end();
}
