#include "workers.hpp"

namespace catmouse::detail {

Workers::Workers(int threads) {
    for (int part = 1; part < threads; ++part) threads_.emplace_back([this, part] { loop(part); });
}

Workers::~Workers() {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (auto& t : threads_) t.join();
}

void Workers::run(int parts, const std::function<void(int)>& job) {
    if (parts <= 1 || threads_.empty()) {
        job(0);
        return;
    }
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        job_ = &job;
        parts_ = parts;
        pending_ = parts - 1;
        ++generation_;
    }
    wake_.notify_all();
    job(0);
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
    job_ = nullptr;
}

void Workers::loop(int part) {
    unsigned long seen = 0;
    for (;;) {
        const std::function<void(int)>* job = nullptr;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            if (part >= parts_) continue;  // this phase has fewer parts than threads
            job = job_;
        }
        (*job)(part);
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            if (--pending_ == 0) done_.notify_one();
        }
    }
}

}  // namespace catmouse::detail
