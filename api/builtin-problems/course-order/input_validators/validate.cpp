// n (1 to 10^5) and m (0 to 2*10^5), then m rules "a b" with 1 <= a, b <= n and a != b (a rule may repeat).
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  long long m = in.integer(0, 200000, "m");
  in.endLine();
  for (long long i = 0; i < m; i++) {
    long long a = in.integer(1, n, "a");
    long long b = in.integer(1, n, "b");
    if (a == b) invalid("a course cannot come before itself: " + std::to_string(a) + in.where());
    in.endLine();
  }
  in.end();
}
