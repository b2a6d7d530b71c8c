#include <algorithm>
#include <string>
#include <vector>
int add(int a, int b) { std::vector<int> v{a, b}; return v[0] + v[1]; }
