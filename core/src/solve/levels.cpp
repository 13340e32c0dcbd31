#include "methods.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace catmouse {

// How the solve lays out its memory.
//
// The solve works on a 32-bit word per position: the top two bits hold the
// outcome code (as in a Table entry), the low 30 bits, while undecided, how
// many moves remain unrefuted, and once decided, the remoteness. Counter and
// remoteness are never needed at once. At the end the words are packed into
// the Table (16 bits an entry, table_words.hpp).
//
// Every decided position (turn, mouse, cat) is expanded by scanning its
// parents, the positions one move earlier. The parents of a mouse-to-move
// position (0, m, c) are (1, m, y), y in Rules::parents(cat, c): the cat
// moved. The parents of a cat-to-move position (1, m, c) are (0, y, c), y in
// Rules::parents(mouse, m): the mouse moved. So the parents of any position
// share one node with it (its "group": m for turn 0, c for turn 1) and differ
// in the other (its "node" x, replaced by a parent node y).
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
// public one. Peak memory: the 4-byte words plus 8 bitmaps of n^2 bits
// (current and next level, 2 turns, 2 outcomes), 4.5 bytes per position,
// and then the words and the 2-byte table: 6 bytes per position.
namespace {

using Word = std::uint32_t;
using Bits = std::uint64_t;

// The 32-bit working word (see above).
namespace wide {
constexpr Word kOutcomeShift = 30;
constexpr Word kLowMask = (Word{1} << kOutcomeShift) - 1;
constexpr Word outcomeCode(Word w) { return w >> kOutcomeShift; }
constexpr Word make(Word code, Word lowBits) { return (code << kOutcomeShift) | lowBits; }
}  // namespace wide

constexpr Word kMouseWins = static_cast<Word>(Outcome::MouseWins);
constexpr Word kCatWins = static_cast<Word>(Outcome::CatWins);
constexpr Word kNotAPosition = wide::make(word::kNotAPosition, 0);

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

template <class T>
void reserveHuge(std::vector<T>& v, std::size_t count) {
    v.reserve(count);
    detail::adviseHugePages(v.data(), count * sizeof(T));
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
    const auto clear = [](Word w) { return wide::outcomeCode(w) == 0 ? Word{0} : w; };
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

// The finished words as a Table, row by row, escapes in index order.
Table packed(int nodeCount, const std::vector<Word>& words) {
    Table table = detail::TableWords::make(nodeCount);
    const auto n = static_cast<std::size_t>(nodeCount);
    for (std::size_t r = 0; r < 2 * n; ++r) {
        word::Packed* row = detail::TableWords::row(table, r);
        for (std::size_t i = 0; i < n; ++i) {
            const Word w = words[r * n + i];
            const Word code = wide::outcomeCode(w);
            const Word remoteness = w & wide::kLowMask;
            row[i] = detail::TableWords::decided(table, code, remoteness);
            if (detail::TableWords::isEscape(table, remoteness)) detail::TableWords::addEscape(table, r * n + i, remoteness);
        }
    }
    return table;
}

}  // namespace

std::uint64_t levelsPeakBytes(const Graph& graph) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t bitmaps = 8 * (n * ((n + 63) / 64) + (n + 63) / 64) * sizeof(Bits);  // 8 Frontiers
    const std::uint64_t perNode = 4 * n * sizeof(Word) + 4 * n * sizeof(std::size_t);  // move counts, node lists
    const std::uint64_t words = 2 * n * n * sizeof(Word);
    return words + std::max(bitmaps, tableBytes(graph.nodeCount())) + perNode;
}

