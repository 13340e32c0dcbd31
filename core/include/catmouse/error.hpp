#pragma once
// Errors travel as values: the core never throws, so the same code can sit
// behind a wasm boundary where exceptions arrive as bare numbers.
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace catmouse {

struct Error {
    // Stable and machine-readable ("parse.unexpected-token", "rules.cat-on-hole",
    // ...; the full list with meanings is docs/errors.md). Programs decide by
    // it; the message is for people and may be reworded.
    std::string code;
    std::string message;  // says where (when there is a place) and what to do
    int line = 0;         // 1-based place in the input text; 0 when there is none
    int column = 0;
    // The rules options the error is about ("mouse", "cat", "hole", "first"),
    // so a form can mark the right field; empty for errors in the graph.
    std::vector<std::string> options = {};
};

// A value or the reason there is none.
template <class T>
class Expected {
public:
    Expected(T value) : content_(std::move(value)) {}
    Expected(Error error) : content_(std::move(error)) {}

    bool ok() const { return content_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<0>(content_); }
    T&& value() && { return std::get<0>(std::move(content_)); }
    const T& operator*() const& { return value(); }
    T&& operator*() && { return std::get<0>(std::move(content_)); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(content_); }

private:
    std::variant<T, Error> content_;
};

}  // namespace catmouse
