// The approver's page: lists requests from GET /api/requests (session
// cookie), shows one in detail and posts decisions. Everything shown comes
// from submitters, so it is inserted as text, never as HTML.
"use strict";

const POLL_MS = 1500;
const state = { tab: "pending", records: [], selected: null, shownVersion: "", listKey: "" };

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    e.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return e;
}

function selectedFromPath() {
  const m = location.pathname.match(/^\/ui\/requests\/([^/]+)$/);
  return m ? decodeURIComponent(m[1]) : null;
}

async function poll() {
  const conn = document.getElementById("conn");
  try {
    const r = await fetch("/api/requests", { credentials: "same-origin", cache: "no-store" });
    if (r.status === 401) { conn.textContent = "signed out: open the approver link again"; conn.classList.add("down"); return; }
    if (!r.ok) throw new Error("HTTP " + r.status);
    state.records = await r.json();
    conn.textContent = "live";
    conn.classList.remove("down");
    render();
  } catch (e) {
    conn.textContent = "service unreachable, retrying";
    conn.classList.add("down");
  }
}

function recordVersion(rec) { return JSON.stringify(rec); }

function render() {
  const pending = state.records.filter(r => r.status === "pending");
  const decided = state.records.filter(r => r.status !== "pending").reverse();
  document.getElementById("count-pending").textContent = String(pending.length);
  document.getElementById("count-decided").textContent = String(decided.length);
  const shown = state.tab === "pending" ? pending : decided;
  const key = state.tab + "|" + state.selected + "|" + shown.map(r => r.request_id + ":" + r.status).join(",");
  if (key !== state.listKey) {
    state.listKey = key;
    const list = document.getElementById("list");
    list.replaceChildren(...shown.map(card));
    if (shown.length === 0) list.append(el("p", { class: "empty", text: state.tab === "pending" ? "No request is waiting." : "Nothing decided yet." }));
  }
  const rec = state.records.find(r => r.request_id === state.selected);
  if (!rec) {
    if (state.shownVersion !== "") {
      state.shownVersion = "";
      document.getElementById("detail").replaceChildren(el("p", { class: "empty", text: "Select a request to review it. The list updates by itself." }));
    }
    return;
  }
  const v = recordVersion(rec);
  if (v !== state.shownVersion) {
    state.shownVersion = v;
    renderDetail(rec);
  }
}

function card(rec) {
  const g = (rec.guarantees || []).join(", ");
  return el("div", {
    class: "card" + (rec.request_id === state.selected ? " selected" : ""),
    "data-request-id": rec.request_id, "data-status": rec.status, role: "button", tabindex: "0",
    onclick: () => select(rec.request_id),
  },
    el("div", {}, el("span", { class: "id", text: rec.request_id }), el("span", { class: "badge " + rec.status, text: rec.approval ? rec.approval.decision : rec.status })),
    el("div", { class: "src", text: (rec.source_name || "") + (rec.target ? " · " + rec.target : "") }),
    el("div", { class: "g", text: g || "(no guarantee)" }));
}

function select(id) {
  state.selected = id;
  state.shownVersion = "";
  history.replaceState(null, "", "/ui/requests/" + encodeURIComponent(id));
  render();
}

