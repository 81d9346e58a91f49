// One line, the string s: 0 to 10^6 characters, each '(' or ')' (an empty line when s is empty).
#include "validator.h"

int main() {
  Input in;
  std::string s = in.line("the string s");
  if (s.size() > 1000000) invalid("s is longer than 10^6 characters");
  size_t bad = s.find_first_not_of("()");
  if (bad != std::string::npos) invalid(std::string("s may hold only ( and ), not '") + s[bad] + "'");
  in.end();
}
