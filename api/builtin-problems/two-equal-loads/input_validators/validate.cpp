// n (1 to 100), then n weights between 1 and 1000 on one line.
#include "validator.h"

int main() {
  Input in;
  long long n = in.integer(1, 100, "n");
  in.endLine();
  for (long long i = 0; i < n; i++) in.integer(1, 1000, "a weight");
  in.endLine();
  in.end();
}
