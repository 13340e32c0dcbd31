#include "catmouse/solver.hpp"

#include <algorithm>
#include <string>
#include <thread>
#include <utility>

#include "solve/methods.hpp"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define CATMOUSE_HUGE_PAGES 1
#endif

namespace catmouse {

// How the solve lays out its memory (see solver.hpp for the table's meaning).
//
// Every decided position (turn, mouse, cat) is expanded by scanning its
// parents, the positions one move earlier. The parents of a mouse-to-move
// position (0, m, c) are (1, m, y), y a neighbour of c: the cat moved. The
// parents of a cat-to-move position (1, m, c) are (0, y, c), y a neighbour of
// m: the mouse moved. So the parents of any position share one node with it
// (its "group": m for turn 0, c for turn 1) and differ in the other (its
// "node" x, replaced by a neighbour y).
//
// During the solve the cat-to-move half of the table is stored as the public
// layout has it, row m, column c, but the mouse-to-move half is transposed:
// row c, column m. Then every parent of a position of group g lies in row g
// of the other half, n words in a row, so expanding all positions of one
// group touches one row (20 KB for 5,000 nodes) instead of scattered rows
// all over the table (the classic solver's cache and TLB misses). The frontier (the
// positions decided at the current remoteness) is a bitmap per turn and
// outcome, with one row per group, read in order: groups are expanded one
// after the other, and the table is swept row by row each level instead of
// being hit at random. A position newly decided while expanding group g has
// g as its node, so it is written to column g of its frontier bitmap: a
// column of a bitmap stays in cache across 64 consecutive groups.
//
// At the end the mouse half is transposed back in place, and counters left
// on undecided positions (draws) are cleared, so the table is exactly the
// public one. Peak memory: the 4-byte table plus 8 bitmaps of n^2 bits
// (current and next level, 2 turns, 2 outcomes): 4.5 bytes per position.
namespace {

using Word = std::uint32_t;
using Bits = std::uint64_t;

constexpr Word kMouseWins = static_cast<Word>(Outcome::MouseWins);
constexpr Word kCatWins = static_cast<Word>(Outcome::CatWins);
constexpr Word kNotAPosition = word::make(word::kNotAPosition, 0);

int lowestBit(Bits bits) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(bits);
#else
    int i = 0;
    while ((bits & 1) == 0) {
        bits >>= 1;
        ++i;
    }
    return i;
#endif
}

// Asks Linux to back a large, not yet touched buffer with 2 MB pages: the
// solve touches every page of its table, and with 4 KB pages the first-touch
// page faults alone cost about as much as the whole level loop (50,000 faults
// for a 5,000-node graph), and the row-by-row sweeps miss the TLB more. Only
// speed depends on it; elsewhere (wasm, other systems) it does nothing.
template <class T>
void reserveHuge(std::vector<T>& v, std::size_t count) {
    v.reserve(count);
#ifdef CATMOUSE_HUGE_PAGES
    constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
    const auto first = reinterpret_cast<std::uintptr_t>(v.data());
    const std::uintptr_t begin = (first + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t end = (first + count * sizeof(T)) & ~(kHugePage - 1);
    if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

// One bit per position of one turn and outcome: n rows (groups) of n bits,
// each row padded to whole 64-bit words, and one bit per row that has any.
struct Frontier {
    Frontier(std::size_t n, std::size_t wordsPerRow) : rows((n + 63) / 64) {
        reserveHuge(bits, n * wordsPerRow);
        bits.assign(n * wordsPerRow, 0);
    }
    std::vector<Bits> bits;
    std::vector<Bits> rows;
    std::uint64_t count() const {
        std::uint64_t c = 0;
        for (const Bits b : bits) {
            for (Bits v = b; v != 0; v &= v - 1) ++c;
        }
        return c;
    }
};

// Transposes an n x n block of words in place, clearing the counters of
// undecided positions on the way.
void transposeAndClear(Word* a, std::size_t n) {
    const auto clear = [](Word w) { return word::outcomeCode(w) == 0 ? Word{0} : w; };
    constexpr std::size_t kBlock = 32;
    for (std::size_t bi = 0; bi < n; bi += kBlock) {
        const std::size_t iEnd = std::min(bi + kBlock, n);
        for (std::size_t i = bi; i < iEnd; ++i) {  // the diagonal block
            a[i * n + i] = clear(a[i * n + i]);
            for (std::size_t j = i + 1; j < iEnd; ++j) {
                const Word upper = a[i * n + j];
                a[i * n + j] = clear(a[j * n + i]);
                a[j * n + i] = clear(upper);
            }
        }
        for (std::size_t bj = bi + kBlock; bj < n; bj += kBlock) {
            const std::size_t jEnd = std::min(bj + kBlock, n);
            for (std::size_t i = bi; i < iEnd; ++i) {
                for (std::size_t j = bj; j < jEnd; ++j) {
                    const Word upper = a[i * n + j];
                    a[i * n + j] = clear(a[j * n + i]);
                    a[j * n + i] = clear(upper);
                }
            }
        }
    }
}

}  // namespace

std::uint64_t tableBytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * n * sizeof(std::uint32_t);
}

std::uint64_t peakSolveBytes(const Graph& graph) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t bitmaps = 8 * (n * ((n + 63) / 64) + (n + 63) / 64) * sizeof(Bits);  // 8 Frontiers
    const std::uint64_t graphCopy = (n + 1 + 2 * graph.edgeCount()) * sizeof(std::uint32_t);
    const std::uint64_t perNode = 2 * n * sizeof(Word) + 2 * n * sizeof(std::size_t);  // move counts, stuck lists
    const std::uint64_t levels = tableBytes(graph.nodeCount()) + bitmaps + graphCopy + perNode;
    return std::max(levels, detail::bitParallelPeakBytes(graph, 1) + graphCopy);
}