Expected<Table> solveLevels(const Rules& rules, const SolveControl& control) {
    const auto n = static_cast<std::size_t>(rules.nodeCount());
    const std::size_t nn = n * n;
    const std::size_t total = 2 * nn;
    std::vector<Word> words;
    reserveHuge(words, total);  // filled row by row below, each word written once
    // half[0]: mouse to move, transposed (row c, column m); half[1]: cat to move (row m, column c).
    Word* const half[2] = {words.data(), words.data() + nn};

    // Moves the side to move has from each node (the rules say which), the
    // nodes where a side has none, the holes, and the nodes the cat may not
    // stand on (their entries are not positions).
    std::vector<Word> mouseMoves(n);
    std::vector<Word> catMoves(n);
    std::vector<std::size_t> stuck[2];  // nodes where the mouse / the cat cannot move
    std::vector<std::size_t> holes;
    std::vector<std::size_t> catBarred;
    std::vector<std::size_t> catWins;  // nodes where the cat standing has won
    for (std::size_t x = 0; x < n; ++x) {
        const int node = static_cast<int>(x);
        mouseMoves[x] = static_cast<Word>(rules.moveCount(Player::Mouse, node));
        catMoves[x] = static_cast<Word>(rules.moveCount(Player::Cat, node));
        if (mouseMoves[x] == 0) stuck[0].push_back(x);
        if (catMoves[x] == 0) stuck[1].push_back(x);
        if (rules.isHole(node)) holes.push_back(x);
        if (!rules.mayEnter(Player::Cat, node)) catBarred.push_back(x);
        if (rules.catWinsOn(node)) catWins.push_back(x);
    }

    // frontier[level parity][turn][outcome - 1]
    const std::size_t wordsPerRow = (n + 63) / 64;
    std::vector<Frontier> frontiers;
    frontiers.reserve(8);
    for (int i = 0; i < 8; ++i) frontiers.emplace_back(n, wordsPerRow);
    const auto frontier = [&](std::size_t level, std::size_t turn, Word outcome) -> Frontier& {
        return frontiers[(level & 1) * 4 + turn * 2 + (outcome - 1)];
    };

    // Level 0: the positions rules.terminal() decides. It can only decide
    // those where the mouse is in a hole, the cat is on the mouse, the cat
    // has won on a hole, or the side to move is stuck, so only those are
    // asked (asking all 2 n^2 would cost a pass over the table). A position
    // asked twice is decided once.
    const auto mark = [wordsPerRow](Frontier& f, std::size_t row, std::size_t column) {
        f.bits[row * wordsPerRow + (column >> 6)] |= Bits{1} << (column & 63);
        f.rows[row >> 6] |= Bits{1} << (row & 63);
    };
    const auto decide0 = [&](std::size_t turn, std::size_t mouse, std::size_t cat) {
        const Position p{static_cast<int>(mouse), static_cast<int>(cat), static_cast<Player>(turn)};
        if (!rules.isPosition(p)) return;
        Word& w = turn == 0 ? half[0][cat * n + mouse] : half[1][mouse * n + cat];
        if (w > wide::kLowMask) return;  // decided already
        const auto outcome = rules.terminal(p);
        if (!outcome) return;
        const auto code = static_cast<Word>(*outcome);
        w = wide::make(code, 0);
        if (turn == 0) mark(frontier(0, 0, code), mouse, cat);
        else mark(frontier(0, 1, code), cat, mouse);
    };
    std::vector<bool> barred(n, false);
    for (const std::size_t c : catBarred) barred[c] = true;
    for (std::size_t c = 0; c < n; ++c) {  // mouse to move, row c
        if (barred[c]) words.insert(words.end(), n, kNotAPosition);
        else words.insert(words.end(), mouseMoves.begin(), mouseMoves.end());
    }
    for (std::size_t m = 0; m < n; ++m) {  // cat to move, row m
        words.insert(words.end(), catMoves.begin(), catMoves.end());
        for (const std::size_t c : catBarred) half[1][m * n + c] = kNotAPosition;
    }
    for (std::size_t c = 0; c < n; ++c) {
        for (const std::size_t m : stuck[0]) decide0(0, m, c);
        for (const std::size_t m : holes) decide0(0, m, c);
        decide0(0, c, c);
    }
    for (const std::size_t c : catWins) {
        for (std::size_t m = 0; m < n; ++m) {
            decide0(0, m, c);
            decide0(1, m, c);
        }
    }
    std::vector<bool> hole(n, false);
    for (const std::size_t m : holes) hole[m] = true;
    for (std::size_t m = 0; m < n; ++m) {
        if (hole[m]) {
            for (std::size_t c = 0; c < n; ++c) decide0(1, m, c);
            continue;
        }
        for (const std::size_t c : stuck[1]) decide0(1, m, c);
        decide0(1, m, m);
    }

    std::uint64_t decidedCount = 0;
    for (std::size_t i = 0; i < 4; ++i) decidedCount += frontiers[i].count();
    std::uint64_t reported = 0;
    const std::uint64_t reportEvery = total / 1000 + 1;
    const auto report = [&]() {
        if (decidedCount - reported < reportEvery) return true;
        reported = decidedCount;
        return control.keepGoing(decidedCount, total);
    };

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
                const auto parentNodes = [&rules, mover = static_cast<Player>(parentTurn)](int x) {
                    return rules.parents(mover, x);
                };
                const Word decided = wide::make(outcome, remoteness);
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
                                for (const std::uint32_t y : parentNodes(x)) {
                                    const Word w = parents[y];
                                    if (w > wide::kLowMask) continue;  // decided, or not a position
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
                        if (!report()) return cancelledError();
                    }
                    current.rows[gw] = 0;
                }
            }
        }
        if (decidedCount == before) break;
    }

    transposeAndClear(half[0], n);
    for (Word* w = half[1]; w != half[1] + nn; ++w) {
        if (wide::outcomeCode(*w) == 0) *w = 0;  // drop leftover counters: a draw has no remoteness
    }
    if (!control.keepGoing(total, total)) return cancelledError();
    frontiers = {};  // freed before the table is made
    Table table = packed(rules.nodeCount(), words);
    if (auto error = control.checkEscapes(table)) return *error;
    return table;
}

}  // namespace catmouse
