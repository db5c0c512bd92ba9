// regelwerk docs: filter the clauses and ambiguities of a page as you type, mark what was found
// and open it; with a report, a checkbox shows the failing vectors only.
// Every item carries its searchable text (lower case) in data-search; an item is shown when it
// contains every word typed (and, with "nur Fehlschläge", a failing vector). The words found
// in the visible text of a shown item are marked (<mark>) and every <details> around a mark is
// opened; the next search closes what the last one opened. "?q=word" fills the search box.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  // a link to a folded table (an option's changed vectors) opens it
  function openTarget() {
    var target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target && target.tagName === "DETAILS") {
      target.open = true;
    }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  var input = document.getElementById("search");
  if (!input) {
    return;
  }
  var failuresOnly = document.getElementById("nur-fehler");
  var counter = document.getElementById("search-count");
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-search]"));
  var opened = [];
  var MAX_MARKS = 2000;  // enough to see; a one-letter search on a long page stays quick

  function unmark() {
    Array.prototype.slice.call(document.querySelectorAll("mark.found")).forEach(function (mark) {
      var parent = mark.parentNode;
      parent.replaceChild(document.createTextNode(mark.textContent), mark);
      parent.normalize();
    });
    opened.forEach(function (details) { details.open = false; });
    opened = [];
  }

  function open(node, item) {
    for (var el = node.parentNode; el && el !== item.parentNode; el = el.parentNode) {
      if (el.tagName === "DETAILS" && !el.open) {
        el.open = true;
        opened.push(el);
      }
    }
  }

  function mark(item, words, budget) {
    var walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT, null);
    var nodes = [];
    while (walker.nextNode()) {
      nodes.push(walker.currentNode);
    }
    var count = 0;
    nodes.forEach(function (node) {
      if (count >= budget || !node.nodeValue.trim() || node.parentNode.closest("svg, script, style, mark")) {
        return;
      }
      var text = node.nodeValue;
      var lower = text.toLowerCase();
      var hits = [];
      words.forEach(function (word) {
        for (var at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
          hits.push([at, at + word.length]);
        }
      });
      if (!hits.length) {
        return;
      }
      hits.sort(function (a, b) { return a[0] - b[0]; });
      var fragment = document.createDocumentFragment();
      var last = 0;
      hits.forEach(function (hit) {
        if (hit[0] < last) {
          return;  // overlaps the one before
        }
        fragment.appendChild(document.createTextNode(text.slice(last, hit[0])));
        var m = document.createElement("mark");
        m.className = "found";
        m.textContent = text.slice(hit[0], hit[1]);
        fragment.appendChild(m);
        last = hit[1];
        count += 1;
      });
      fragment.appendChild(document.createTextNode(text.slice(last)));
      var first = fragment.querySelector("mark");
      node.parentNode.replaceChild(fragment, node);
      if (first) {
        open(first, item);  // every mark of this text has the same parents
      }
    });
    return count;
  }

  function apply() {
    unmark();
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var onlyFailing = failuresOnly ? failuresOnly.checked : false;
    document.body.classList.toggle("nur-fehler", onlyFailing);
    var shown = 0;
    var budget = MAX_MARKS;
    items.forEach(function (item) {
      var text = item.getAttribute("data-search");
      var match = words.every(function (word) { return text.indexOf(word) !== -1; });
      if (onlyFailing && !item.classList.contains("failing")) {
        match = false;
      }
      item.hidden = !match;
      if (match) {
        shown += 1;
        if (words.length && budget > 0) {
          budget -= mark(item, words, budget);
        }
      }
    });
    counter.textContent = words.length || onlyFailing ? shown + " von " + items.length + " angezeigt" : "";
  }

  input.addEventListener("input", apply);
  if (failuresOnly) {
    failuresOnly.addEventListener("change", apply);
  }
  var query = new URLSearchParams(window.location.search).get("q");
  if (query) {
    input.value = query;
  }
  if (query || (failuresOnly && failuresOnly.checked)) {
    apply();
  }
});
