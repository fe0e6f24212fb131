// The play server's page: the new-game form at /, a game at /game/ID[?seat=N][&delay=MS].
"use strict";
const $ = (s) => document.querySelector(s);
const params = new URLSearchParams(location.search);

async function api(method, path, body) {
  const r = await fetch(path, {method, headers: {"Content-Type": "application/json"},
                               body: body === undefined ? undefined : JSON.stringify(body)});
  const j = await r.json().catch(() => ({error: `HTTP ${r.status}`}));
  if (!r.ok) throw Object.assign(new Error(j.error || `HTTP ${r.status}`), {status: r.status});
  return j;
}

function showError(e) {
  $("#error").textContent = e ? String(e.message || e) : "";
  $("#error").hidden = !e;
}

// ---- the new-game page ------------------------------------------------------

async function newGamePage() {
  $("#new-game").hidden = false;
  const meta = await api("GET", "/api/meta");
  for (const r of meta.rule_sets) $("#rules").add(new Option(r.name, r.name));
  const seatChoices = [[meta.human, "human"], ...meta.bots.map((b) => [b.spec, b.name]), ["", "other agent spec…"]];
  const seatRows = () => {
    const n = Number($("#players").value), old = [...document.querySelectorAll(".seat-spec")].map((s) => s.value);
    $("#seats").innerHTML = "";
    for (let p = 0; p < n; ++p) {
      const label = document.createElement("label"), pick = document.createElement("select");
      const other = Object.assign(document.createElement("input"), {className: "seat-other", hidden: true, size: 30});
      label.append(`Seat ${p} `, pick, " ", other);
      pick.className = "seat-spec";
      for (const [spec, name] of seatChoices) pick.add(new Option(name, spec));
      pick.value = old[p] ?? (p === 0 ? meta.human : "heuristic");
      pick.onchange = () => { other.hidden = pick.value !== ""; };
      $("#seats").append(label);
    }
  };
  const playerRows = () => {
    const r = meta.rule_sets.find((x) => x.name === $("#rules").value);
    $("#players").innerHTML = "";
    for (let n = r.min_players; n <= r.max_players; ++n) $("#players").add(new Option(n, n));
    $("#players").value = r.default_players;
    seatRows();
  };
  $("#rules").onchange = playerRows;
  $("#players").onchange = seatRows;
  playerRows();
  $("#new-form").onsubmit = async (ev) => {
    ev.preventDefault();
    try {
      const seats = [...document.querySelectorAll("#seats label")].map(
        (l) => l.querySelector(".seat-spec").value || l.querySelector(".seat-other").value.trim());
      const options = {};
      for (const kv of $("#options").value.split(",").map((s) => s.trim()).filter(Boolean)) {
        const [k, v] = kv.split("=").map((s) => s.trim());
        if (!k || v === undefined || !/^-?\d+$/.test(v)) throw new Error(`option '${kv}': write key=integer`);
        options[k] = Number(v);
      }
      if (Number($("#turn-cap").value) > 0) options.turn_cap = Number($("#turn-cap").value);
      const {id} = await api("POST", "/api/games", {rules: $("#rules").value, players: Number($("#players").value),
                                                    seats, seed: Number($("#seed").value), options});
      const humans = seats.map((s, p) => (s === meta.human ? p : -1)).filter((p) => p >= 0);
      location.href = `/game/${id}` + (humans.length === 1 ? `?seat=${humans[0]}` : "");
    } catch (e) { showError(e); }
  };
  for (const g of await api("GET", "/api/games")) {
    const li = document.createElement("li"), a = document.createElement("a");
    a.href = `/game/${g.id}` + (g.humans.length === 1 ? `?seat=${g.humans[0]}` : "");
    a.textContent = g.id;
    li.append(a, ` ${g.rules}, ${g.seats.join(" / ")}: ` + (g.over ? g.result : `turn ${g.turn}, step ${g.move}`));
    $("#games").append(li);
  }
}

// ---- a game -----------------------------------------------------------------

const gameId = location.pathname.split("/")[2];
const fixedSeat = params.has("seat") ? Number(params.get("seat")) : null;
const botDelay = params.has("delay") ? Number(params.get("delay")) : 600;  // ms a bot's move stays in view
let viewer = fixedSeat, view = null, busy = false, logShown = 0;

const label = (seat) => (seat < 0 ? "chance" : `p${seat}`);

