// n (1 to 10^5) and m (0 to 2*10^5), then m corridors "u v" with 1 <= u, v <= n, u != v, and no
// pair of rooms joined twice (in either order).
#include <algorithm>
#include <set>
#include <utility>

#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100000, "n");
  long long m = in.integer(0, 200000, "m");
  in.endLine();
  std::set<std::pair<long long, long long>> corridors;
  for (long long i = 0; i < m; i++) {
    long long u = in.integer(1, n, "u");
    long long v = in.integer(1, n, "v");
    if (u == v) invalid("a corridor joins two different rooms, not " + std::to_string(u) + " to itself" + in.where());
    if (!corridors.insert({std::min(u, v), std::max(u, v)}).second)
      invalid("rooms " + std::to_string(u) + " and " + std::to_string(v) + " are joined twice" + in.where());
    in.endLine();
  }
  in.end();
}