namespace {
Expected<Solution> solveLevels(Graph graph, int hole, const ProgressFn& progress);
}  // namespace

Expected<Solution> solve(Graph graph, int hole, const ProgressFn& progress) {
    return solve(std::move(graph), hole, Method::Auto, 1, progress);
}

Expected<Solution> solve(Graph graph, int hole, Method method, int threads, const ProgressFn& progress) {
    if (method == Method::Levels) return solveLevels(std::move(graph), hole, progress);
    // Threads beyond the cores only add switching; wasm (no pthreads) has one.
#ifdef __EMSCRIPTEN__
    threads = 1;
#else
    threads = std::clamp(threads, 1, std::max(1, static_cast<int>(std::thread::hardware_concurrency())));
#endif
    bool cancelled = false;
    auto words = detail::solveBitParallel(graph, hole, method, threads, progress, cancelled);
    if (cancelled) return Error{"the solve was cancelled"};
    return Solution(std::move(graph), hole, std::move(words));
}

namespace {
Expected<Solution> solveLevels(Graph graph, int hole, const ProgressFn& progress) {
    const auto n = static_cast<std::size_t>(graph.nodeCount());
    const auto h = static_cast<std::size_t>(hole);
    const std::size_t nn = n * n;
    const std::size_t total = 2 * nn;
    std::vector<Word> words;
    reserveHuge(words, total);  // filled row by row below, each word written once
    // half[0]: mouse to move, transposed (row c, column m); half[1]: cat to move (row m, column c).
    Word* const half[2] = {words.data(), words.data() + nn};

    // Moves the side to move has: the mouse any edge, the cat any edge but into the hole.
    std::vector<Word> mouseMoves(n);
    std::vector<Word> catMoves(n);
    std::vector<std::size_t> stuck[2];  // nodes where the mouse / the cat cannot move
    for (std::size_t x = 0; x < n; ++x) {
        mouseMoves[x] = static_cast<Word>(graph.degree(static_cast<int>(x)));
        catMoves[x] = mouseMoves[x] - (graph.adjacent(static_cast<int>(x), hole) ? 1u : 0u);
        if (mouseMoves[x] == 0) stuck[0].push_back(x);
        if (catMoves[x] == 0) stuck[1].push_back(x);
    }

    // frontier[level parity][turn][outcome - 1]
    const std::size_t wordsPerRow = (n + 63) / 64;
    std::vector<Frontier> frontiers;
    frontiers.reserve(8);
    for (int i = 0; i < 8; ++i) frontiers.emplace_back(n, wordsPerRow);
    const auto frontier = [&](std::size_t level, std::size_t turn, Word outcome) -> Frontier& {
        return frontiers[(level & 1) * 4 + turn * 2 + (outcome - 1)];
    };

    // Level 0. Precedence: the cat on the hole is not a position; then the
    // mouse in the hole wins; then the cat on the mouse wins; then a player
    // who cannot move loses.
    const auto mark = [wordsPerRow](Frontier& f, std::size_t row, std::size_t column) {
        f.bits[row * wordsPerRow + (column >> 6)] |= Bits{1} << (column & 63);
        f.rows[row >> 6] |= Bits{1} << (row & 63);
    };
    const auto decide0 = [&](std::size_t turn, std::size_t mouse, std::size_t cat, Word outcome) {
        Word& w = turn == 0 ? half[0][cat * n + mouse] : half[1][mouse * n + cat];
        w = word::make(outcome, 0);
        if (turn == 0) mark(frontier(0, 0, outcome), mouse, cat);
        else mark(frontier(0, 1, outcome), cat, mouse);
    };
    for (std::size_t c = 0; c < n; ++c) {  // mouse to move, row c
        if (c == h) words.insert(words.end(), n, kNotAPosition);
        else words.insert(words.end(), mouseMoves.begin(), mouseMoves.end());
    }
    for (std::size_t m = 0; m < n; ++m) {  // cat to move, row m
        words.insert(words.end(), catMoves.begin(), catMoves.end());
        half[1][m * n + h] = kNotAPosition;
    }
    for (std::size_t c = 0; c < n; ++c) {
        if (c == h) continue;
        for (const std::size_t m : stuck[0]) {
            if (m != h && m != c) decide0(0, m, c, kCatWins);
        }
        decide0(0, c, c, kCatWins);
        decide0(0, h, c, kMouseWins);
    }
    for (std::size_t m = 0; m < n; ++m) {
        if (m == h) {
            for (std::size_t c = 0; c < n; ++c) {
                if (c != h) decide0(1, m, c, kMouseWins);
            }
            continue;
        }
        for (const std::size_t c : stuck[1]) {
            if (c != h && c != m) decide0(1, m, c, kMouseWins);
        }
        decide0(1, m, m, kCatWins);
    }

    std::uint64_t decidedCount = 0;
    for (std::size_t i = 0; i < 4; ++i) decidedCount += frontiers[i].count();
    std::uint64_t reported = 0;
    const std::uint64_t reportEvery = total / 1000 + 1;
    const auto report = [&]() {
        if (!progress || decidedCount - reported < reportEvery) return true;
        reported = decidedCount;
        return progress(decidedCount, total);
    };
    const Error cancelled{"the solve was cancelled"};

    // Breadth-first from the decided positions, one remoteness level at a
    // time: a position decided while expanding level r has remoteness r+1.
    // A win is found from its fastest losing child (first seen), a loss when
    // its slowest child is expanded (last seen), so levels give exact values.
    // Within a level the order does not matter: the outcome a parent gets is
    // the outcome of the child that decides it, and the level is the same.
    for (std::size_t level = 0;; ++level) {
        const Word remoteness = static_cast<Word>(level + 1);
        const std::uint64_t before = decidedCount;
        for (std::size_t turn = 0; turn < 2; ++turn) {
            const std::size_t parentTurn = 1 - turn;
            const Word moverWins = parentTurn == 0 ? kMouseWins : kCatWins;
            for (Word outcome = kMouseWins; outcome <= kCatWins; ++outcome) {
                Frontier& current = frontier(level, turn, outcome);
                Frontier& next = frontier(level + 1, parentTurn, outcome);
                Bits* const nextBits = next.bits.data();
                Bits* const nextRows = next.rows.data();
                Word* const parentHalf = half[parentTurn];
                const Word decided = word::make(outcome, remoteness);
                const bool wins = outcome == moverWins;
                for (std::size_t gw = 0; gw < current.rows.size(); ++gw) {
                    for (Bits groups = current.rows[gw]; groups != 0; groups &= groups - 1) {
                        const std::size_t g = gw * 64 + static_cast<std::size_t>(lowestBit(groups));
                        Word* const parents = parentHalf + g * n;
                        Bits* const bits = current.bits.data() + g * wordsPerRow;
                        Bits* const nextColumn = nextBits + (g >> 6);
                        const Bits nextMask = Bits{1} << (g & 63);
                        for (std::size_t k = 0; k < wordsPerRow; ++k) {
                            Bits b = bits[k];
                            if (b == 0) continue;
                            bits[k] = 0;
                            do {
                                const auto x = static_cast<int>(k * 64 + static_cast<std::size_t>(lowestBit(b)));
                                b &= b - 1;
                                for (const std::uint32_t y : graph.neighbours(x)) {
                                    const Word w = parents[y];
                                    if (w > word::kLowMask) continue;  // decided, or not a position
                                    if (wins || w == 1) {
                                        parents[y] = decided;
                                        nextColumn[y * wordsPerRow] |= nextMask;
                                        nextRows[y >> 6] |= Bits{1} << (y & 63);
                                        ++decidedCount;
                                    } else {
                                        parents[y] = w - 1;
                                    }
                                }
                            } while (b != 0);
                        }
                        if (!report()) return cancelled;
                    }
                    current.rows[gw] = 0;
                }
            }
        }
        if (decidedCount == before) break;
    }

    transposeAndClear(half[0], n);
    for (Word* w = half[1]; w != half[1] + nn; ++w) {
        if (word::outcomeCode(*w) == 0) *w = 0;  // drop leftover counters: a draw has no remoteness
    }
    if (progress && !progress(total, total)) return cancelled;
    return Solution(std::move(graph), hole, std::move(words));
}

}  // namespace

}  // namespace catmouse
