#pragma once
// Everything needed to solve games and query them, in one include.
#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solution.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/table.hpp"