async function refresh() {
  if (viewer === null) {  // every human seat at one screen: start with the first
    const game = (await api("GET", "/api/games")).find((g) => g.id === gameId);
    if (!game) throw new Error(`no game '${gameId}'`);
    viewer = game.humans.length ? game.humans[0] : undefined;
    if (viewer === undefined) viewer = -1;
  }
  const seatQuery = viewer >= 0 ? `?seat=${viewer}` : "";
  view = await api("GET", `/api/games/${gameId}/view${seatQuery}`);
  draw();
  const mover = view.to_move;
  if (view.to_move_kind === "bot") {
    setTimeout(() => act(() => api("POST", `/api/games/${gameId}/advance`, {move: view.move})), botDelay);
  } else if (view.to_move_kind === "human" && mover !== viewer) {
    if (fixedSeat === null) handOver(mover);
    else setTimeout(() => act(async () => {}), 1000);  // another screen's seat: wait for it
  }
}

// Runs one request, then refreshes; a stale or refused move shows its reason and the fresh position.
async function act(request) {
  if (busy) return;
  busy = true;
  try {
    await request();
    showError(null);
  } catch (e) {
    showError(e);
  } finally {
    busy = false;
  }
  try { await refresh(); } catch (e) { showError(e); }
}

function handOver(seat) {
  $("#board").innerHTML = "";
  $("#actions").innerHTML = "";
  $("#handover-text").textContent = `Seat ${seat}'s move: pass the screen to seat ${seat}.`;
  $("#handover").hidden = false;
  $("#handover-ready").onclick = () => {
    $("#handover").hidden = true;
    viewer = seat;
    act(async () => {});
  };
}

function play(name) {
  $("#spot-menu").hidden = true;
  act(() => api("POST", `/api/games/${gameId}/move`, {seat: viewer, move: view.move, action: name}));
}

function draw() {
  const v = view, you = v.seat === null ? "" : ` — you are seat ${v.seat}`;
  document.title = `catanlab: ${v.rules} ${v.id}`;
  $("#title").textContent = `${v.id}: ${v.rules}, ${v.players} players${you}`;
  $("#board").innerHTML = v.svg.replace(/^<\?xml[^>]*>\s*/, "");
  let status;
  if (v.over) status = `Game over: ${v.result}. Saved as ${v.replay} (catanlab render opens it).`;
  else if (v.to_move === v.seat) status = `Your move (turn ${v.turn}, ${v.phase}).`;
  else status = `Seat ${v.to_move} (${v.seats[v.to_move]}) is to move (turn ${v.turn}, ${v.phase})…`;
  $("#status").textContent = status;
  drawCards(v.legal);
  drawActions(v.legal);
  drawSpots(v.legal);
  const log = $("#log");
  if (logShown > v.log.length) { log.innerHTML = ""; logShown = 0; }
  for (const step of v.log.slice(logShown)) {
    const li = document.createElement("li");
    li.className = `seat-${step.seat}`;
    li.textContent = `${label(step.seat)}: ${step.name}`;
    log.append(li);
  }
  logShown = v.log.length;
  log.scrollTop = log.scrollHeight;
}

// Every legal action by name, grouped by its first word (its kind).
function drawActions(legal) {
  const box = $("#actions");
  box.innerHTML = "";
  const groups = new Map();
  for (const a of legal) {
    const kind = a.name.split(" ")[0];
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(a);
  }
  for (const [kind, actions] of groups) {
    const d = document.createElement("details");
    d.open = groups.size <= 4 || actions.length <= 8;
    d.innerHTML = `<summary>${kind} (${actions.length})</summary>`;
    for (const a of actions) {
      const b = document.createElement("button");
      b.textContent = a.name;
      b.onclick = () => play(a.name);
      d.append(b);
    }
    box.append(d);
  }
}

// Counts "N word" in the picture's panel: of the whole panel (what counts as a card or resource), and of
// this seat's own block (its hand), the first count of each word.
function panelCounts() {
  const count = (texts) => {
    const out = new Map();
    for (const m of texts.join(" ").matchAll(/(\d+) ([a-z][a-z_]*)/g)) if (!out.has(m[2])) out.set(m[2], Number(m[1]));
    return out;
  };
  const texts = [...document.querySelectorAll("#board svg #panel text")];
  const mine = [];
  let inside = false;
  for (const t of texts) {
    if (t.classList.contains("seat")) inside = view.seat !== null && t.textContent.split(" ")[0] === `p${view.seat}`;
    else if (inside) mine.push(t.textContent);
  }
  return {known: count(texts.map((t) => t.textContent)), hand: count(mine)};
}

