#include <map>
#include <set>
#include <string>
#include <vector>

class Library {
public:
    Library() {}

    std::string add_book(const std::string& book_id, long long copies) {
        if (copies < 1) {
            return "INVALID";
        }
        shelf_[book_id] += copies;
        return "OK";
    }

    std::string checkout(const std::string& member, const std::string& book_id) {
        auto book = shelf_.find(book_id);
        if (book == shelf_.end()) {
            return "NO_SUCH_BOOK";
        }
        std::set<std::string>& held = loans_[member];
        if (held.count(book_id)) {
            return "ALREADY_HAS";
        }
        if (held.size() >= kMaxLoans) {
            return "LIMIT";
        }
        if (book->second == 0) {
            return "UNAVAILABLE";
        }
        --book->second;
        held.insert(book_id);
        return "OK";
    }

    std::string give_back(const std::string& member, const std::string& book_id) {
        auto found = loans_.find(member);
        if (found == loans_.end() || !found->second.count(book_id)) {
            return "NOT_BORROWED";
        }
        found->second.erase(book_id);
        ++shelf_[book_id];
        return "OK";
    }

    long long available(const std::string& book_id) {
        auto book = shelf_.find(book_id);
        return book == shelf_.end() ? 0 : book->second;
    }

    std::vector<std::string> borrowed(const std::string& member) {
        auto found = loans_.find(member);
        if (found == loans_.end()) {
            return {};
        }
        // std::set iterates in ascending order
        return std::vector<std::string>(found->second.begin(), found->second.end());
    }

private:
    static constexpr std::size_t kMaxLoans = 3;
    std::map<std::string, long long> shelf_;
    std::map<std::string, std::set<std::string>> loans_;
};
