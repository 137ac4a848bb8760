#pragma once

// Information-set Monte Carlo tree search, generic over a game adapter G:
//
//   using State, Choice, ChoiceList;         ChoiceList: size(), operator[], filled by legal()
//   static constexpr int kMaxPlayers;
//   static int decider(const State&);        -1 once the game is over
//   static void legal(const State&, ChoiceList&);
//   static void apply(State&, const Choice&);
//   static void determinize(State&, int viewer, Rng&);  re-deal what `viewer` cannot know
//   static std::uint64_t key(const State&);  equal for positions the search may merge
//   static std::uint32_t choiceKey(const Choice&);
//   static Choice playout(const State&, Rng&);           the fast biased playout policy
//   static void evaluate(const State&, const Outlook&, std::array<double, kMaxPlayers>&);
//                                            rewards: each player's chance to win in [0, 1], as
//                                            the level looks at the game, plus the same stake
//                                            for all in the game's end (Outlook::endStake,
//                                            Outlook::stepStake, gatheredStake)
//   static int turnMarker(const State&);    changes when a turn ends (playouts count turns)
//
// A search that also weighs points (Mcts<G, true>, a review's) asks besides
//   static void evaluatePoints(const State&, const Outlook&, std::array<double, kMaxPlayers>&,
//                              std::array<double, kMaxPlayers>&);
//                                            evaluate's rewards, and each player's lead in points
//                                            over the best of the others, as the game stands or
//                                            looks set to end (ai::leads), at once
//
// Each iteration works on its own copy of the root, determinized from the searching player's
// point of view: the search never reads the real game's chance or hidden cards. Nodes are
// shared between move orders that reach the same position (a transposition table), so the
// many orderings of one turn's actions count as one.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <functional>
#include <thread>
#include <unordered_map>
#include <vector>

#include "ai/flat_index.h"
#include "core/rng.h"

namespace rano::ai {

// How a level looks at a position it evaluates.
struct Outlook {
    double caution = 1; // in [0, 1]: how much of the game's threats the evaluation weighs
    // How many points of lead make a game decided when the evaluation shares out the win; 0:
    // the game's own. A level that sees little is better served by a sharper share.
    double shareTemperature = 0;
    // What every player's reward gains alike as the game nears its own end (0 to 1, as the game
    // measures it): a table's wish to finish. A zero-sum chance of winning alone lets two
    // players each wait for the other to take the step that ends the game. 0: only the chance
    // of winning counts, as a hint or a review shows it.
    double endStake = 0;
    // What every player's reward gains alike for steps towards that end which finish nothing
    // yet (as the game counts them): a level whose playouts are too short to see where such a
    // step leads, and that will not take it for the other player's sake, needs it. 0: none.
    double stepStake = 0;
    // The same, for those steps counted by how gathered they are where the game soonest finishes
    // something (as the game counts them): with few steps to spend, steps spread thin finish
    // nothing, and a level that does not see it spreads them. 0: none.
    double gatheredStake = 0;
    // What the level's quick judgement (judgedChoice) reads of those stakes: how much a step
    // that raises them is worth in the judgement's own units (a game's points). A level whose
    // search is too short to tell its choices apart is led by its judgement, and a judgement
    // blind to the stakes spreads the steps they count. 0: the judgement reads none.
    double judgedStake = 0;
    // Each player's chance of winning alone, adding up to 1 over the players, with nothing a
    // level adds to play well (a review's verdicts and chart): a game whose evaluation mixes
    // in other rewards leaves them out. A game whose evaluation is a chance already ignores it.
    bool chanceOnly = false;
    // How much of the other players' progress (their mean, as the game measures it) a player's
    // reward gives up: a level that reads the table plays against its opponents, not beside
    // them. 0: each player's own progress alone. A game whose evaluation is a chance of
    // winning, zero-sum already, ignores it.
    double rivalry = 0;

