#pragma once

// A map from 64-bit keys to small indices in one flat array (open addressing, linear probing):
// a search's transposition table and its edge index. Millions of entries are let go as one
// block when a search ends; node-based maps freed each entry alone, up to a fifth of a second
// after the search's clock had stopped (issue 67).

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace rano::ai {

class FlatIndex {
public:
    explicit FlatIndex(std::size_t capacity = 1024) { slots_.resize(roundUp(capacity)); }

    // The index stored for `key`, or `value` stored for it now (second: whether it was added).
    std::pair<std::int32_t, bool> emplace(std::uint64_t key, std::int32_t value) {
        if (2 * (used_ + 1) > slots_.size()) grow();
        for (std::size_t i = mix(key) & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            Slot& slot = slots_[i];
            if (slot.value < 0) {
                slot = {key, value};
                ++used_;
                return {value, true};
            }
            if (slot.key == key) return {slot.value, false};
        }
    }

private:
    struct Slot {
        std::uint64_t key = 0;
        std::int32_t value = -1; // -1: empty
    };

    static std::size_t roundUp(std::size_t n) {
        std::size_t size = 16;
        while (size < n)
            size *= 2;
        return size;
    }

    // Keys are positions' hashes and (node, choice) pairs whose low bits repeat: spread them.
    static std::size_t mix(std::uint64_t x) {
        x ^= x >> 31;
        x *= 0x7fb5d329728ea185ULL;
        x ^= x >> 27;
        return std::size_t(x);
    }

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        for (const Slot& slot : old)
            if (slot.value >= 0)
                for (std::size_t i = mix(slot.key) & (slots_.size() - 1);;
                     i = (i + 1) & (slots_.size() - 1))
                    if (slots_[i].value < 0) {
                        slots_[i] = slot;
                        break;
                    }
    }

    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

} // namespace rano::ai
