#pragma once
// A LeetCode 1728 grid's game from what its text gave: the core's
// gameFromImported hands a grid here (game_from_grid.cpp). The light wasm
// module, which reads no grid, links game_from_grid_absent.cpp instead.
#include "catmouse/game_from_text.hpp"
#include "catmouse/import.hpp"

namespace catmouse::detail {

// A grid's game: its board with the jumps given (or the text's), and the
// first mover given (or the text's); the options a grid has no use for,
// given, are refused.
Expected<TextGame> gridGame(Imported imported, const GameRequest& request);

}  // namespace catmouse::detail
