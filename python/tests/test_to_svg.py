"""Game.to_svg: well-formed SVG with every piece, hands as the viewer sees them."""
import xml.etree.ElementTree as ET

import pytest

import catanlab

SVG = "{http://www.w3.org/2000/svg}"


def after_setup(players, seed):
    g = catanlab.Game("base", players=players, seed=seed)
    while g.phase.startswith("setup"):
        g.apply(g.legal_actions()[0])
    return g


def panel_lines(svg):
    return [t.text for t in ET.fromstring(svg).find(f".//{SVG}g[@id='panel']").iter(f"{SVG}text")]


def test_svg_is_well_formed_and_has_every_piece_placed_in_set_up():
    g = after_setup(3, seed=4)
    counts = {}
    for use in ET.fromstring(g.to_svg()).find(f".//{SVG}g[@id='pieces']"):
        key = (use.get("href"), use.get("class"))
        counts[key] = counts.get(key, 0) + 1
    assert counts == {**{(f"#{piece}", f"p{seat}"): 2 for seat in range(3) for piece in ("settlement", "road")},
                      ("#robber", None): 1}


def test_a_viewer_sees_its_own_hand_and_only_totals_of_others():
    g = after_setup(4, seed=2)
    hands = [line for line in panel_lines(g.to_svg()) if line.startswith("hand ")]
    seen_by_0 = [line for line in panel_lines(g.to_svg(viewer=0)) if line.startswith("hand ")]
    assert len(hands) == len(seen_by_0) == 4
    assert seen_by_0[0] == hands[0] and "cards, known" not in hands[0]
    assert all("cards, known" in line for line in seen_by_0[1:])
    with pytest.raises(ValueError):
        g.to_svg(viewer=9)


def test_a_chapter_3_start_shows_its_forts_tokens_markers_and_tracks():
    g = catanlab.Game("conquerors_ch3", players=4, seed=1)
    root = ET.fromstring(g.to_svg())
    drawn = [use.get("href") for use in root.iter(f"{SVG}use") if use.get("class") != "key"]  # the key's aside
    assert sum(href.startswith("#fort") for href in drawn) == 16  # the 4-player board's forts, standing
    assert drawn.count("#roadblock") == 4 and drawn.count("#dividing_line") == 6 and drawn.count("#ship") == 1
    assert any(href.startswith("#wine") for href in drawn) and any(href.startswith("#amber") for href in drawn)
    assert sum(t.text.startswith("space ") for t in root.iter(f"{SVG}title")) == 27  # the event track's spaces
