#include "workers.hpp"

#include <chrono>

namespace catmouse::detail {
namespace {

// Waits up to about 50 microseconds for ready() to be true; false if it is not.
template <class Ready>
bool spinFor(const Ready& ready) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
    for (;;) {
        for (int i = 0; i < 64; ++i) {
            if (ready()) return true;
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#endif
        }
        if (std::chrono::steady_clock::now() >= until) return false;
    }
}

}  // namespace

// A wasm module built without threads solves on one (threadsForRows): it
// starts none, and never locks, waits or joins, so it links no std::thread
// and none of the waits whose system_error messages bring printf (7 KB of
// the light module); the mutex and condition variables are still members.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool kCanStartThreads = false;
#else
constexpr bool kCanStartThreads = true;
#endif

Workers::Workers(int threads) {
    if constexpr (kCanStartThreads)
        for (int part = 1; part < threads; ++part) threads_.emplace_back([this, part] { loop(part); });
}

Workers::~Workers() {
    if constexpr (kCanStartThreads) {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stopping_ = true;
            generation_.fetch_add(1, std::memory_order_release);
        }
        wake_.notify_all();
        for (auto& t : threads_) t.join();
    }
}

void Workers::run(int parts, const std::function<void(int)>& job) {
    if constexpr (kCanStartThreads) {
        if (parts > 1 && !threads_.empty()) {
            runShared(parts, job);
            return;
        }
    }
    job(0);
}

void Workers::runShared(int parts, const std::function<void(int)>& job) {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        job_ = &job;
        parts_ = parts;
        pending_.store(parts - 1, std::memory_order_relaxed);
        generation_.fetch_add(1, std::memory_order_release);
    }
    wake_.notify_all();
    job(0);
    const auto finished = [this] { return pending_.load(std::memory_order_acquire) == 0; };
    if (!spinFor(finished)) {
        std::unique_lock<std::mutex> lock(mutex_);
        done_.wait(lock, finished);
    }
}

void Workers::loop(int part) {
    unsigned long seen = 0;
    for (;;) {
        const auto raised = [&] { return generation_.load(std::memory_order_acquire) != seen; };
        std::unique_lock<std::mutex> lock(mutex_, std::defer_lock);
        if (spinFor(raised)) {
            lock.lock();  // job_, parts_ and stopping_ were written under it
        } else {
            lock.lock();
            wake_.wait(lock, raised);
        }
        if (stopping_) return;
        seen = generation_.load(std::memory_order_acquire);
        const bool mine = part < parts_;  // this phase may have fewer parts than threads
        const std::function<void(int)>* job = job_;
        lock.unlock();
        if (!mine) continue;
        (*job)(part);
        if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            const std::lock_guard<std::mutex> done(mutex_);
            done_.notify_one();
        }
    }
}

}  // namespace catmouse::detail
