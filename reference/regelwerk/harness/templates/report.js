// regelwerk verify --report FILE.html: the "failures only" checkbox hides every case that is
// no unexpected result (expected failures and passes) and says how many cases are shown.
"use strict";
(function () {
  var box = document.getElementById("failures-only");
  var counter = document.getElementById("filter-count");
  var all = document.querySelectorAll(".case").length;
  var failing = document.querySelectorAll(".case.failing").length;
  function apply() {
    document.body.classList.toggle("failures-only", box.checked);
    counter.textContent = box.checked ? failing + " of " + all + " cases shown" : "";
  }
  box.addEventListener("change", apply);
  apply();
})();
