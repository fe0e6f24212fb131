#include "tests/fuzz/mutator.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace catanlab::testing {
namespace {

struct Token {
  enum Kind { Number, String, Word } kind;
  size_t at, len;  // a string's span includes its quotes
};

bool word_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; }
bool number_char(char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'; }

std::vector<Token> tokens(const std::string& text) {
  std::vector<Token> out;
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    size_t end = i + 1;
    if (c == '"') {
      while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
      out.push_back({Token::String, i, end - i});
    } else if (std::isdigit(static_cast<unsigned char>(c)) ||
               (c == '-' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])))) {
      while (end < text.size() && number_char(text[end])) ++end;
      out.push_back({Token::Number, i, end - i});
    } else if (word_start(c)) {
      while (end < text.size() && word_char(text[end])) ++end;
      out.push_back({Token::Word, i, end - i});
    }
    i = end;
  }
  return out;
}

// Numbers at the edges of every type a reader might store them in.
const char* const kNumbers[] = {"0",          "-1",          "1",          "2",           "7",
                                "12",         "255",         "256",        "-129",        "65536",
                                "2147483647", "2147483648",  "-2147483649", "4294967296", "9223372036854775807",
                                "18446744073709551615", "18446744073709551616", "-9223372036854775809",
                                "1e308",      "-1e308",      "1e999",      "0.5",         "-0"};
// A JSON value of each type, to stand where another type was.
const char* const kValues[] = {"null", "[]", "{}", "true", "false", "\"\"", "[1,2]", "{\"a\":1}", "-1", "1.5"};
const char kBytes[] = {'{', '}', '[', ']', '"', ',', ':', '\\', '0', '-', '\n', ' ', '\0', '\x7f', '\xff'};

template <class T, size_t N>
const T& pick(const T (&options)[N], Rng& rng) {
  return options[rng.below(N)];
}

const Token* pick_token(const std::vector<Token>& all, int kind, Rng& rng) {
  std::vector<const Token*> some;
  for (const Token& t : all)
    if (kind < 0 || t.kind == kind) some.push_back(&t);
  return some.empty() ? nullptr : some[rng.below(uint32_t(some.size()))];
}

// The spans of the lines, each with its newline.
std::vector<std::pair<size_t, size_t>> lines(const std::string& text) {
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t i = 0; i < text.size();) {
    size_t end = text.find('\n', i);
    end = end == std::string::npos ? text.size() : end + 1;
    out.push_back({i, end - i});
    i = end;
  }
  return out;
}

}  // namespace

Mutator::Mutator(const std::vector<std::string>& seeds) {
  std::set<std::string> strings, words;
  for (const std::string& s : seeds)
    for (const Token& t : tokens(s)) {
      if (t.kind == Token::String && t.len >= 2) strings.insert(s.substr(t.at + 1, t.len - 2));
      if (t.kind == Token::Word) words.insert(s.substr(t.at, t.len));
    }
  strings.insert({"", std::string(300, 'x')});
  words.insert({"true", "false", "null"});
  strings_.assign(strings.begin(), strings.end());
  words_.assign(words.begin(), words.end());
}

std::string Mutator::mutate(const std::string& text, Rng& rng) const {
  std::string out = text;
  const int times = rng.below(2) ? 1 : 2 + int(rng.below(3));
  for (int i = 0; i < times; ++i) mutate_once(out, rng);
  return out;
}

void Mutator::mutate_once(std::string& text, Rng& rng) const {
  const std::vector<Token> all = tokens(text);
  const uint32_t roll = rng.below(100);
  const Token* t = nullptr;
  if (roll < 25 && (t = pick_token(all, Token::Number, rng))) {
    text.replace(t->at, t->len, pick(kNumbers, rng));
  } else if (roll < 45 && (t = pick_token(all, Token::String, rng))) {
    text.replace(t->at, t->len, '"' + strings_[rng.below(uint32_t(strings_.size()))] + '"');
  } else if (roll < 55 && (t = pick_token(all, Token::Word, rng))) {
    text.replace(t->at, t->len, words_[rng.below(uint32_t(words_.size()))]);
  } else if (roll < 70 && (t = pick_token(all, -1, rng))) {
    text.replace(t->at, t->len, pick(kValues, rng));
  } else if (roll < 80 && lines(text).size() > 1) {
    const auto ls = lines(text);
    const auto a = ls[rng.below(uint32_t(ls.size()))], b = ls[rng.below(uint32_t(ls.size()))];
    const std::string line_a = text.substr(a.first, a.second), line_b = text.substr(b.first, b.second);
    switch (rng.below(3)) {
      case 0: text.erase(a.first, a.second); break;
      case 1: text.insert(b.first, line_a); break;
      default:  // the later line first, so the earlier span stays valid
        if (a.first > b.first) text.replace(a.first, a.second, line_b), text.replace(b.first, b.second, line_a);
        if (a.first < b.first) text.replace(b.first, b.second, line_a), text.replace(a.first, a.second, line_b);
    }
  } else if (text.empty()) {
    text.push_back(pick(kBytes, rng));
  } else {
    const size_t at = rng.below(uint32_t(text.size())), len = 1 + rng.below(32);
    switch (rng.below(4)) {
      case 0: text[at] = rng.below(2) ? pick(kBytes, rng) : char(rng.below(256)); break;
      case 1: text.erase(at, len); break;
      case 2: text.insert(rng.below(uint32_t(text.size())), text.substr(at, len)); break;
      default: text.resize(at);
    }
  }
}

}  // namespace catanlab::testing
