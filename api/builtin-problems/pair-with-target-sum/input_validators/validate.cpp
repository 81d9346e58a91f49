// n (2 to 2*10^5) and target (-4*10^9 to 4*10^9), then n integers between -2*10^9 and 2*10^9 on
// one line, with exactly one pair i < j whose sum is the target.
#include <unordered_map>

#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(2, 200000, "n");
  long long target = in.integer(-4000000000LL, 4000000000LL, "target");
  in.endLine();
  std::unordered_map<long long, long long> seen;
  long long pairs = 0;
  for (long long i = 0; i < n; i++) {
    long long value = in.integer(-2000000000LL, 2000000000LL, "a value");
    auto partner = seen.find(target - value);
    if (partner != seen.end()) pairs += partner->second;
    seen[value]++;
  }
  in.endLine();
  if (pairs != 1) invalid("exactly one pair must sum to the target, found " + std::to_string(pairs));
  in.end();
}
