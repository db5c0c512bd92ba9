"""The rules editor's and CI's toolkit: what a change of the suite does.

* :mod:`.impact`       which vectors flip if the default of a switch changed (``regelwerk impact``)
* :mod:`.ambiguities`  every register entry with its options and what each changes (``regelwerk ambiguities``)
* :mod:`.diff`         two vector trees, or a git revision against the working tree (``regelwerk diff``)
* :mod:`.coverage`     per clause: scenarios, vectors, ambiguities; shields.io badges (``regelwerk coverage``)
* :mod:`.outdated`     refill only the vectors whose sources changed (``regelwerk fill --outdated``)

They share one form for a changed vector (:class:`~.changes.VectorChange`): old and new outcome
side by side, rendered as Markdown for a pull-request comment or as JSON.
"""
