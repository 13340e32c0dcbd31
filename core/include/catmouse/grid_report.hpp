#pragma once
// What the command lines print for a solved grid game (LeetCode 1728): the
// exact value and, beside it, the turn limit's answer, the optimal line, and
// where the two answers differ. Cells are named by (row, column) from 0.
#include <string>

#include "catmouse/grid.hpp"
#include "catmouse/solution.hpp"

namespace catmouse {

// How many differing positions the reports show (their count is always whole).
constexpr std::size_t kGridReportExamples = 5;

// For people: the board, the two answers, the line, the differences.
std::string gridReportText(const GridGame& game, const Solution& solution, int turnLimit);

// One JSON object:
// {"format":"grid","rows":3,"columns":5,"catJump":1,"mouseJump":2,
//  "exact":{"outcome":1,"winner":"mouse","plies":5},
//  "turnLimit":{"turns":1000,"outcome":1,"winner":"mouse","mouseWins":true},
//  "line":[{"mouse":[2,0],"cat":[1,1],"turn":"mouse"},...],
//  "differences":{"count":0,"draws":0,"slowMouseWins":0,"longestMouseWin":5,"examples":[
//    {"mouse":[0,1],"cat":[1,1],"turn":"cat","exact":{...},"turnLimit":{"outcome":2,"winner":"cat"}}]}}
std::string gridReportJson(const GridGame& game, const Solution& solution, int turnLimit);

}  // namespace catmouse
