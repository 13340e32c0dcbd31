#pragma once
// Internal: a fixed team of threads for the phases of one solve. Each phase
// is a call of run(parts, job): job(part) runs once for each part in 0 ..
// parts - 1, part 0 on the calling thread, and run returns when all are done.
// Starting threads once per solve instead of once per phase matters on graphs
// with hundreds of levels of a few phases each; for the same reason a thread
// spins for a moment before it sleeps (a grid has about a thousand phases,
// and a sleeping thread takes tens of microseconds to wake on a VM).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace catmouse::detail {

class Workers {
public:
    explicit Workers(int threads);
    ~Workers();
    Workers(const Workers&) = delete;
    Workers& operator=(const Workers&) = delete;

    int size() const { return static_cast<int>(threads_.size()) + 1; }
    // parts <= size().
    void run(int parts, const std::function<void(int)>& job);

private:
    void loop(int part);
    void runShared(int parts, const std::function<void(int)>& job);  // on the threads, parts > 1

    std::vector<std::thread> threads_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    // Written under mutex_ before generation_ is raised; read after it is seen.
    const std::function<void(int)>* job_ = nullptr;
    int parts_ = 0;
    std::atomic<int> pending_{0};
    std::atomic<unsigned long> generation_{0};
    bool stopping_ = false;  // under mutex_
};

// Runs body(begin, end, part) on the workers over [0, count), in chunks cut
// at multiples of `align` (64 keeps each thread's bits in words of its own)
// that the threads take in turn from one counter: a level's work bunches in
// a few rows (on a grid the frontier is a band), so a fixed half each would
// leave one thread idle most of the time. A part may run several chunks; no
// result depends on which part ran which.
constexpr std::size_t kChunksPerThread = 32;

template <class Body>
void forRanges(Workers& workers, std::size_t count, std::size_t align, const Body& body) {
    const std::size_t blocks = (count + align - 1) / align;
    const auto used = static_cast<std::size_t>(std::max(1, std::min<int>(workers.size(), static_cast<int>(blocks))));
    if (used == 1) {
        body(0, count, 0);
        return;
    }
    const std::size_t chunks = std::min(blocks, used * kChunksPerThread);
    const auto bound = [&](std::size_t c) { return std::min(count, (blocks * c / chunks) * align); };
    std::atomic<std::size_t> next{0};
    workers.run(static_cast<int>(used), [&](int part) {
        for (std::size_t c = next.fetch_add(1, std::memory_order_relaxed); c < chunks; c = next.fetch_add(1, std::memory_order_relaxed)) {
            body(bound(c), bound(c + 1), part);
        }
    });
}

}  // namespace catmouse::detail
