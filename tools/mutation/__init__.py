"""The mutation tool: how many engine mutants the vectors kill, per rule set.

``python -m tools.mutation run --ruleset pocket_tactics`` mutates the rule set's engine modules
(``targets.yaml``), runs the rule set's vectors against each mutant exactly as ``regelwerk
verify`` judges them, and writes ``results/<rule set>.json``.  See ``README.md`` beside this file.
"""

TOOL_VERSION = 1  # bumped when mutant ids or the results format change
