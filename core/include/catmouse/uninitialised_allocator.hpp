#pragma once
// std::allocator, except that resize() leaves new elements unwritten: for the
// solve's large arrays (the table, the bit sets), which the solve zeroes
// itself, rows split between its threads. Zeroing hundreds of MB in one
// thread before the levels started kept a 5,000-node sparse solve from going
// any faster on two cores. Only for plain numbers.
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
