#include "targets.hpp"

namespace fuzz {

const std::vector<Target>& targets() {
    static const std::vector<Target> all{
        {"game_file", gameFileTarget},
        {"parse", parseTarget},
        {"rules", rulesTarget},
        {"solve", solveTarget},
        {"table_file", tableFileTarget},
        {"variants", variantsTarget},
    };
    return all;
}

}  // namespace fuzz
