#pragma once
// std::allocator, except that resize() leaves new elements unwritten: for the
// solve's large arrays (the table, the bit sets), which the solve zeroes
// itself, rows split between its threads, so that the first touch of fresh
// memory is shared too. Only for plain numbers.
#include <memory>
#include <type_traits>
#include <utility>

namespace catmouse::detail {

template <class T>
class UninitialisedAllocator : public std::allocator<T> {
    static_assert(std::is_trivial_v<T>, "only for arrays of plain numbers");

public:
    template <class U>
    struct rebind {
        using other = UninitialisedAllocator<U>;
    };
    UninitialisedAllocator() = default;
    template <class U>
    UninitialisedAllocator(const UninitialisedAllocator<U>&) noexcept {}  // NOLINT(google-explicit-constructor): rebinding

    // What resize() and the size constructor call for each new element.
    template <class U>
    void construct(U*) noexcept {}
    template <class U, class... Args>
    void construct(U* at, Args&&... args) {
        ::new (static_cast<void*>(at)) U(std::forward<Args>(args)...);
    }
};

}  // namespace catmouse::detail
