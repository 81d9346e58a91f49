// A single integer n between 1 and 10^6.
#include "validator.h"

int main() {
  Input in;
  in.integer(1, 1000000, "n");
  in.endLine();
  in.end();
}
