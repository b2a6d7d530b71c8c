#include <cassert>
int main() { assert(add(2, 3) == 5); }
