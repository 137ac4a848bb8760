#pragma once

// A word for every value of an enum, from its first value to `Last`: the table is checked as
// it is built, so a value added to the enum without its word does not compile.

#include <array>
#include <cstddef>

namespace rano {

template <auto Last> class EnumWords {
public:
    using Enum = decltype(Last);
    static constexpr std::size_t kCount = std::size_t(Last) + 1;

    template <class... Words> consteval EnumWords(Words... words) : words_{words...} {
        static_assert(sizeof...(Words) == kCount, "one word for every value");
    }

    constexpr const char* operator[](Enum value) const { return words_[std::size_t(value)]; }

private:
    std::array<const char*, kCount> words_;
};

} // namespace rano
