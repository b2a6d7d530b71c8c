#include <cctype>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

std::map<std::string, long long> count_tags(const std::vector<std::string>& posts) {
    static map<string, long long> counts;
    for (const string& post : posts) {
        set<string> seen;
        istringstream words(post);
        string word;
        while (words >> word) {
            if (word[0] == '#' && word.size() > 1) {
                string tag = word.substr(1);
                for (char& c : tag) {
                    c = static_cast<char>(tolower(static_cast<unsigned char>(c)));
                }
                if (seen.insert(tag).second) {
                    counts[tag] += 1;
                }
            }
        }
    }
    return counts;
}