    // The same outlook with no stake of any kind: what every rating carries on top of the
    // chance of winning is the rating minus this one's.
    Outlook withoutStakes() const {
        Outlook o = *this;
        o.endStake = o.stepStake = o.gatheredStake = o.judgedStake = 0;
        return o;
    }
};

// How widely UCB tries choices that look worse (the weight of its exploration term).
inline constexpr double kDefaultExploration = 0.6;

struct Limits {
    std::int64_t iterations = 0; // 0: no limit
    double seconds = 0;          // 0: no limit
    int threads = 1;             // independent trees merged at the root
    double exploration = kDefaultExploration;
    int playoutTurns = 8; // playouts stop after this many turns and evaluate
    // Then go on to the end of the searching player's own turn (with a kit that names whose
    // turn it is, G::turnOwner): a position judged right after the others have moved counts
    // their use of what the searcher set up, never the searcher's answer to it.
    bool playoutsEndOnOwnTurn = false;
    Outlook outlook; // how the evaluation looks at a position (G::evaluate)
    // A search that weighs points (Mcts<G, true>): what a point of lead (G::evaluatePoints) adds to
    // a choice's mean reward when the search picks which choice to follow. 0: only the reward.
    double pointsWeight = 0;
};

template <class Choice> struct Alternative {
    Choice choice{};
    double winRate = 0; // mean reward of the deciding player
    std::int64_t visits = 0;
    // Their mean lead in points (G::evaluatePoints), in a search that weighs points.
    double points = 0;
};

template <class Choice> struct Progress {
    std::int64_t iterations = 0;
    Choice best{};
    double bestWinRate = 0;
};

template <class Choice> struct SearchResult {
    std::vector<Alternative<Choice>> ranked; // most visited first
    std::vector<double> value;               // each player's mean reward over the search
    std::vector<double> points; // each player's mean lead in points, when the search weighs them
    std::int64_t iterations = 0;
    double seconds = 0;
    bool aborted = false;
};

// kPoints: the search also keeps each player's lead in points (G::evaluatePoints) and weighs it as
// Limits::pointsWeight says (a review's); a level's search keeps none and pays nothing for it.
template <class G, bool kPoints = false> class Mcts {
public:
    using State = typename G::State;
    using Choice = typename G::Choice;
    using ProgressFn = std::function<void(const Progress<Choice>&)>;

    // Searches from `root` for the player who decides there. Cancellable through `abort` at any
    // moment; `progress` is called about every 256 iterations (from the searching thread).
    static SearchResult<Choice> search(const State& root, const Limits& limits, std::uint64_t seed,
                                       const std::atomic<bool>* abort = nullptr,
                                       const ProgressFn& progress = {}) {
        const auto t0 = std::chrono::steady_clock::now();
        const int threads = std::max(1, limits.threads);
        std::vector<Tree> trees(std::size_t(threads), Tree{root});
        if (threads == 1) {
            trees[0].run(limits, seed, abort, progress, t0);
        } else {
            std::vector<std::thread> pool;
            for (int i = 0; i < threads; ++i)
                pool.emplace_back([&, i] {
                    trees[std::size_t(i)].run(limits,
                                              seed + 0x9e3779b97f4a7c15ULL * std::uint64_t(i),
                                              abort, i == 0 ? progress : ProgressFn{}, t0);
                });
            for (auto& t : pool)
                t.join();
        }
        SearchResult<Choice> result;
        std::unordered_map<std::uint32_t, std::size_t> index;
        for (Tree& tree : trees) {
            result.iterations += tree.iterations;
            result.aborted = result.aborted || tree.aborted;
            for (const auto& alt : tree.rootAlternatives()) {
                const auto [it, added] =
                    index.emplace(G::choiceKey(alt.choice), result.ranked.size());
                if (added) {
                    result.ranked.push_back(alt);
                    result.ranked.back().winRate *= double(alt.visits);
                    result.ranked.back().points *= double(alt.visits);
                } else {
                    auto& r = result.ranked[it->second];
                    r.visits += alt.visits;
                    r.winRate += alt.winRate * double(alt.visits);
                    r.points += alt.points * double(alt.visits);
                }
            }
        }
        for (auto& r : result.ranked) {
            r.winRate = r.visits ? r.winRate / double(r.visits) : 0;
            r.points = r.visits ? r.points / double(r.visits) : 0;
        }
        std::int64_t rootVisits = 0;
        result.value.assign(kPlayers, 0.0);
        if constexpr (kPoints) result.points.assign(kPlayers, 0.0);
        for (const Tree& tree : trees)
            if (!tree.nodes.empty()) {
                rootVisits += tree.nodes[0].visits;
                for (std::size_t p = 0; p < kPlayers; ++p) {
                    result.value[p] += tree.nodes[0].reward[p];
                    if constexpr (kPoints) result.points[p] += tree.nodes[0].reward[kPlayers + p];
                }
            }
        for (double& v : result.value)
            v = rootVisits ? v / double(rootVisits) : 0;
        for (double& v : result.points)
            v = rootVisits ? v / double(rootVisits) : 0;
        std::stable_sort(result.ranked.begin(), result.ranked.end(),
                         [](const auto& a, const auto& b) { return a.visits > b.visits; });
        result.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return result;
    }

private:
    static constexpr std::size_t kPlayers = std::size_t(G::kMaxPlayers);
    // What a node sums: each player's reward, then (kPoints) each player's lead in points.
    static constexpr std::size_t kSlots = kPoints ? 2 * kPlayers : kPlayers;

    static constexpr bool kNamesTurnOwner = requires(const State& s) {
        { G::turnOwner(s) } -> std::convertible_to<int>;
    };

    static int turnOwner(const State& s) {
        if constexpr (kNamesTurnOwner)
            return G::turnOwner(s);
        else
            return -1;
    }

    // A round more at most: a player who never has a turn again must not hold the playout.
    static bool horizonReached(const Limits& limits, int turns, int ended, int viewer) {
        if (turns < limits.playoutTurns) return false;
        if (!limits.playoutsEndOnOwnTurn || !kNamesTurnOwner) return true;
        return ended == viewer || turns >= limits.playoutTurns + G::kMaxPlayers;
    }

    // A tree in flat arrays, let go as a few blocks: each node's edges are a list through
    // Edge::next, in the order they were added.
    struct Node {
        std::int64_t visits = 0;
        std::array<double, kSlots> reward{};
        int firstEdge = -1, lastEdge = -1;
    };
    struct Edge {
        Choice choice{};
        int child = -1;
        int next = -1;              // the node's next edge
        std::int64_t available = 0; // iterations in which the choice was legal here
    };

    struct Tree {
        explicit Tree(const State& r) : root(r) {}

        State root;
        std::vector<Node> nodes;
        FlatIndex byKey;     // position -> node
        FlatIndex edgeIndex; // (node, choice) -> edge
        std::vector<Edge> edges;
        std::int64_t iterations = 0;
        bool aborted = false;

        int nodeFor(const State& s) {
            const auto [index, added] = byKey.emplace(G::key(s), std::int32_t(nodes.size()));
            if (added) nodes.emplace_back();
            return index;
        }

        int edgeFor(int node, const Choice& c) {
            const std::uint64_t k = (std::uint64_t(std::uint32_t(node)) << 32) | G::choiceKey(c);
            const auto [index, added] = edgeIndex.emplace(k, std::int32_t(edges.size()));
            if (added) {
                edges.push_back({c, -1, -1, 0});
                Node& n = nodes[std::size_t(node)];
                (n.lastEdge < 0 ? n.firstEdge : edges[std::size_t(n.lastEdge)].next) = index;
                n.lastEdge = index;
            }
            return index;
        }

        std::vector<Alternative<Choice>> rootAlternatives() const {
            std::vector<Alternative<Choice>> out;
            if (nodes.empty()) return out;
            const int me = G::decider(root);
            for (int e = nodes[0].firstEdge; e >= 0; e = edges[std::size_t(e)].next) {
                const Edge& edge = edges[std::size_t(e)];
                if (edge.child < 0) continue;
                const Node& n = nodes[std::size_t(edge.child)];
                Alternative<Choice> alt{edge.choice,
                                        n.visits ? n.reward[std::size_t(me)] / double(n.visits) : 0,
                                        n.visits};
                if constexpr (kPoints)
                    alt.points =
                        n.visits ? n.reward[kPlayers + std::size_t(me)] / double(n.visits) : 0;
                out.push_back(alt);
            }
            return out;
        }

        void run(const Limits& limits, std::uint64_t seed, const std::atomic<bool>* abort,
                 const ProgressFn& progress, std::chrono::steady_clock::time_point t0) {
            Rng rng(seed);
            nodeFor(root);
            const int viewer = G::decider(root);
            typename G::ChoiceList legal;
            std::vector<int> path;
            for (;;) {
                if (limits.iterations && iterations >= limits.iterations) break;
                if (abort && abort->load(std::memory_order_relaxed)) {
                    aborted = true;
                    break;
                }
                if ((iterations & 63) == 0 && limits.seconds > 0 &&
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() >=
                        limits.seconds &&
                    iterations > 0)
                    break;
                iterate(limits, rng, viewer, legal, path);
                ++iterations;
                if (progress && (iterations & 255) == 0) {
                    const auto alts = rootAlternatives();
                    const auto best = std::max_element(
                        alts.begin(), alts.end(),
                        [](const auto& a, const auto& b) { return a.visits < b.visits; });
                    if (best != alts.end()) progress({iterations, best->choice, best->winRate});
                }
            }
        }

        void iterate(const Limits& limits, Rng& rng, int viewer, typename G::ChoiceList& legal,
                     std::vector<int>& path) {
            State s = root;
            G::determinize(s, viewer, rng);
            path.clear();
            int node = 0;
            path.push_back(node);
            // Selection and expansion.
            for (int depth = 0; depth < 64; ++depth) {
                const int who = G::decider(s);
                if (who < 0) break;
                G::legal(s, legal);
                int unexpanded = 0;
                for (std::size_t i = 0; i < legal.size(); ++i) {
                    Edge& edge = edges[std::size_t(edgeFor(node, legal[i]))];
                    ++edge.available;
                    unexpanded += edge.child < 0;
                }
                if (unexpanded) {
                    // Expand one untried choice, picked at random.
                    int pick = int(rng.below(std::uint32_t(unexpanded)));
                    int chosen = -1;
                    for (std::size_t i = 0; i < legal.size() && chosen < 0; ++i) {
                        const int e = edgeFor(node, legal[i]);
                        if (edges[std::size_t(e)].child < 0 && pick-- == 0) chosen = e;
                    }
                    G::apply(s, edges[std::size_t(chosen)].choice);
                    const int child = nodeFor(s);
                    edges[std::size_t(chosen)].child = child;
                    path.push_back(child);
                    break;
                }
                // Every legal choice tried: UCB over those available in this determinization.
                int chosen = -1;
                double bestScore = -1e300;
                for (std::size_t i = 0; i < legal.size(); ++i) {
                    const int e = edgeFor(node, legal[i]);
                    const Edge& edge = edges[std::size_t(e)];
                    const Node& child = nodes[std::size_t(edge.child)];
                    double mean =
                        child.visits ? child.reward[std::size_t(who)] / double(child.visits) : 0.5;
                    if constexpr (kPoints)
                        if (child.visits)
                            mean += limits.pointsWeight *
                                    child.reward[kPlayers + std::size_t(who)] /
                                    double(child.visits);
                    const double score =
                        mean + limits.exploration * std::sqrt(std::log(double(edge.available)) /
                                                              double(child.visits + 1));
                    if (score > bestScore) {
                        bestScore = score;
                        chosen = e;
                    }
                }
                G::apply(s, edges[std::size_t(chosen)].choice);
                node = edges[std::size_t(chosen)].child;
                path.push_back(node);
            }
            // Playout, cut after a number of turns, then evaluation.
            int turns = 0;
            auto turn = G::turnMarker(s);
            int ended = -1; // whose turn ended last
            while (G::decider(s) >= 0 && !horizonReached(limits, turns, ended, viewer)) {
                const int owner = turnOwner(s);
                G::apply(s, G::playout(s, rng));
                const auto now = G::turnMarker(s);
                if (now != turn) {
                    ++turns;
                    ended = owner;
                }
                turn = now;
            }
            std::array<double, G::kMaxPlayers> reward{};
            std::array<double, G::kMaxPlayers> lead{};
            if constexpr (kPoints)
                G::evaluatePoints(s, limits.outlook, reward, lead);
            else
                G::evaluate(s, limits.outlook, reward);
            for (int n : path) {
                Node& x = nodes[std::size_t(n)];
                ++x.visits;
                for (std::size_t p = 0; p < kPlayers; ++p) {
                    x.reward[p] += reward[p];
                    if constexpr (kPoints) x.reward[kPlayers + p] += lead[p];
                }
            }
        }
    };
};

} // namespace rano::ai
