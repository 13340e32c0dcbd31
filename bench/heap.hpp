#pragma once
// Heap accounting for the benchmark binary: heap.cpp replaces the global
// operator new/delete, so every allocation made through them (std::vector,
// std::deque, std::function, ...) is counted. The solver and the baseline
// allocate nothing else (no malloc, no mmap of their own).
#include <cstddef>

namespace bench::heap {

std::size_t live();  // bytes currently allocated through operator new
std::size_t peak();  // the most live() has been since the last resetPeak()
void resetPeak();    // peak = live

}  // namespace bench::heap
