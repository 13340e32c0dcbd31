#include "targets.hpp"

namespace fuzz {

const std::vector<Target>& targets() {
    static const std::vector<Target> all{
        {"parse", parseTarget},
        {"rules", rulesTarget},
        {"solve", solveTarget},
        {"table_file", tableFileTarget},
        {"variants", variantsTarget},
    };
    return all;
}

}  // namespace fuzz
