#include "catmouse/game.hpp"

#include "catmouse/rule_options.hpp"

namespace catmouse {

const char* toString(Player p) { return p == Player::Mouse ? "mouse" : "cat"; }

const char* winnerName(Outcome o) {
    switch (o) {
        case Outcome::MouseWins: return "mouse";
        case Outcome::CatWins: return "cat";
        case Outcome::Draw: break;
    }
    return "draw";
}

const char* catOnHoleName(CatOnHole rule) {
    switch (rule) {
        case CatOnHole::Guards: return "guards";
        case CatOnHole::Wins: return "wins";
        case CatOnHole::Barred: break;
    }
    return "barred";
}

std::optional<CatOnHole> catOnHoleNamed(const std::string& name) {
    for (const CatOnHole rule : {CatOnHole::Barred, CatOnHole::Guards, CatOnHole::Wins}) {
        if (name == catOnHoleName(rule)) return rule;
    }
    return std::nullopt;
}

bool Variant::sameRules(const Variant& other) const {
    if (catOnHole != other.catOnHole) return false;
    for (const RuleOption& option : ruleOptions()) {
        if (option.flagField && this->*option.flagField != other.*option.flagField) return false;
        if (option.fromVariant && !sameValue(option.fromVariant(*this), option.fromVariant(other))) return false;
    }
    return true;
}

bool Variant::isDefault() const { return holes.empty() && sameRules(Variant()); }

}  // namespace catmouse
