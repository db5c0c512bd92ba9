"""The living documentation: ``regelwerk docs OUT_DIR`` writes a static HTML site (Jinja2
templates in ``templates/``, a stylesheet and a small search script in ``static/``)."""
