#pragma once
// The JSON summary of a game that the CLIs print (native and npm alike).
#include <string>

#include "catmouse/solver.hpp"

namespace catmouse {

// {"outcome":2,"winner":"cat","plies":22,"line":[{"mouse":1,"cat":2,"turn":"mouse"},...]}
// The start must be a valid position (see checkRules).
std::string reportJson(const Solution& solution, const Position& start);

}  // namespace catmouse
