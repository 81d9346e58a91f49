// n (1 to 10^5), m (0 to 2*10^5), s and t (1 to n), then m roads "u v" with 1 <= u, v <= n.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  long long m = in.integer(0, 200000, "m");
  in.integer(1, n, "s");
  in.integer(1, n, "t");
  in.endLine();
  for (long long i = 0; i < m; i++) {
    in.integer(1, n, "u");
    in.integer(1, n, "v");
    in.endLine();
  }
  in.end();
}
