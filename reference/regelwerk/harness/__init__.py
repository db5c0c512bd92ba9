"""The runner side: the JSON-lines protocol, engines (in process or as a child process),
expectation files, reports, and the ``verify``, ``serve`` and ``smoke`` commands."""