// sentenceFor finds the plain-English sentence of guarantee i (text g)
// and says whose it is: {text, claim}. claim is true for a sentence the
// submitter sent (our runner's summary, or a summary key of another
// client): the service has not checked it, so the page shows it as the
// submitter's claim. The service's own contract_descriptions /
// contract_documentation (keys a submitter cannot set) are not claims.
function sentenceFor(rec, i, g) {
  const claim = text => ({ text: text, claim: true });
  const ours = additions(rec);
  if (Array.isArray(ours.summary)) {
    const byName = ours.summary.find(x => x && x.guarantee === g);
    const e = byName || ours.summary[i];
    if (e && typeof e.text === "string") return claim(e.text);
  }
  for (const key of ["guarantee_sentences", "summary", "guarantee_summaries", "plain_english"]) {
    const s = rec[key];
    if (!s) continue;
    if (Array.isArray(s)) {
      const e = s[i];
      if (typeof e === "string") return claim(e);
      if (e && typeof e === "object") return claim(e.sentence || e.text || e.summary || "");
      const m = s.find(x => x && typeof x === "object" && x.guarantee === g);
      if (m) return claim(m.sentence || m.text || m.summary || "");
    } else if (typeof s === "object") {
      const e = s[g] !== undefined ? s[g] : (Array.isArray(s.guarantees) ? s.guarantees[i] : undefined);
      if (typeof e === "string") return claim(e);
      if (e && typeof e === "object") return claim(e.sentence || e.text || e.summary || "");
    }
  }
  const d = rec.contract_descriptions && rec.contract_descriptions[g];
  if (d && d.text) return { text: d.text, claim: false };
  const doc = rec.contract_documentation && rec.contract_documentation[g];
  if (typeof doc === "string") return { text: doc, claim: false };
  return { text: "", claim: false };
}

// additions are what our runner adds to a request (protocol.Additions,
// under the key clauz3_go): sentences per guarantee, the effects.
function additions(rec) {
  const a = rec.clauz3_go;
  return a && typeof a === "object" && !Array.isArray(a) ? a : {};
}

function summaryText(rec) {
  const s = rec.summary;
  if (typeof s === "string") return s;
  if (s && typeof s === "object" && !Array.isArray(s) && typeof s.text === "string") return s.text;
  return "";
}

function describeEffect(e) {
  if (typeof e === "string") return e;
  if (e && typeof e === "object" && typeof e.function === "string") {
    let s = e.function;
    if (e.text) s = e.text + ": " + s;
    if (Array.isArray(e.markers) && e.markers.length) s += " [" + e.markers.join(", ") + "]";
    if (Array.isArray(e.lines) && e.lines.length) s += " (line" + (e.lines.length > 1 ? "s " : " ") + e.lines.join(", ") + ")";
    return s;
  }
  if (e && typeof e === "object") {
    const name = e.sentence || e.text || e.description || e.name || e.effect || e.function || "";
    const rest = Object.entries(e).filter(([k]) => !["sentence", "text", "description", "name", "effect", "function"].includes(k));
    return name + (rest.length ? " (" + rest.map(([k, v]) => k + ": " + (typeof v === "string" ? v : JSON.stringify(v))).join(", ") + ")" : "");
  }
  return JSON.stringify(e);
}

