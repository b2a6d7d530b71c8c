#include <algorithm>
#include <memory>
#include <string>
#include <vector>
using namespace std;

std::string run_editor(const std::vector<std::string>& commands) {
    shared_ptr<string> text = make_shared<string>();
    vector<shared_ptr<string>> history;
    for (const string& command : commands) {
        size_t space = command.find(' ');
        string action = command.substr(0, space);
        string arg = space == string::npos ? "" : command.substr(space + 1);
        if (action == "type") {
            history.push_back(make_shared<string>(*text));
            *text += arg;
        } else if (action == "delete") {
            history.push_back(make_shared<string>(*text));
            long long k = stoll(arg);
            text->resize(max(0LL, static_cast<long long>(text->size()) - k));
        } else if (action == "undo") {
            if (!history.empty()) {
                text = history.back();
                history.pop_back();
            }
        }
    }
    return *text;
}
