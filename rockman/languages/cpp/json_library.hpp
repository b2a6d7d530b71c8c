// Rockman C++ driver, its JSON library (trusted code): the reader and writer of every argument
// and result, the case loop and the job protocol, in namespace rockman_driver. Not #included:
// rockman/languages/cpp/render.py loads it (_LIBRARY) and starts every rockman_driver.cpp with
// its text, before the solution; this note, up to the blank line below, is left out.

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iterator>
#include <limits>
#include <map>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

long rockman_io_read(char* buffer, unsigned long capacity);
bool rockman_io_set_nonce(const char* text, unsigned long size);
bool rockman_io_emit(const char* json, unsigned long size);
long long rockman_io_peak_rss();
unsigned long rockman_io_type_name(const char* mangled, char* buffer, unsigned long capacity);
int rockman_io_make_dir(const char* path);
int rockman_io_write_file(const char* path, const char* data, unsigned long size);
int rockman_io_open_regular(const char* path);
long rockman_io_read_some(int fd, char* buffer, unsigned long capacity);
void rockman_io_close(int fd);

namespace rockman_driver {

// Every call of the driver's own helpers is qualified (rd::name), so that neither argument-
// dependent lookup nor an overload declared later (by the solution) can take it; see
// driver_source for the rest.
namespace rd = ::rockman_driver;

struct TypeError {  // an argument of the wrong shape or out of range: error_type TypeError
    std::string message;
};
struct AttributeError {  // an operation names no method of the interface
    std::string message;
};
struct JobError {  // the job line itself is malformed: the driver gives up (exit status 2)
    std::string message;
};
struct OSError {  // a file_io case's fixture could not be written: error_type OSError
    std::string message;
};

struct Cursor {
    const char* p;
    const char* end;
};

inline char peek(Cursor& c) {
    while (c.p < c.end && (*c.p == ' ' || *c.p == '\t' || *c.p == '\n' || *c.p == '\r')) ++c.p;
    return c.p < c.end ? *c.p : '\0';
}

[[noreturn]] inline void malformed(const char* what) {
    throw JobError{std::string("malformed job: ") + what};
}

inline void expect(Cursor& c, char ch) {
    if (rd::peek(c) != ch) rd::malformed("unexpected character");
    ++c.p;
}

inline const char* found(char ch) {
    switch (ch) {
        case '"': return "a string";
        case '[': return "an array";
        case '{': return "an object";
        case 't': case 'f': return "a boolean";
        case 'n': return "null";
        default: return "a number";
    }
}

[[noreturn]] inline void mismatch(Cursor& c, const char* expected) {
    throw TypeError{std::string("expected ") + expected + ", got " + rd::found(rd::peek(c))};
}

inline bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

struct Number {
    const char* begin;
    const char* end;
    bool integral;
};

inline Number scan_number(Cursor& c) {
    rd::peek(c);
    Number n{c.p, c.p, true};
    const char* p = c.p;
    if (p < c.end && *p == '-') ++p;
    if (p < c.end && *p == '0') {
        ++p;
    } else if (p < c.end && rd::is_digit(*p)) {
        while (p < c.end && rd::is_digit(*p)) ++p;
    } else {
        rd::malformed("bad number");
    }
    if (p < c.end && *p == '.') {
        n.integral = false;
        ++p;
        if (p >= c.end || !rd::is_digit(*p)) rd::malformed("bad number");
        while (p < c.end && rd::is_digit(*p)) ++p;
    }
    if (p < c.end && (*p == 'e' || *p == 'E')) {
        n.integral = false;
        ++p;
        if (p < c.end && (*p == '+' || *p == '-')) ++p;
        if (p >= c.end || !rd::is_digit(*p)) rd::malformed("bad number");
        while (p < c.end && rd::is_digit(*p)) ++p;
    }
    n.end = c.p = p;
    return n;
}

inline int hex_digit(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

inline unsigned hex4(Cursor& c) {
    if (c.end - c.p < 4) rd::malformed("bad \\u escape");
    unsigned value = 0;
    for (int k = 0; k < 4; ++k) {
        int d = rd::hex_digit(c.p[k]);
        if (d < 0) rd::malformed("bad \\u escape");
        value = value * 16 + static_cast<unsigned>(d);
    }
    c.p += 4;
    return value;
}

inline void put_utf8(std::string* out, unsigned cp) {
    if (out == nullptr) return;
    if (cp < 0x80) {
        out->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {  // a lone surrogate becomes its 3-byte (WTF-8) form
        out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

// A JSON string (the cursor on its opening quote) decoded into *out, or only checked (null).
inline void scan_string(Cursor& c, std::string* out) {
    rd::expect(c, '"');
    const char* p = c.p;
    for (;;) {
        const char* run = p;
        while (p < c.end && *p != '"' && *p != '\\' && static_cast<unsigned char>(*p) >= 0x20) ++p;
        if (out != nullptr) out->append(run, static_cast<std::size_t>(p - run));
        if (p >= c.end) rd::malformed("unterminated string");
        char ch = *p++;
        if (ch == '"') break;
        if (ch != '\\') rd::malformed("control character in a string");
        if (p >= c.end) rd::malformed("unterminated string");
        char e = *p++;
        switch (e) {
            case '"': case '\\': case '/': if (out) out->push_back(e); break;
            case 'b': if (out) out->push_back('\b'); break;
            case 'f': if (out) out->push_back('\f'); break;
            case 'n': if (out) out->push_back('\n'); break;
            case 'r': if (out) out->push_back('\r'); break;
            case 't': if (out) out->push_back('\t'); break;
            case 'u': {
                c.p = p;
                unsigned cp = rd::hex4(c);
                if (cp >= 0xD800 && cp <= 0xDBFF && c.end - c.p >= 6 && c.p[0] == '\\' &&
                    c.p[1] == 'u') {
                    Cursor low{c.p + 2, c.end};
                    unsigned second = rd::hex4(low);
                    if (second >= 0xDC00 && second <= 0xDFFF) {
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (second - 0xDC00);
                        c.p = low.p;
                    }
                }
                rd::put_utf8(out, cp);
                p = c.p;
                break;
            }
            default: rd::malformed("bad escape");
        }
    }
    c.p = p;
}

inline void skip_literal(Cursor& c, const char* word) {
    std::size_t n = std::strlen(word);
    if (static_cast<std::size_t>(c.end - c.p) < n || std::memcmp(c.p, word, n) != 0) {
        rd::malformed("bad literal");
    }
    c.p += n;
}

// Checks one JSON value and moves past it.
inline void skip_value(Cursor& c, int depth = 0) {
    if (depth > 512) rd::malformed("nested too deeply");
    char ch = rd::peek(c);
    if (ch == '"') {
        rd::scan_string(c, nullptr);
    } else if (ch == '[' || ch == '{') {
        char close = ch == '[' ? ']' : '}';
        ++c.p;
        if (rd::peek(c) == close) {
            ++c.p;
            return;
        }
        for (;;) {
            if (close == '}') {
                if (rd::peek(c) != '"') rd::malformed("object key is not a string");
                rd::scan_string(c, nullptr);
                rd::expect(c, ':');
            }
            rd::skip_value(c, depth + 1);
            char next = rd::peek(c);
            if (next == close) {
                ++c.p;
                return;
            }
            if (next != ',') rd::malformed("expected ',' in an array or object");
            ++c.p;
        }
    } else if (ch == 't') {
        rd::skip_literal(c, "true");
    } else if (ch == 'f') {
        rd::skip_literal(c, "false");
    } else if (ch == 'n') {
        rd::skip_literal(c, "null");
    } else if (ch == '-' || rd::is_digit(ch)) {
        rd::scan_number(c);
    } else {
        rd::malformed("unexpected character");
    }
}

// Moves past the ',' or the closing bracket after an item; true when the container ended.
inline bool after_item(Cursor& c, char close) {
    char next = rd::peek(c);
    ++c.p;
    return next == close;
}

inline std::string clip(const char* begin, const char* end) {
    std::size_t n = static_cast<std::size_t>(end - begin);
    return n <= 40 ? std::string(begin, n) : std::string(begin, 40) + "...";
}

// ------------------------------------------------------------------ JSON -> declared C++ types

template <class T> struct is_vector : std::false_type {};
template <class T, class A> struct is_vector<std::vector<T, A>> : std::true_type {};
template <class T> struct is_std_map : std::false_type {};
template <class K, class V, class C, class A>
struct is_std_map<std::map<K, V, C, A>> : std::true_type {};
template <class T> struct is_std_tuple : std::false_type {};
template <class... Ts> struct is_std_tuple<std::tuple<Ts...>> : std::true_type {};
template <class T> struct is_std_optional : std::false_type {};
template <class T> struct is_std_optional<std::optional<T>> : std::true_type {};
template <class T> struct is_std_pair : std::false_type {};
template <class A, class B> struct is_std_pair<std::pair<A, B>> : std::true_type {};

inline long long parse_integer(const char* begin, const char* end) {
    long long value = 0;
    auto result = std::from_chars(begin, end, value);
    if (result.ec == std::errc::result_out_of_range) {
        throw TypeError{"integer " + rd::clip(begin, end) + " does not fit in a long long"};
    }
    if (result.ec != std::errc() || result.ptr != end) {
        throw TypeError{"expected an integer, got " + rd::clip(begin, end)};
    }
    return value;
}

inline void read_key(std::string&& text, std::string& key) { key = std::move(text); }

inline void read_key(std::string&& text, long long& key) {
    const char* p = text.data();
    const char* end = p + text.size();
    const char* digits = p < end && *p == '-' ? p + 1 : p;
    bool ok = digits < end && (*digits != '0' || digits + 1 == end);
    for (const char* q = digits; ok && q < end; ++q) ok = rd::is_digit(*q);
    if (!ok) throw TypeError{"dict key \"" + rd::clip(p, end) + "\" is not an integer"};
    key = rd::parse_integer(p, end);
}

template <class T> void read_value(Cursor& c, T& value);

template <class Tuple, std::size_t... I>
void read_tuple(Cursor& c, Tuple& value, std::index_sequence<I...>) {
    constexpr std::size_t size = sizeof...(I);
    std::size_t index = 0;
    auto item = [&](auto& slot) {
        char next = rd::peek(c);
        if (index > 0) {
            if (next != ',') {
                throw TypeError{"expected an array of " + std::to_string(size) +
                                " elements, got " + std::to_string(index)};
            }
            ++c.p;
        } else if (next == ']') {
            throw TypeError{"expected an array of " + std::to_string(size) + " elements, got 0"};
        }
        rd::read_value(c, slot);
        ++index;
    };
    (item(std::get<I>(value)), ...);
    if (rd::peek(c) != ']') {
        throw TypeError{"expected an array of " + std::to_string(size) + " elements, got more"};
    }
    ++c.p;
}

template <class T> void read_value(Cursor& c, T& value) {
    char ch = rd::peek(c);
    if constexpr (std::is_same_v<T, long long>) {
        if (ch != '-' && !rd::is_digit(ch)) rd::mismatch(c, "an integer");
        Number n = rd::scan_number(c);
        if (!n.integral) throw TypeError{"expected an integer, got " + rd::clip(n.begin, n.end)};
        value = rd::parse_integer(n.begin, n.end);
    } else if constexpr (std::is_same_v<T, double>) {
        if (ch == '{') {  // {"__float__": "nan" | "inf" | "-inf"}
            ++c.p;
            std::string key, text;
            if (rd::peek(c) == '"') rd::scan_string(c, &key);
            if (key != "__float__") throw TypeError{"expected a number, got an object"};
            rd::expect(c, ':');
            if (rd::peek(c) != '"') rd::mismatch(c, "a float's name (nan, inf, -inf)");
            rd::scan_string(c, &text);
            if (rd::peek(c) != '}') throw TypeError{"expected a number, got an object"};
            ++c.p;
            if (text == "nan") {
                value = std::numeric_limits<double>::quiet_NaN();
            } else if (text == "inf") {
                value = std::numeric_limits<double>::infinity();
            } else if (text == "-inf") {
                value = -std::numeric_limits<double>::infinity();
            } else {
                throw TypeError{"unknown float \"" +
                                rd::clip(text.data(), text.data() + text.size()) +
                                "\""};
            }
            return;
        }
        if (ch != '-' && !rd::is_digit(ch)) rd::mismatch(c, "a number");
        Number n = rd::scan_number(c);
        auto result = std::from_chars(n.begin, n.end, value);
        if (result.ec == std::errc::result_out_of_range) {
            bool negative = *n.begin == '-';
            bool tiny = false;
            for (const char* q = n.begin; q + 1 < n.end; ++q) {
                if ((*q == 'e' || *q == 'E') && q[1] == '-') tiny = true;
            }
            double magnitude = tiny ? 0.0 : std::numeric_limits<double>::infinity();
            value = negative ? -magnitude : magnitude;
        } else if (result.ec != std::errc()) {
            throw TypeError{"expected a number, got " + rd::clip(n.begin, n.end)};
        }
    } else if constexpr (std::is_same_v<T, bool>) {
        if (ch == 't') {
            rd::skip_literal(c, "true");
            value = true;
        } else if (ch == 'f') {
            rd::skip_literal(c, "false");
            value = false;
        } else {
            rd::mismatch(c, "a boolean");
        }
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (ch != '"') rd::mismatch(c, "a string");
        value.clear();
        rd::scan_string(c, &value);
    } else if constexpr (std::is_same_v<T, std::nullptr_t>) {
        if (ch != 'n') rd::mismatch(c, "null");
        rd::skip_literal(c, "null");
        value = nullptr;
    } else if constexpr (is_std_optional<T>::value) {
        if (ch == 'n') {
            rd::skip_literal(c, "null");
            value.reset();
        } else {
            rd::read_value(c, value.emplace());
        }
    } else if constexpr (is_vector<T>::value) {
        if (ch != '[') rd::mismatch(c, "an array");
        ++c.p;
        value.clear();
        if (rd::peek(c) == ']') {
            ++c.p;
            return;
        }
        do {
            typename T::value_type item{};
            rd::read_value(c, item);
            value.push_back(std::move(item));
        } while (!rd::after_item(c, ']'));
    } else if constexpr (is_std_map<T>::value) {
        if (ch != '{') rd::mismatch(c, "an object");
        ++c.p;
        value.clear();
        if (rd::peek(c) == '}') {
            ++c.p;
            return;
        }
        do {
            std::string text;
            rd::scan_string(c, &text);
            rd::expect(c, ':');
            typename T::key_type key{};
            rd::read_key(std::move(text), key);
            typename T::mapped_type item{};
            rd::read_value(c, item);
            value.insert_or_assign(std::move(key), std::move(item));
        } while (!rd::after_item(c, '}'));
    } else if constexpr (is_std_tuple<T>::value) {
        if (ch != '[') rd::mismatch(c, "an array");
        ++c.p;
        rd::read_tuple(c, value, std::make_index_sequence<std::tuple_size_v<T>>{});
    } else {
        static_assert(!std::is_same_v<T, T>, "rockman: no JSON reader for this parameter type");
    }
}

// ------------------------------------------------------------------ C++ values -> JSON

template <class T, class = void> struct is_range : std::false_type {};
template <class T>
struct is_range<T, std::void_t<decltype(std::begin(std::declval<const T&>())),
                               decltype(std::end(std::declval<const T&>()))>> : std::true_type {};
template <class T, class = void> struct is_map_like : std::false_type {};
template <class T>
struct is_map_like<T, std::void_t<typename T::key_type, typename T::mapped_type>>
    : std::true_type {};

inline bool utf8_tail(unsigned char ch) { return (ch & 0xC0) == 0x80; }

inline void write_string(std::string& out, std::string_view text) {
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
    const unsigned char* end = p + text.size();
    while (p < end) {
        unsigned char ch = *p;
        if (ch >= 0x20 && ch < 0x80 && ch != '"' && ch != '\\') {
            const unsigned char* run = p;
            while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\') ++p;
            out.append(reinterpret_cast<const char*>(run), static_cast<std::size_t>(p - run));
            continue;
        }
        if (ch < 0x80) {
            switch (ch) {
                case '"': out += "\\\""; break;
                case '\\': out += "\\\\"; break;
                case '\n': out += "\\n"; break;
                case '\r': out += "\\r"; break;
                case '\t': out += "\\t"; break;
                case '\b': out += "\\b"; break;
                case '\f': out += "\\f"; break;
                default:
                    out += "\\u00";
                    out.push_back(hex[ch >> 4]);
                    out.push_back(hex[ch & 15]);
            }
            ++p;
            continue;
        }
        // A well-formed UTF-8 sequence passes through; a surrogate (WTF-8) becomes \udXXX;
        // any other byte becomes U+FFFD.
        std::size_t n = ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : ch >= 0xC2 ? 2 : 0;
        bool ok = n > 0 && ch <= 0xF4 && static_cast<std::size_t>(end - p) >= n;
        for (std::size_t k = 1; ok && k < n; ++k) ok = rd::utf8_tail(p[k]);
        if (ok && n == 3 && ch == 0xE0 && p[1] < 0xA0) ok = false;
        if (ok && n == 4 && ch == 0xF0 && p[1] < 0x90) ok = false;
        if (ok && n == 4 && ch == 0xF4 && p[1] >= 0x90) ok = false;
        if (ok && n == 3 && ch == 0xED && p[1] >= 0xA0) {
            unsigned cp = ((ch & 0x0Fu) << 12) | ((p[1] & 0x3Fu) << 6) | (p[2] & 0x3Fu);
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4) out.push_back(hex[(cp >> shift) & 15]);
            p += 3;
            continue;
        }
        if (ok) {
            out.append(reinterpret_cast<const char*>(p), n);
            p += n;
        } else {
            out += "\\ufffd";
            ++p;
        }
    }
    out.push_back('"');
}

template <class I> void write_integer(std::string& out, I value) {
    char buffer[48];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

template <class F> void write_float(std::string& out, F value) {
    if (value != value) {
        out += "{\"__float__\":\"nan\"}";
    } else if (value == std::numeric_limits<F>::infinity()) {
        out += "{\"__float__\":\"inf\"}";
    } else if (value == -std::numeric_limits<F>::infinity()) {
        out += "{\"__float__\":\"-inf\"}";
    } else {
        char buffer[64];
        auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        std::string_view text(buffer, static_cast<std::size_t>(result.ptr - buffer));
        out += text;
        if (text.find_first_of(".e") == std::string_view::npos) out += ".0";
    }
}

// Any value a solution may return: the declared type, or a close relative (int for long long,
// float, const char*, std::pair, std::set, std::unordered_map...).
template <class T> void write_value(std::string& out, const T& value) {
    using U = std::decay_t<T>;
    if constexpr (std::is_same_v<U, bool>) {
        out += value ? "true" : "false";
    } else if constexpr (std::is_same_v<U, char>) {
        rd::write_string(out, std::string_view(&value, 1));
    } else if constexpr (std::is_integral_v<U>) {
        rd::write_integer(out, value);
    } else if constexpr (std::is_same_v<U, float> || std::is_same_v<U, double>) {
        rd::write_float(out, value);
    } else if constexpr (std::is_floating_point_v<U>) {
        rd::write_float(out, static_cast<double>(value));
    } else if constexpr (std::is_same_v<U, std::nullptr_t> || std::is_same_v<U, std::nullopt_t>) {
        out += "null";
    } else if constexpr (std::is_convertible_v<const U&, std::string_view>) {
        rd::write_string(out, std::string_view(value));
    } else if constexpr (is_std_optional<U>::value) {
        if (value.has_value()) {
            rd::write_value(out, *value);
        } else {
            out += "null";
        }
    } else if constexpr (is_std_pair<U>::value) {
        out.push_back('[');
        rd::write_value(out, value.first);
        out.push_back(',');
        rd::write_value(out, value.second);
        out.push_back(']');
    } else if constexpr (is_std_tuple<U>::value) {
        out.push_back('[');
        std::apply(
            [&out](const auto&... items) {
                bool first = true;
                ((out += first ? "" : ",", first = false, rd::write_value(out, items)), ...);
            },
            value);
        out.push_back(']');
    } else if constexpr (is_map_like<U>::value) {
        out.push_back('{');
        bool first = true;
        for (const auto& entry : value) {
            if (!first) out.push_back(',');
            first = false;
            using K = std::decay_t<decltype(entry.first)>;
            if constexpr (std::is_convertible_v<const K&, std::string_view>) {
                rd::write_string(out, std::string_view(entry.first));
            } else {
                std::string key;
                rd::write_value(key, entry.first);
                rd::write_string(out, key);
            }
            out.push_back(':');
            rd::write_value(out, entry.second);
        }
        out.push_back('}');
    } else if constexpr (is_range<U>::value) {
        out.push_back('[');
        bool first = true;
        for (const auto& item : value) {
            if (!first) out.push_back(',');
            first = false;
            rd::write_value(out, item);
        }
        out.push_back(']');
    } else {
        static_assert(!std::is_same_v<U, U>, "rockman: no JSON writer for this return type");
    }
}

// ------------------------------------------------------------------ cases

// The arguments of one call (a JSON array), converted one by one in declaration order.
class Args {
public:
    Args(Cursor span, std::size_t expected) : c_(span) {
        if (rd::peek(c_) != '[') rd::mismatch(c_, "an array of arguments");
        Cursor count = c_;
        ++count.p;
        std::size_t given = 0;
        if (rd::peek(count) == ']') {
            ++count.p;
        } else {
            do {
                rd::skip_value(count);
                ++given;
            } while (!rd::after_item(count, ']'));
        }
        if (given != expected) {
            throw TypeError{"expected " + std::to_string(expected) + " argument(s), got " +
                            std::to_string(given)};
        }
        ++c_.p;
    }

    template <class T> T rockman_next(const char* name) {
        if (index_ > 0) rd::expect(c_, ',');
        ++index_;
        T value{};
        try {
            rd::read_value(c_, value);
        } catch (TypeError& error) {
            error.message = std::string("argument ") + name + ": " + error.message;
            throw;
        }
        return value;
    }

private:
    Cursor c_;
    std::size_t index_ = 0;
};

// An operations case {"init": [...], "ops": [[name, [args...]], ...]}.
class Operations {
public:
    Operations(Cursor span, const char* const* names, std::size_t count)
        : names_(names), count_(count) {
        if (rd::peek(span) != '{') rd::mismatch(span, "an operations case (an object)");
        ++span.p;
        bool has_init = false, has_ops = false;
        if (rd::peek(span) != '}') {
            do {
                std::string key;
                rd::scan_string(span, &key);
                rd::expect(span, ':');
                rd::peek(span);
                Cursor value{span.p, span.end};
                rd::skip_value(span);
                value.end = span.p;
                if (key == "init") {
                    rockman_init = value;
                    has_init = true;
                } else if (key == "ops") {
                    ops_ = value;
                    has_ops = true;
                }
            } while (!rd::after_item(span, '}'));
        } else {
            ++span.p;
        }
        if (!has_init || !has_ops) throw TypeError{"an operations case needs init and ops"};
        if (rd::peek(ops_) != '[') rd::mismatch(ops_, "an array of operations");
    }

    // The next operation's method (an index into names) and its arguments; -1 at the end.
    int rockman_next_op(Cursor& args) {
        char ch = rd::peek(ops_);
        ++ops_.p;
        if (ch == ']' || (!started_ && rd::peek(ops_) == ']')) return -1;
        started_ = true;
        if (rd::peek(ops_) != '[') rd::mismatch(ops_, "an operation [name, [args...]]");
        ++ops_.p;
        if (rd::peek(ops_) != '"') rd::mismatch(ops_, "a method name");
        std::string name;
        rd::scan_string(ops_, &name);
        if (rd::peek(ops_) != ',') throw TypeError{"an operation must be [name, [args...]]"};
        ++ops_.p;
        rd::peek(ops_);
        args = Cursor{ops_.p, ops_.end};
        rd::skip_value(ops_);
        args.end = ops_.p;
        if (rd::peek(ops_) != ']') throw TypeError{"an operation must be [name, [args...]]"};
        ++ops_.p;
        for (std::size_t k = 0; k < count_; ++k) {
            if (name == names_[k]) return static_cast<int>(k);
        }
        throw AttributeError{"unknown method '" + rd::clip(name.data(), name.data() + name.size()) +
                             "'"};
    }

    Cursor rockman_init{nullptr, nullptr};

private:
    Cursor ops_{nullptr, nullptr};
    const char* const* names_;
    std::size_t count_;
    bool started_ = false;
};

// Owns the solution's object for one case.
template <class T> class Holder {
public:
    explicit Holder(T* object) : object_(object) {}
    ~Holder() { delete object_; }
    Holder(const Holder&) = delete;
    Holder& operator=(const Holder&) = delete;
    T* operator->() const { return object_; }

private:
    T* object_;
};

// The JSON values a case produced: one value (call), or the results so far (operations).
struct Results {
    std::string text;
    std::size_t count = 0;

    template <class T> void rockman_add(const T& value) {
        std::size_t mark = text.size();
        try {
            if (count > 0) text.push_back(',');
            rd::write_value(text, value);
        } catch (...) {
            text.resize(mark);
            throw;
        }
        ++count;
    }

    void rockman_add_null() {
        if (count > 0) text.push_back(',');
        text += "null";
        ++count;
    }
};

using CaseFunction = void (*)(Cursor, Results&);

inline void emit(const std::string& json) { rockman_io_emit(json.data(), json.size()); }

// The readable name of a type (of the exception being handled when `mangled` is null).
inline std::string type_name(const char* mangled) {
    char buffer[256];
    unsigned long size = rockman_io_type_name(mangled, buffer, sizeof buffer);
    return std::string(buffer, size);
}

inline std::string short_message(std::string text) {
    if (text.size() > 500) text = text.substr(0, 500) + "...";
    return text;
}

// ------------------------------------------------------------------ file_io fixtures

// One case's {"root": ..., "files": {path: text}, "collect": [path, ...]} (paths relative to
// the working folder); written just before the call, collected just after it.
struct Fixture {
    std::string root;
    std::vector<std::pair<std::string, std::string>> files;
    std::vector<std::string> collect;
};

inline void read_fixture_string(Cursor& c, std::string& out) {
    if (rd::peek(c) != '"') rd::malformed("a fixture path or text is not a string");
    rd::scan_string(c, &out);
}

inline Fixture parse_fixture(Cursor c) {
    Fixture fixture;
    bool has_root = false;
    if (rd::peek(c) != '{') rd::malformed("a fixture is not an object");
    ++c.p;
    if (rd::peek(c) == '}') rd::malformed("a fixture has no root");
    do {
        std::string key;
        rd::read_fixture_string(c, key);
        rd::expect(c, ':');
        if (key == "root") {
            rd::read_fixture_string(c, fixture.root);
            has_root = true;
        } else if (key == "files") {
            if (rd::peek(c) != '{') rd::malformed("fixture files is not an object");
            ++c.p;
            if (rd::peek(c) == '}') {
                ++c.p;
                continue;
            }
            do {
                std::pair<std::string, std::string> file;
                rd::read_fixture_string(c, file.first);
                rd::expect(c, ':');
                rd::read_fixture_string(c, file.second);
                fixture.files.push_back(std::move(file));
            } while (!rd::after_item(c, '}'));
        } else if (key == "collect") {
            if (rd::peek(c) != '[') rd::malformed("fixture collect is not an array");
            ++c.p;
            if (rd::peek(c) == ']') {
                ++c.p;
                continue;
            }
            do {
                std::string path;
                rd::read_fixture_string(c, path);
                fixture.collect.push_back(std::move(path));
            } while (!rd::after_item(c, ']'));
        } else {
            rd::skip_value(c);
        }
    } while (!rd::after_item(c, '}'));
    if (!has_root) rd::malformed("a fixture has no root");
    return fixture;
}

[[noreturn]] inline void fixture_failed(const char* what, const std::string& path, int error) {
    throw OSError{std::string("cannot ") + what + " '" + rd::clip(path.data(), path.data() +
                  path.size()) + "': " + std::strerror(error)};
}

inline void check_path(const std::string& path) {
    if (path.empty() || path.find('\0') != std::string::npos) {
        throw OSError{"bad fixture path '" + rd::clip(path.data(), path.data() + path.size()) +
                      "'"};
    }
}

// `path` and every missing folder above it (os.makedirs(path, exist_ok=True)).
inline void make_dirs(const std::string& path) {
    rd::check_path(path);
    for (std::size_t slash = path.find('/', 1); slash != std::string::npos;
         slash = path.find('/', slash + 1)) {
        if (path[slash - 1] == '/') continue;
        std::string parent(path, 0, slash);
        int error = rockman_io_make_dir(parent.c_str());
        if (error != 0) rd::fixture_failed("create the folder", parent, error);
    }
    if (path.back() == '/') return;
    int error = rockman_io_make_dir(path.c_str());
    if (error != 0) rd::fixture_failed("create the folder", path, error);
}

inline void write_fixture(const Fixture& fixture) {
    rd::make_dirs(fixture.root);
    for (const auto& [path, text] : fixture.files) {
        rd::check_path(path);
        std::size_t slash = path.rfind('/');
        if (slash != std::string::npos && slash > 0) rd::make_dirs(path.substr(0, slash));
        int error = rockman_io_write_file(path.c_str(), text.data(), text.size());
        if (error != 0) rd::fixture_failed("write the file", path, error);
    }
}

// Strict UTF-8, as Python's bytes.decode("utf-8"): no overlong form, surrogate or code point
// above U+10FFFF.
inline bool valid_utf8(const std::string& text) {
    const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
    const unsigned char* end = p + text.size();
    while (p < end) {
        unsigned char ch = *p;
        if (ch < 0x80) {
            ++p;
            continue;
        }
        std::size_t n = ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : ch >= 0xC2 ? 2 : 0;
        if (n == 0 || ch > 0xF4 || static_cast<std::size_t>(end - p) < n) return false;
        for (std::size_t k = 1; k < n; ++k) {
            if (!rd::utf8_tail(p[k])) return false;
        }
        if (ch == 0xE0 && p[1] < 0xA0) return false;
        if (ch == 0xED && p[1] >= 0xA0) return false;
        if (ch == 0xF0 && p[1] < 0x90) return false;
        if (ch == 0xF4 && p[1] >= 0x90) return false;
        p += n;
    }
    return true;
}

// The JSON array of the collected files' texts: null where missing, unreadable or not UTF-8.
inline void write_collected(std::string& out, const std::vector<std::string>& paths) {
    out.push_back('[');
    bool first = true;
    for (const std::string& path : paths) {
        if (!first) out.push_back(',');
        first = false;
        int fd = path.empty() || path.find('\0') != std::string::npos
                     ? -1
                     : rockman_io_open_regular(path.c_str());
        if (fd < 0) {
            out += "null";
            continue;
        }
        std::string text;
        bool ok = true;
        try {
            char chunk[65536];
            for (;;) {
                long got = rockman_io_read_some(fd, chunk, sizeof chunk);
                if (got == 0) break;
                if (got < 0) {
                    ok = false;
                    break;
                }
                text.append(chunk, static_cast<std::size_t>(got));
            }
        } catch (...) {
            rockman_io_close(fd);
            throw;
        }
        rockman_io_close(fd);
        if (ok && rd::valid_utf8(text)) {
            rd::write_string(out, text);
        } else {
            out += "null";
        }
    }
    out.push_back(']');
}

// ------------------------------------------------------------------ running the cases

// The results' JSON, checked again before it is sent: exactly one value (`one`) or a list of
// values separated by commas, no control character (a raw newline would end the protocol line).
// Whatever wrote it (an explicit specialisation of the writer for a type of the solution's, a
// write through a pointer to Results::text), a case line holds exactly the event's own fields.
inline bool well_formed(const std::string& text, bool one) {
    for (char ch : text) {
        if (static_cast<unsigned char>(ch) < 0x20) return false;
    }
    Cursor c{text.data(), text.data() + text.size()};
    std::size_t values = 0;
    try {
        while (rd::peek(c) != '\0') {
            if (values > 0) {
                if (*c.p != ',') return false;
                ++c.p;
            }
            rd::skip_value(c);
            ++values;
        }
    } catch (const JobError&) {
        return false;
    }
    return one ? values == 1 : true;
}

inline void run_case(long i, Cursor span, CaseFunction function, bool operations,
                     const Fixture* fixture) {
    Results results;
    const char* fixed_type = nullptr;  // set by handlers that must not allocate
    std::string error, error_type;
    try {
        if (fixture != nullptr) rd::write_fixture(*fixture);
        function(span, results);
        if (!rd::well_formed(results.text, !operations)) {
            throw TypeError{"the result is not a JSON value the driver wrote"};
        }
        std::string line = "{\"event\":\"case\",\"i\":" + std::to_string(i) + ",\"value\":";
        if (operations) line += '[';
        line += results.text;
        if (operations) line += ']';
        if (fixture != nullptr) {
            line += ",\"files\":";
            rd::write_collected(line, fixture->collect);
        }
        line += '}';
        rd::emit(line);
        return;
    } catch (const TypeError& e) {
        error_type = "TypeError";
        error = "TypeError: " + e.message;
    } catch (const AttributeError& e) {
        error_type = "AttributeError";
        error = "AttributeError: " + e.message;
    } catch (const OSError& e) {
        error_type = "OSError";
        error = "OSError: " + e.message;
    } catch (const std::bad_array_new_length& e) {
        error_type = "std::bad_array_new_length";
        error = error_type + ": " + e.what();
    } catch (const std::bad_alloc&) {
        fixed_type = "MemoryError";
    } catch (const std::exception& e) {
        error_type = rd::type_name(typeid(e).name());
        error = error_type + ": " + e.what();
    } catch (const char* text) {
        error_type = "const char*";
        error = std::string("exception of type const char*: ") + (text ? text : "");
    } catch (const std::string& text) {
        error_type = "std::string";
        error = "exception of type std::string: " + text;
    } catch (...) {
        error_type = rd::type_name(nullptr);
        error = "exception of type " + error_type;
    }
    try {
        if (fixed_type != nullptr) {
            error_type = fixed_type;
            error = "MemoryError: std::bad_alloc";
        }
        std::string line = "{\"event\":\"case\",\"i\":" + std::to_string(i) + ",\"error\":";
        rd::write_string(line, rd::short_message(std::move(error)));
        line += ",\"error_type\":";
        rd::write_string(line, error_type);
        if (operations && rd::well_formed(results.text, false)) {
            line += ",\"partial\":[" + results.text + "]";
        } else if (operations) {
            line += ",\"partial\":[]";
        }
        line += '}';
        rd::emit(line);
    } catch (...) {  // out of memory again: a fixed line, built on the stack
        std::string().swap(results.text);
        char line[200];
        int n = std::snprintf(line, sizeof line,
                              "{\"event\":\"case\",\"i\":%ld,\"error\":\"MemoryError\","
                              "\"error_type\":\"MemoryError\"%s}",
                              i, operations ? ",\"partial\":[]" : "");
        if (n > 0) rockman_io_emit(line, static_cast<unsigned long>(n));
    }
}

// The cases, each with its fixture when `fixtures` (an array parallel to the cases) is given.
inline void run_cases(Cursor cases, CaseFunction function, bool operations,
                      const Cursor* fixtures) {
    if (rd::peek(cases) != '[') rd::malformed("cases is not an array");
    ++cases.p;
    Cursor rest{nullptr, nullptr};
    if (fixtures != nullptr) {
        rest = *fixtures;
        if (rd::peek(rest) != '[') rd::malformed("fixtures is not an array");
        ++rest.p;
    }
    if (rd::peek(cases) == ']') return;
    long i = 0;
    do {
        rd::peek(cases);
        Cursor span{cases.p, cases.end};
        rd::skip_value(cases);
        span.end = cases.p;
        if (fixtures == nullptr) {
            rd::run_case(i++, span, function, operations, nullptr);
            continue;
        }
        if (rd::peek(rest) == ']' || rd::peek(rest) == '\0') {
            rd::malformed("fewer fixtures than cases");
        }
        Cursor item{rest.p, rest.end};
        rd::skip_value(rest);
        item.end = rest.p;
        if (rd::peek(rest) == ',') ++rest.p;
        Fixture fixture = rd::parse_fixture(item);  // only this case's files, only now
        rd::run_case(i++, span, function, operations, &fixture);
    } while (!rd::after_item(cases, ']'));
}

// Reads lines from the saved stdin; nothing beyond what is needed is waited for.
class LineReader {
public:
    bool read_line(std::string& line) {
        for (;;) {
            std::size_t newline = buffer_.find('\n');
            if (newline != std::string::npos) {
                line.assign(buffer_, 0, newline);
                buffer_.erase(0, newline + 1);
                return true;
            }
            if (eof_) {
                if (buffer_.empty()) return false;
                line.swap(buffer_);
                buffer_.clear();
                return true;
            }
            char chunk[65536];
            long got = rockman_io_read(chunk, sizeof chunk);
            if (got <= 0) {
                eof_ = true;
            } else {
                buffer_.append(chunk, static_cast<std::size_t>(got));
            }
        }
    }

private:
    std::string buffer_;
    bool eof_ = false;
};

struct Job {
    std::string nonce, mode;
    Cursor cases{nullptr, nullptr};
    bool has_cases = false;
    Cursor fixtures{nullptr, nullptr};  // a file_io task's: one per case
    bool has_fixtures = false;
};

inline Job parse_job(const std::string& line) {
    Job job;
    Cursor c{line.data(), line.data() + line.size()};
    rd::expect(c, '{');
    if (rd::peek(c) != '}') {
        do {
            std::string key;
            if (rd::peek(c) != '"') rd::malformed("object key is not a string");
            rd::scan_string(c, &key);
            rd::expect(c, ':');
            char ch = rd::peek(c);
            if ((key == "nonce" || key == "mode") && ch == '"') {
                rd::scan_string(c, key == "nonce" ? &job.nonce : &job.mode);
            } else if (key == "cases") {
                job.cases = Cursor{c.p, c.end};
                rd::skip_value(c);
                job.cases.end = c.p;
                job.has_cases = true;
            } else if (key == "fixtures" && ch != 'n') {
                job.fixtures = Cursor{c.p, c.end};
                rd::skip_value(c);
                job.fixtures.end = c.p;
                job.has_fixtures = true;
            } else {
                rd::skip_value(c);
            }
        } while (!rd::after_item(c, '}'));
    } else {
        ++c.p;
    }
    if (rd::peek(c) != '\0') rd::malformed("text after the job");
    return job;
}

inline bool blank(const std::string& text) {
    for (char ch : text) {
        if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n') return false;
    }
    return true;
}

inline int rockman_run(CaseFunction function, const char* mode) {
    bool operations = std::strcmp(mode, "operations") == 0;
    LineReader input;
    std::string first, second;
    try {
        if (!input.read_line(first)) rd::malformed("no job on stdin");
        Job job = rd::parse_job(first);
        if (job.mode != mode) rd::malformed("this driver runs only its interface's mode");
        if (!job.has_cases) rd::malformed("no cases");
        if (job.nonce.empty() || !rockman_io_set_nonce(job.nonce.data(), job.nonce.size())) {
            rd::malformed("bad nonce");
        }
        rd::run_cases(job.cases, function, operations, job.has_fixtures ? &job.fixtures : nullptr);
        rd::emit("{\"event\":\"public_done\"}");
        if (input.read_line(second) && !rd::blank(second)) {
            Job secret = rd::parse_job(second);
            if (!secret.has_cases) rd::malformed("no cases in the second line");
            rd::run_cases(secret.cases, function, operations,
                      secret.has_fixtures ? &secret.fixtures : nullptr);
        }
        rd::emit("{\"event\":\"done\",\"peak_rss_bytes\":" + std::to_string(rockman_io_peak_rss()) +
             "}");
    } catch (const JobError& e) {
        std::fprintf(stderr, "rockman driver: %s\n", e.message.c_str());
        return 2;
    }
    return 0;
}

// The names the generated code after the solution uses: prefixed, so that no macro of the
// solution (#define add(a, b) ..., #define Cursor ...) can rewrite them.
using RockmanCursor = Cursor;
using RockmanResults = Results;
using RockmanArgs = Args;
using RockmanOperations = Operations;
template <class T> using RockmanHolder = Holder<T>;

}  // namespace rockman_driver
