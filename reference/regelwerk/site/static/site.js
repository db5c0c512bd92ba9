// regelwerk docs: filter the clauses and ambiguities of a page as you type.
// Every item carries its searchable text (lower case) in data-search; an item is shown when it
// contains every word typed. "?q=word" in the address fills the search box on load.
"use strict";

document.addEventListener("DOMContentLoaded", function () {
  var input = document.getElementById("search");
  if (!input) {
    return;
  }
  var counter = document.getElementById("search-count");
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-search]"));

  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    items.forEach(function (item) {
      var text = item.getAttribute("data-search");
      var match = words.every(function (word) { return text.indexOf(word) !== -1; });
      item.hidden = !match;
      if (match) {
        shown += 1;
      }
    });
    counter.textContent = words.length ? shown + " of " + items.length + " shown" : "";
  }

  input.addEventListener("input", apply);
  var query = new URLSearchParams(window.location.search).get("q");
  if (query) {
    input.value = query;
    apply();
  }
});
