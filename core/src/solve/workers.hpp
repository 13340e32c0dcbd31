#pragma once
// Internal: a fixed team of threads for the phases of one solve. Each phase
// is a call of run(parts, job): job(part) runs once for each part in 0 ..
// parts - 1, part 0 on the calling thread, and run returns when all are done.
// Starting threads once per solve instead of once per phase matters on graphs
// with hundreds of levels of a few phases each; for the same reason a thread
// spins for a moment before it sleeps (a grid has about a thousand phases,
// and a sleeping thread takes tens of microseconds to wake on a VM).
#include <atomic>
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

}  // namespace catmouse::detail
