// n (1 to 100) and amount (0 to 10^5), then n coin values between 1 and 10^9 on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100, "n");
  in.integer(0, 100000, "amount");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(1, 1000000000, "a coin value");
  in.endLine();
  in.end();
}
