"""Exact odds: the distribution of a projection of a case's outcome, from the rules themselves.

``regelwerk odds CASE_FILE`` (:mod:`.commands`) runs the rule set's own resolution of the case
with every die the case leaves open rolled by an exact enumeration (:mod:`.search`,
:mod:`.branches`), counts what a projection (:mod:`.projections`) takes from each outcome and
gives the distribution (:mod:`.distribution`) with probabilities as fractions.  The API for
everything built on it: :func:`.engine.odds`.  ``docs/odds.md`` describes the design, what is
exact and the limits.
"""
