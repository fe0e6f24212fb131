// catanlab.play_campaign: one Legend of the Conquerors campaign between
// agents (built-in or Python), played as `catanlab arena --campaign` plays each
// (selfplay/campaign.h), its result as a dict.
#include <numeric>
#include <pybind11/stl.h>

#include "bindings.h"
#include "ints.h"
#include "py_agent.h"
#include "selfplay/campaign.h"

namespace py = pybind11;

namespace catanlab {

void bind_campaign(py::module_& m) {
  m.def(
      "play_campaign",
      [](const std::string& campaign, const py::list& agents, Int<uint64_t> seed, const IntOptions& options,
         double timeout) {
        if (agents.empty()) throw py::value_error("play_campaign: give one agent per seat");
        const Campaign c = load_campaign(campaign, int(agents.size()), options_of(options));
        std::vector<std::shared_ptr<const Game>> games;  // a Python agent's views hold the chapter's Game
        for (const CampaignChapter& ch : c.chapters) games.insert(games.end(), {ch.game, ch.repeat});
        std::vector<std::unique_ptr<Agent>> owned;
        std::vector<Agent*> seats;
        for (const py::handle a : agents) seats.push_back(owned.emplace_back(agent_of(a, games, timeout)).get());
        std::vector<int> entry_at(agents.size());
        std::iota(entry_at.begin(), entry_at.end(), 0);
        CampaignResult r;
        {
          py::gil_scoped_release nogil;
          r = play_campaign(c, seed, seated_player(seats, entry_at));
        }
        return py::module_::import("json").attr("loads")(campaign_result_json(r).dump());
      },
      py::arg("campaign"), py::arg("agents"), py::arg("seed") = 0, py::arg("options") = IntOptions{},
      py::arg("timeout") = 0.0,
      "Plays one campaign (a shipped one by name, such as \"conquerors\", or a file) between agents, one per\n"
      "seat (as play_game takes them): every chapter in order, a lost one again (with mercy if the file grants\n"
      "it). Returns plays (per chapter game: rules, chapter, attempt, mercy, seed, victory, vp, hero,\n"
      "legend_points), legend_points, from_defeats, chapters_won, complete and winners (seats).");
}

}  // namespace catanlab