function renderDetail(rec) {
  const d = document.getElementById("detail");
  const parts = [];
  parts.push(el("h2", {}, "Request ", el("code", { text: rec.request_id }), el("span", { class: "badge " + rec.status, text: rec.status })));
  parts.push(el("div", { class: "meta" },
    "program ", el("code", { text: rec.source_name || "?" }), " · target ", el("code", { text: rec.target || "main" }),
    " · sha256 ", el("code", { text: (rec.program_sha256 || "").slice(0, 16) + "…" })));
  const roots = el("div", { class: "meta" }, "trusted roots ", el("code", { text: JSON.stringify(rec.trusted_roots || []) }), " · import roots ", el("code", { text: JSON.stringify(rec.import_roots || []) }));
  if (rec.trusted_layer_sha256) roots.append(" · layer ", el("code", { text: rec.trusted_layer_sha256.slice(0, 16) + "…" }));
  parts.push(roots);
  if (rec.service_checks && rec.service_checks.program_sha256_matches === false) {
    parts.push(el("div", { class: "warning", text: "The program text does not hash to the program_sha256 it was submitted with: the receipt would bind a different program." }));
  }
  const changed = rec.service_checks && rec.service_checks.trusted_files_changed;
  if (Array.isArray(changed) && changed.length) {
    parts.push(el("div", { class: "warning", "data-trusted-changed": "" },
      "Trusted files changed since request ", el("code", { text: String(rec.service_checks.trusted_files_compared_with) }),
      " was approved: " + changed.join(", ") + ". The proof relies on these files; approve only a change you expected."));
  }
  const tf = additions(rec).trusted_files;
  if (tf && typeof tf === "object" && !Array.isArray(tf)) {
    const names = Object.keys(tf).sort();
    parts.push(el("details", { class: "trusted-files" },
      el("summary", { text: "Trusted files (" + names.length + "), bound to the receipt" }),
      el("ul", {}, ...names.map(n => el("li", {}, el("code", { text: n }), " ", el("code", { text: String(tf[n]).slice(0, 16) + "…" }))))));
  }
  const sum = summaryText(rec);
  if (sum) parts.push(el("p", { class: "summary claim" }, el("span", { class: "claim-label", text: "The submitter's summary (not checked by the service): " }), el("span", { class: "claim-text", text: sum })));

  parts.push(el("h3", { text: "Guarantees" }));
  const gs = rec.guarantees || [];
  if (gs.length === 0) parts.push(el("p", { class: "empty", text: "The program states no guarantee." }));
  const ul = el("ul", { class: "guarantees" });
  gs.forEach((g, i) => {
    const s = sentenceFor(rec, i, g);
    let sentence = null;
    if (s.text && s.claim) {
      sentence = el("div", { class: "sentence claim" },
        el("span", { class: "claim-label", text: "The submitter describes it as (not checked by the service): " }),
        el("span", { class: "claim-text", text: s.text }));
    } else if (s.text) {
      sentence = el("div", { class: "sentence" }, el("span", { class: "claim-text", text: s.text }));
    }
    ul.append(el("li", { "data-guarantee": String(i) }, sentence, el("code", { text: g })));
  });
  parts.push(ul);

  const effects = Array.isArray(additions(rec).effects) ? additions(rec).effects : rec.effects;
  if (Array.isArray(effects)) {
    // The list comes from the submitter; the service has not proved it.
    parts.push(el("h3", { text: "Effects the program may perform, as the submitter lists them" }));
    parts.push(el("p", { class: "claim-label", text: "The submitter's claim: the service has not checked this list against the program. Read the program below." }));
    if (effects.length === 0) parts.push(el("p", { class: "empty", text: "None: the program calls no trusted effect." }));
    else parts.push(el("ul", { class: "effects" }, ...effects.map(e => el("li", { text: describeEffect(e) }))));
  }

  if (Array.isArray(rec.coverage) && rec.coverage.length) {
    parts.push(el("h3", { text: "Coverage" }));
    parts.push(el("table", {},
      el("tr", {}, el("th", { text: "domain" }), el("th", { text: "status" }), el("th", { text: "missing (required)" }), el("th", { text: "missing (recommended)" })),
      ...rec.coverage.map(c => el("tr", {},
        el("td", { text: String(c.domain) }), el("td", { class: "status-" + c.status, text: String(c.status) }),
        el("td", { text: (c.missing_required || []).join(", ") }), el("td", { text: (c.missing_recommended || []).join(", ") })))));
  }

  if (Array.isArray(rec.proofs) && rec.proofs.length) {
    parts.push(el("h3", { text: "Proofs, as the submitter reports them" }));
    parts.push(el("ul", { class: "proofs" }, ...rec.proofs.map(p => el("li", {}, el("code", { text: String(p.name) }), ": " + String(p.conclusion) + (p.description ? " (" + p.description + ")" : "")))));
  }

  parts.push(el("h3", { text: "Program" }));
  parts.push(highlight(typeof rec.program === "string" ? rec.program : ""));

  if (rec.approval) {
    const a = rec.approval;
    const box = el("div", { class: "decision", "data-decision": a.decision },
      el("strong", { text: "Decision: " + a.decision }),
      rec.auto_decision ? el("div", { text: "by rule " + rec.auto_decision.rule + ": " + rec.auto_decision.reason }) : null,
      a.feedback ? el("div", { text: "feedback: " + a.feedback }) : null,
      a.receipt ? el("div", { class: "receipt", text: "receipt " + a.receipt }) : null);
    parts.push(box);
  }
  parts.push(decisionForm(rec));
  d.replaceChildren(...parts);
}

