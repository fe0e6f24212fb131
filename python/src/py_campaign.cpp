// catanlab.play_campaign: one Legend of the Conquerors campaign between
// built-in agents, played as `catanlab arena --campaign` plays each
// (selfplay/campaign.h), its result as a dict.
#include <numeric>
#include <pybind11/stl.h>

#include "agents/agent_registry.h"
#include "bindings.h"
#include "ints.h"
#include "selfplay/campaign.h"

namespace py = pybind11;

namespace catanlab {

void bind_campaign(py::module_& m) {
  m.def(
      "play_campaign",
      [](const std::string& campaign, const std::vector<std::string>& agents, Int<uint64_t> seed,
         const IntOptions& options) {
        if (agents.empty()) throw py::value_error("play_campaign: give one agent per seat");
        const Campaign c = load_campaign(campaign, int(agents.size()), options_of(options));
        std::vector<std::unique_ptr<Agent>> owned;
        std::vector<Agent*> seats;
        for (const auto& spec : agents) seats.push_back(owned.emplace_back(make_agent(spec)).get());
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
      "Plays one campaign (a shipped one by name, such as \"conquerors\", or a file) between built-in agents, one\n"
      "per seat: every chapter in order, a lost one again (with mercy if the file grants it). Returns plays (per\n"
      "chapter game: rules, chapter, attempt, mercy, seed, victory, vp, hero, legend_points), legend_points,\n"
      "from_defeats, chapters_won, complete and winners (seats).");
}

}  // namespace catanlab
