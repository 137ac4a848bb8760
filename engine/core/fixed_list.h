#pragma once

#include <array>
#include <cstddef>

namespace rano {

// A bounded list that never allocates: the games' legal choices and events live in these, so
// the AI's hot paths allocate nothing.
template <typename T, std::size_t N> class FixedList {
public:
    using value_type = T;

    void clear() { size_ = 0; }
    bool push(const T& v) {
        if (size_ == N) return false;
        items_[size_++] = v;
        return true;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const T& operator[](std::size_t i) const { return items_[i]; }
    T& operator[](std::size_t i) { return items_[i]; }
    // Filling in bulk, for a hot loop that keeps the count in a register (a push stores it
    // each time, since a list of bytes may alias it): write up to capacity() places from
    // data(), then say how many with resize().
    T* data() { return items_.data(); }
    static constexpr std::size_t capacity() { return N; }
    void resize(std::size_t n) { size_ = n < N ? n : N; }
    const T* begin() const { return items_.data(); }
    const T* end() const { return items_.data() + size_; }

private:
    std::array<T, N> items_{};
    std::size_t size_ = 0;
};

} // namespace rano