// The cards box: each legal action whose one or two words after its kind are cards or resources (words
// the panel counts: discard, take, trade_bank, offer_give, play…) as a button, with the hand's count.
// A row per kind; a two-word kind (a trade: give, get) shows a table of give by get.
function drawCards(legal) {
  const box = $("#cards");
  box.innerHTML = "";
  const {known, hand} = panelCounts();
  const kinds = new Map();
  for (const a of legal) {
    const [kind, ...words] = a.name.split(" ");
    if (a.spot || words.length < 1 || words.length > 2 || !words.some((w) => known.has(w))) continue;
    if (!words.every((w) => /^[a-z][a-z_]*$/.test(w))) continue;  // seats, units, numbers: the list has them
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind).push({name: a.name, words});
  }
  const card = (w) => (hand.has(w) ? `${w} ×${hand.get(w)}` : w);
  const button = (text, name) => {
    const b = Object.assign(document.createElement("button"), {textContent: text, title: name});
    b.dataset.action = name;
    b.onclick = () => play(name);
    return b;
  };
  for (const [kind, actions] of kinds) {
    const row = document.createElement("div");
    row.className = "card-kind";
    row.append(Object.assign(document.createElement("span"), {className: "card-label", textContent: kind}));
    for (const a of actions) if (a.words.length === 1) row.append(button(card(a.words[0]), a.name));
    const pairs = actions.filter((a) => a.words.length === 2);
    if (pairs.length) {
      const gives = [...new Set(pairs.map((a) => a.words[0]))], gets = [...new Set(pairs.map((a) => a.words[1]))];
      const table = document.createElement("table");
      row.classList.add("card-table");
      table.innerHTML = `<tr><th>give \\ get</th>${gets.map((g) => `<th>${g}</th>`).join("")}</tr>`;
      for (const give of gives) {
        const tr = table.insertRow();
        tr.insertCell().textContent = card(give);
        for (const get of gets) {
          const a = pairs.find((x) => x.words[0] === give && x.words[1] === get);
          const td = tr.insertCell();
          if (a) td.append(button("⇄", a.name));
        }
      }
      row.append(table);
    }
    box.append(row);
  }
  box.hidden = kinds.size === 0;
}

// A clickable mark on every corner, edge or hex that a legal action names; several actions there open a menu.
function drawSpots(legal) {
  const svg = $("#board svg");
  if (!svg) return;
  const at = new Map();
  for (const a of legal) {
    if (!a.spot) continue;
    if (!at.has(a.spot)) at.set(a.spot, {xy: a.at, actions: []});
    at.get(a.spot).actions.push(a.name);
  }
  const layer = document.createElementNS("http://www.w3.org/2000/svg", "g");
  layer.id = "spots";
  for (const [spot, {xy, actions}] of at) {
    const c = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    c.setAttribute("cx", xy[0]);
    c.setAttribute("cy", xy[1]);
    c.setAttribute("r", spot[0] === "h" ? 14 : 8);
    c.setAttribute("class", "spot");
    c.dataset.spot = spot;
    c.innerHTML = `<title>${actions.join("\n")}</title>`;
    c.onclick = (ev) => (actions.length === 1 ? play(actions[0]) : spotMenu(actions, ev));
    layer.append(c);
  }
  svg.append(layer);
}

function spotMenu(actions, ev) {
  const menu = $("#spot-menu");
  menu.innerHTML = "";
  for (const name of actions) {
    const b = document.createElement("button");
    b.textContent = name;
    b.onclick = () => play(name);
    menu.append(b);
  }
  const cancel = Object.assign(document.createElement("button"), {textContent: "cancel"});
  cancel.onclick = () => { menu.hidden = true; };
  menu.append(cancel);
  Object.assign(menu.style, {left: `${ev.clientX}px`, top: `${ev.clientY}px`});
  menu.hidden = false;
}

if (location.pathname.startsWith("/game/")) {
  $("#play").hidden = false;
  refresh().catch(showError);
} else {
  newGamePage().catch(showError);
}