function decisionForm(rec) {
  const fb = el("textarea", { id: "feedback", placeholder: "Feedback for the agent (required to reject or ask for more)" });
  const err = el("div", { class: "error", role: "alert" });
  const send = async (decision) => {
    err.textContent = "";
    if ((decision === "rejected" || decision === "rejected_contract" || decision === "request_more") && fb.value.trim() === "") {
      err.textContent = "Say why in the feedback, so the agent can act on it.";
      return;
    }
    try {
      const r = await fetch("/api/requests/" + encodeURIComponent(rec.request_id) + "/decision", {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ decision: decision, feedback: fb.value }),
      });
      const body = await r.json().catch(() => ({}));
      if (!r.ok) { err.textContent = "refused: " + (typeof body.detail === "string" ? body.detail : "HTTP " + r.status); return; }
      state.shownVersion = "";
      poll();
    } catch (e) {
      err.textContent = "the service is unreachable: " + e.message;
    }
  };
  const button = (label, decision, cls) => el("button", { type: "button", class: cls || "", "data-action": decision, onclick: () => send(decision) }, label);
  return el("div", { class: "decide" },
    el("h3", { text: rec.status === "pending" ? "Decide" : "Decide again" }),
    fb, el("div", { class: "buttons" },
      button("Approve once", "approved_once", "approve"),
      button("Approve and remember", "approved_remember", "approve"),
      button("Reject", "rejected", "reject"),
      button("Reject the contract", "rejected_contract", "reject"),
      button("Ask for more", "request_more")),
    err);
}

const KEYWORDS = new Set("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case".split(" "));
const BUILTINS = new Set("len range print str int float bool list dict set tuple sum min max any all sorted enumerate zip abs isinstance".split(" "));

// highlight renders Python source with line numbers and token classes.
function highlight(src) {
  const pre = el("pre", { class: "program" });
  const re = /("""[\s\S]*?"""|'''[\s\S]*?'''|[rbfuRBFU]{0,2}"(?:[^"\\\n]|\\.)*"|[rbfuRBFU]{0,2}'(?:[^'\\\n]|\\.)*')|(#[^\n]*)|(\b\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?j?\b)|(@[A-Za-z_][\w.]*)|([A-Za-z_]\w*)|(\n)|([^\w\s"'#@]+|\s+)/g;
  let line = 1;
  const ln = () => el("span", { class: "ln", text: String(line) });
  pre.append(ln());
  let m;
  while ((m = re.exec(src)) !== null) {
    const [t, str, com, num, dec, ident, nl] = m;
    const push = (cls, text) => {
      const pieces = text.split("\n");
      pieces.forEach((p, i) => {
        if (i > 0) { pre.append("\n"); line++; pre.append(ln()); }
        if (p) pre.append(cls ? el("span", { class: cls, text: p }) : document.createTextNode(p));
      });
    };
    if (str) push("str", t);
    else if (com) push("com", t);
    else if (num) push("num", t);
    else if (dec) push("dec", t);
    else if (ident) push(KEYWORDS.has(t) ? "kw" : BUILTINS.has(t) ? "bi" : "", t);
    else if (nl) push("", t);
    else push("", t);
  }
  return pre;
}

document.addEventListener("DOMContentLoaded", () => {
  for (const b of document.querySelectorAll(".tab")) {
    b.addEventListener("click", () => {
      state.tab = b.dataset.tab;
      for (const o of document.querySelectorAll(".tab")) o.classList.toggle("active", o === b);
      state.listKey = "";
      render();
    });
  }
  state.selected = selectedFromPath();
  poll();
  setInterval(poll, POLL_MS);
});
