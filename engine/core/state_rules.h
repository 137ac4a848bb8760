#pragma once

// What every game's State answers alike from its own rules (its phase and decider,
// legalChoices, reasonIllegal, applyLegal): whether the game is over, who decides, whether a
// choice is legal, and the checked apply. A State derives from it; it holds no data, so the
// State stays trivially copyable.

#include <algorithm>
#include <string>

namespace rano {

template <class State, class Choice, class ChoiceList, auto OverPhase> struct StateRules {
    bool over() const { return self().phase == OverPhase; }
    int whoDecides() const { return over() ? -1 : self().decider; }
    bool isLegal(const Choice& c) const {
        ChoiceList legal;
        self().legalChoices(legal);
        return std::find(legal.begin(), legal.end(), c) != legal.end();
    }
    // Applies a choice (with the events it reports, for a game whose choices report some);
    // returns an empty string, or why it is refused (then nothing changed).
    template <class... Events> std::string apply(const Choice& c, Events*... events) {
        std::string why = self().reasonIllegal(c);
        if (why.empty()) self().applyLegal(c, events...);
        return why;
    }

private:
    const State& self() const { return static_cast<const State&>(*this); }
    State& self() { return static_cast<State&>(*this); }
};

} // namespace rano
